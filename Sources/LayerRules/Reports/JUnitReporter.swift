import SwiftScanner

/// JUnit XML (`--format junit`): one test suite per rule, one failing test case per violation, and one passing
/// test case for a rule without violations. Input problems are not part of this report.
///
/// A test case is named by rule, path and subject (`domain-imports Domain/A.swift UIKit`), with ` #2`, ` #3` …
/// for the same again in one file, so that an edit above a violation does not rename it; the position is in
/// the failure's message and text.
public struct JUnitReporter: Reporter {
    public init() {}

    public func write(_ outcome: CheckOutcome, to sink: ReportSink) {
        let ruleIDs = ReportText.ruleIDs(outcome)
        let byRule = ReportText.indicesByRule(outcome.violations)
        let tests = ruleIDs.reduce(0) { total, id in total + max(1, byRule[id]?.count ?? 0) }
        sink.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        sink.write("<testsuites name=\"archlint\" tests=\"\(tests)\" failures=\"\(outcome.violations.count)\">\n")
        for ruleID in ruleIDs {
            let indices = byRule[ruleID] ?? []
            let rule = XMLText.escapeAttribute(ruleID)
            sink.write(
                "  <testsuite name=\"\(rule)\" tests=\"\(max(1, indices.count))\" failures=\"\(indices.count)\">\n")
            if indices.isEmpty {
                sink.write("    <testcase name=\"\(rule)\" classname=\"\(rule)\"/>\n")
            }
            var occurrences: [String: Int] = [:]
            for violation in indices.lazy.map({ outcome.violations[$0] }) {
                let path = DisplayPath.join(root: outcome.root, violation.path)
                let location = "\(path):\(violation.position.line):\(violation.position.column)"
                var name = "\(ruleID) \(path) \(violation.subject)"
                occurrences[name, default: 0] += 1
                if let count = occurrences[name], count > 1 { name += " #\(count)" }
                var out = "    <testcase name=\"\(XMLText.escapeAttribute(name))\" classname=\"\(rule)\">\n"
                out += "      <failure message=\"\(XMLText.escapeAttribute("\(location): \(violation.message)"))\""
                out += " type=\"\(violation.severity.rawValue)\">"
                out += XMLText.escapeContent("\(location): \(violation.message)") + "</failure>\n"
                sink.write(out + "    </testcase>\n")
            }
            sink.write("  </testsuite>\n")
        }
        sink.write("</testsuites>\n")
    }
}

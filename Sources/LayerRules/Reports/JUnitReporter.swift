/// JUnit XML (`--format junit`): one test suite per rule, one failing test case per violation, and one passing
/// test case for a rule without violations. Input problems are not part of this report.
///
/// A test case is named by rule, path and subject (`domain-imports Domain/A.swift UIKit`), with ` #2`, ` #3` …
/// for the same again in one file, so that an edit above a violation does not rename it; the position is in
/// the failure's message and text.
public struct JUnitReporter: Reporter {
    public init() {}

    public func render(_ outcome: CheckOutcome) -> String {
        let ruleIDs = ReportText.ruleIDs(outcome)
        let tests = ruleIDs.reduce(0) { total, id in total + max(1, outcome.violations.filter { $0.ruleID == id }.count)
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"archlint\" tests=\"\(tests)\" failures=\"\(outcome.violations.count)\">\n"
        for ruleID in ruleIDs {
            let violations = outcome.violations.filter { $0.ruleID == ruleID }
            let rule = XMLText.escapeAttribute(ruleID)
            out +=
                "  <testsuite name=\"\(rule)\" tests=\"\(max(1, violations.count))\" failures=\"\(violations.count)\">\n"
            if violations.isEmpty {
                out += "    <testcase name=\"\(rule)\" classname=\"\(rule)\"/>\n"
            }
            var occurrences: [String: Int] = [:]
            for violation in violations {
                let path = DisplayPath.join(root: outcome.root, violation.path)
                let location = "\(path):\(violation.position.line):\(violation.position.column)"
                var name = "\(ruleID) \(path) \(violation.subject)"
                occurrences[name, default: 0] += 1
                if let count = occurrences[name], count > 1 { name += " #\(count)" }
                out += "    <testcase name=\"\(XMLText.escapeAttribute(name))\" classname=\"\(rule)\">\n"
                out += "      <failure message=\"\(XMLText.escapeAttribute("\(location): \(violation.message)"))\""
                out += " type=\"\(violation.severity.rawValue)\">"
                out += XMLText.escapeContent("\(location): \(violation.message)") + "</failure>\n"
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }
}

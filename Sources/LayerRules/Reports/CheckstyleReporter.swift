import SwiftScanner

/// Checkstyle XML (`--format checkstyle`): violations and input problems grouped by file, files sorted by path,
/// entries by line and column. Rules appear as `source="archlint.<rule-id>"`, input problems as `archlint.input`.
public struct CheckstyleReporter: Reporter {
    /// Where an entry goes: its file, line and column, and its place among the violations, then the problems.
    /// Entries are sorted by these keys first and rendered afterwards, one at a time.
    private struct Key {
        var path: String
        var line: Int
        var column: Int
        var order: Int
    }

    public init() {}

    public func write(_ outcome: CheckOutcome, to sink: ReportSink) {
        var keys = outcome.violations.enumerated().map { order, violation in
            Key(
                path: DisplayPath.join(root: outcome.root, violation.path), line: violation.position.line,
                column: violation.position.column, order: order)
        }
        for (index, problem) in outcome.problems.enumerated() {
            keys.append(
                Key(
                    path: problem.path, line: problem.position?.line ?? 0, column: problem.position?.column ?? 0,
                    order: outcome.violations.count + index))
        }
        keys.sort { ($0.path, $0.line, $0.column, $0.order) < ($1.path, $1.line, $1.column, $1.order) }
        sink.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n")
        var currentPath: String?
        for key in keys {
            if key.path != currentPath {
                if currentPath != nil { sink.write("  </file>\n") }
                sink.write("  <file name=\"\(XMLText.escapeAttribute(key.path))\">\n")
                currentPath = key.path
            }
            sink.write(entry(key, outcome: outcome))
        }
        if currentPath != nil { sink.write("  </file>\n") }
        sink.write("</checkstyle>\n")
    }

    /// The `<error>` line of the violation or input problem a key stands for.
    private func entry(_ key: Key, outcome: CheckOutcome) -> String {
        guard key.order >= outcome.violations.count else {
            let violation = outcome.violations[key.order]
            return error(key, violation.severity.rawValue, violation.message, source: "archlint." + violation.ruleID)
        }
        let problem = outcome.problems[key.order - outcome.violations.count]
        return error(key, problem.isFatal ? "error" : "warning", problem.message, source: "archlint.input")
    }

    private func error(_ key: Key, _ severity: String, _ message: String, source: String) -> String {
        "    <error line=\"\(key.line)\" column=\"\(key.column)\" severity=\"\(severity)\""
            + " message=\"\(XMLText.escapeAttribute(message))\" source=\"\(XMLText.escapeAttribute(source))\"/>\n"
    }
}

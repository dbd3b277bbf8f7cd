/// Checkstyle XML (`--format checkstyle`): violations and input problems grouped by file, files sorted by path,
/// entries by line and column. Rules appear as `source="archlint.<rule-id>"`, input problems as `archlint.input`.
public struct CheckstyleReporter: Reporter {
    private struct Entry {
        var line: Int
        var column: Int
        var severity: String
        var message: String
        var source: String
    }

    public init() {}

    public func render(_ outcome: CheckOutcome) -> String {
        var files: [String: [Entry]] = [:]
        for violation in outcome.violations {
            let path = DisplayPath.join(root: outcome.root, violation.path)
            files[path, default: []].append(
                Entry(
                    line: violation.position.line, column: violation.position.column,
                    severity: violation.severity.rawValue, message: violation.message,
                    source: "archlint." + violation.ruleID))
        }
        for problem in outcome.problems {
            let path = problem.path
            files[path, default: []].append(
                Entry(
                    line: problem.position?.line ?? 0, column: problem.position?.column ?? 0,
                    severity: problem.isFatal ? "error" : "warning", message: problem.message,
                    source: "archlint.input"))
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for path in files.keys.sorted() {
            out += "  <file name=\"\(XMLText.escapeAttribute(path))\">\n"
            let entries = files[path, default: []].enumerated().sorted {
                ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
            }
            for entry in entries.map(\.element) {
                out += "    <error line=\"\(entry.line)\" column=\"\(entry.column)\" severity=\"\(entry.severity)\""
                out +=
                    " message=\"\(XMLText.escapeAttribute(entry.message))\" source=\"\(XMLText.escapeAttribute(entry.source))\"/>\n"
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }
}

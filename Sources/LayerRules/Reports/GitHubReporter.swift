import SwiftScanner

/// GitHub Actions workflow commands (`--format github`): one `::error` or `::warning` annotation per
/// violation and per input problem.
public struct GitHubReporter: Reporter {
    public init() {}

    public func write(_ outcome: CheckOutcome, to sink: ReportSink) {
        for violation in outcome.violations {
            sink.write(
                annotation(
                    violation.severity.rawValue,
                    properties: [
                        ("file", DisplayPath.join(root: outcome.root, violation.path)),
                        ("line", String(violation.position.line)), ("col", String(violation.position.column)),
                        ("title", violation.ruleID),
                    ],
                    message: violation.message))
        }
        for problem in outcome.problems {
            var properties = [("file", problem.path)]
            if let position = problem.position {
                properties += [("line", String(position.line)), ("col", String(position.column))]
            }
            sink.write(
                annotation(problem.isFatal ? "error" : "warning", properties: properties, message: problem.message))
        }
    }

    private func annotation(_ command: String, properties: [(String, String)], message: String) -> String {
        let list = properties.map { "\($0.0)=\(WorkflowCommand.escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(command) \(list)::\(WorkflowCommand.escapeData(message))\n"
    }

    /// The Markdown the CLI appends to the file named by `$GITHUB_STEP_SUMMARY`.
    public static func stepSummary(_ outcome: CheckOutcome) -> String {
        MarkdownReporter().render(outcome)
    }
}

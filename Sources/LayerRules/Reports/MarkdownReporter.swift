import SwiftScanner

/// Markdown for pull-request comments and job summaries (`--format markdown`): a heading with the totals,
/// then one table per rule that has violations, then any input problems.
public struct MarkdownReporter: Reporter {
    public init() {}

    public func write(_ outcome: CheckOutcome, to sink: ReportSink) {
        sink.write("## archlint: \(ReportText.totals(outcome))\n")
        if outcome.violations.isEmpty {
            sink.write("\nNo layer boundary is crossed the wrong way.\n")
        }
        let byRule = ReportText.indicesByRule(outcome.violations)
        for ruleID in ReportText.ruleIDs(outcome) {
            guard let indices = byRule[ruleID] else { continue }
            sink.write("\n### \(MarkdownText.escape(ruleID)) (\(ReportText.count(indices.count, "violation")))\n\n")
            sink.write("| Location | Message |\n| --- | --- |\n")
            for violation in indices.lazy.map({ outcome.violations[$0] }) {
                let path = DisplayPath.join(root: outcome.root, violation.path)
                let location = "\(path):\(violation.position.line):\(violation.position.column)"
                let severity = violation.severity == .warning ? "warning: " : ""
                sink.write(
                    "| \(MarkdownText.escape(location)) | \(MarkdownText.escape(severity + violation.message)) |\n")
            }
        }
        if !outcome.problems.isEmpty {
            sink.write("\n### Input problems\n\n")
            for problem in outcome.problems {
                var location = problem.path
                if let position = problem.position { location += ":\(position.line):\(position.column)" }
                let kind = problem.isFatal ? "error" : "warning"
                sink.write("- \(MarkdownText.escape(location)): \(kind): \(MarkdownText.escape(problem.message))\n")
            }
        }
    }
}

/// Markdown for pull-request comments and job summaries (`--format markdown`): a heading with the totals,
/// then one table per rule that has violations, then any input problems.
public struct MarkdownReporter: Reporter {
    public init() {}

    public func render(_ outcome: CheckOutcome) -> String {
        var out = "## archlint: \(ReportText.totals(outcome))\n"
        if outcome.violations.isEmpty {
            out += "\nNo layer boundary is crossed the wrong way.\n"
        }
        for ruleID in ReportText.ruleIDs(outcome) {
            let violations = outcome.violations.filter { $0.ruleID == ruleID }
            if violations.isEmpty { continue }
            out += "\n### \(MarkdownText.escape(ruleID)) (\(ReportText.count(violations.count, "violation")))\n\n"
            out += "| Location | Message |\n| --- | --- |\n"
            for violation in violations {
                let path = DisplayPath.join(root: outcome.root, violation.path)
                let location = "\(path):\(violation.position.line):\(violation.position.column)"
                let severity = violation.severity == .warning ? "warning: " : ""
                out += "| \(MarkdownText.escape(location)) | \(MarkdownText.escape(severity + violation.message)) |\n"
            }
        }
        if !outcome.problems.isEmpty {
            out += "\n### Input problems\n\n"
            for problem in outcome.problems {
                var location = problem.path
                if let position = problem.position { location += ":\(position.line):\(position.column)" }
                let kind = problem.isFatal ? "error" : "warning"
                out += "- \(MarkdownText.escape(location)): \(kind): \(MarkdownText.escape(problem.message))\n"
            }
        }
        return out
    }
}

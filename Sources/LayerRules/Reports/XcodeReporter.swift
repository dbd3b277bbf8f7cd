import SwiftScanner

/// `path:line:column: severity: message [rule-id]` lines, then a summary line; the format Xcode and
/// most editors turn into clickable diagnostics. Control characters in names are escaped (`TerminalText`), so every
/// violation stays on one line, and no line starts a CI workflow command.
public struct XcodeReporter: Reporter {
    /// False for `--quiet`: the violation lines only.
    public var includesSummary: Bool

    public init(includesSummary: Bool = true) {
        self.includesSummary = includesSummary
    }

    public func write(_ outcome: CheckOutcome, to sink: ReportSink) {
        for violation in outcome.violations {
            // The line in pieces, each made safe on its own (escaping works character by character; whether
            // the line could start a workflow command is decided by its path and the colon after it).
            sink.write(TerminalText.line(DisplayPath.join(root: outcome.root, violation.path) + ":"))
            sink.write(String(violation.position.line))
            sink.write(":")
            sink.write(String(violation.position.column))
            sink.write(": ")
            sink.write(violation.severity.rawValue)
            sink.write(": ")
            sink.write(TerminalText.escape(violation.message))
            sink.write(" [")
            sink.write(TerminalText.escape(violation.ruleID))
            sink.write("]\n")
        }
        if includesSummary { sink.write(TerminalText.escape(Self.summary(outcome)) + "\n") }
    }

    /// `no violations in N files`, or `V violations (E errors, W warnings) in N files: <rule-id> <count>, …`;
    /// with a baseline, `new violations` and a `(B baselined)` note; ` (embedded default policy)` at the end
    /// when no policy file was found. Without violations but with paths that could not be read:
    /// `incomplete: P paths could not be read; N files checked`.
    public static func summary(_ outcome: CheckOutcome) -> String {
        let policy = outcome.policy.path == nil ? " (embedded default policy)" : ""
        let totals = ReportText.totals(outcome)
        let unread = outcome.problems.filter(\.isFatal).count
        guard !outcome.violations.isEmpty else {
            // With an unread path there is no verdict to give: never "no violations".
            guard unread == 0 else {
                return "incomplete: \(ReportText.count(unread, "path")) could not be read; "
                    + "\(ReportText.count(outcome.fileCount, "file")) checked\(policy)"
            }
            return totals + policy
        }
        let rules = ReportText.counted(outcome.violations.map(\.ruleID)).map { "\($0.key) \($0.count)" }
        return totals + ": " + rules.joined(separator: ", ") + policy
    }
}

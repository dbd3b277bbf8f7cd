/// `path:line:column: severity: message [rule-id]` lines, then a summary line; the format Xcode and
/// most editors turn into clickable diagnostics. Control characters in names are escaped (`TerminalText`), so every
/// violation stays on one line.
public struct XcodeReporter: Reporter {
    public init() {}

    public func render(_ outcome: CheckOutcome) -> String {
        var text = ""
        for violation in outcome.violations {
            var line = "\(DisplayPath.join(root: outcome.root, violation.path)):\(violation.position.line):"
            line += "\(violation.position.column): \(violation.severity.rawValue): \(violation.message) "
            line += "[\(violation.ruleID)]"
            text += TerminalText.escape(line) + "\n"
        }
        return text + TerminalText.escape(Self.summary(outcome)) + "\n"
    }

    /// `no violations in N files`, or `V violations (E errors, W warnings) in N files: <rule-id> <count>, …`;
    /// with a baseline, `new violations` and a `(B baselined)` note.
    public static func summary(_ outcome: CheckOutcome) -> String {
        var files = counted(outcome.fileCount, "file")
        let noun = outcome.baselined.isEmpty ? "violation" : "new violation"
        if !outcome.baselined.isEmpty { files += " (\(outcome.baselined.count) baselined)" }
        guard !outcome.violations.isEmpty else { return "no \(noun)s in \(files)" }
        let errors = outcome.violations.filter { $0.severity == .error }.count
        var perRule: [String: Int] = [:]
        for violation in outcome.violations { perRule[violation.ruleID, default: 0] += 1 }
        let rules = perRule.keys.sorted().map { "\($0) \(perRule[$0]!)" }.joined(separator: ", ")
        return "\(counted(outcome.violations.count, noun)) (\(counted(errors, "error")), "
            + "\(counted(outcome.violations.count - errors, "warning"))) in \(files): \(rules)"
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

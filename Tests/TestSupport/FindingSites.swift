/// Where each finding of archlint's text output lies and which rule made it, for tests about what was found rather
/// than how it is worded (the wording has tests of its own: the rule examples, the samples, the hint tests).
public enum FindingSites {
    /// `rule-id path:line:column` for each line of `output` of the form
    /// `path:line:column: severity: message [rule-id]`; other lines (the summary, notes) are left out.
    public static func of(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            guard line.hasSuffix("]"), let ruleStart = line.range(of: " [", options: .backwards),
                let severity = line.range(of: ": error: ") ?? line.range(of: ": warning: ")
            else { return nil }
            let rule = line[ruleStart.upperBound..<line.index(before: line.endIndex)]
            return "\(rule) \(line[..<severity.lowerBound])"
        }
    }
}

import SwiftScanner

/// Applies a file's suppression comments to its findings and reports problems with the comments
/// themselves (rule id `suppression`, warnings): a missing reason, an unknown rule id (with a
/// did-you-mean), and, with `--strict`, a suppression that suppresses nothing.
struct SuppressionFilter {
    /// Rule id of findings about suppression comments.
    static let ruleID = "suppression"
    /// Rule id that silences every rule.
    static let allRules = "all"

    let knownRuleIDs: [String]
    let strict: Bool

    /// The findings of `file` that no suppression silences, plus findings about the suppressions.
    func apply(_ findings: [Violation], file: FileFacts) -> [Violation] {
        guard !file.directives.isEmpty else { return findings }
        var suppressions = file.directives.compactMap(Suppression.init)
        guard !suppressions.isEmpty else { return findings }
        let codeLines = Self.codeLines(of: file)
        for index in suppressions.indices where suppressions[index].scope == .nextLine {
            let line = suppressions[index].line
            suppressions[index].line = codeLines.first { $0 > line } ?? line + 1
        }
        var used = Set<[Int]>()
        var kept: [Violation] = []
        for finding in findings {
            var silenced = false
            for (index, suppression) in suppressions.enumerated() {
                for (idIndex, id) in suppression.ruleIDs.enumerated()
                where (id == finding.ruleID || id == Self.allRules)
                    && suppression.covers(line: finding.position.line)
                {
                    used.insert([index, idIndex])
                    silenced = true
                }
            }
            if !silenced { kept.append(finding) }
        }
        for (index, suppression) in suppressions.enumerated() {
            kept += problems(of: suppression, path: file.path) { used.contains([index, $0]) }
        }
        return kept
    }

    private func problems(of suppression: Suppression, path: String, isUsed: (Int) -> Bool) -> [Violation] {
        var problems: [Violation] = []
        func warn(_ message: String, _ subject: String) {
            problems.append(
                Violation(
                    ruleID: Self.ruleID, severity: .warning, message: message, path: path,
                    position: suppression.position, subject: subject))
        }
        for (index, id) in suppression.ruleIDs.enumerated() {
            guard id == Self.allRules || knownRuleIDs.contains(id) else {
                warn(
                    "suppression names unknown rule '\(id)'; use one of the rule ids in the policy"
                        + Suggestions.didYouMean(id, in: knownRuleIDs), id)
                continue
            }
            if suppression.reason == nil { warn("suppression of '\(id)' gives no reason; add one after '--'", id) }
            if strict, !isUsed(index) { warn("suppression of '\(id)' suppresses nothing; remove it", id) }
        }
        return problems
    }

    /// Sorted lines that hold a scanned fact, standing in for "lines that have code".
    static func codeLines(of file: FileFacts) -> [Int] {
        var lines = Set<Int>()
        for fact in file.imports { lines.insert(fact.position.line) }
        for fact in file.declarations { lines.insert(fact.position.line) }
        for fact in file.references { lines.insert(fact.position.line) }
        for fact in file.constructions { lines.insert(fact.position.line) }
        for fact in file.memberUses { lines.insert(fact.position.line) }
        return lines.sorted()
    }
}

import SwiftScanner

/// Applies a file's suppression comments to its findings and reports problems with the comments
/// themselves (the built-in check `suppression`): a missing reason, an unknown rule id (with a did-you-mean), an `enable`
/// that ends no `disable`, an unknown command (a warning, an error with `--strict`), and, with `--strict`, a
/// suppression that suppresses nothing. Findings are folded first, so a suppression silences only the finding
/// reported at that token, for the rules it names, and never brings a folded-away finding back.
struct SuppressionFilter {
    /// The id of the built-in check, which the configuration reserves so that text reports stay unambiguous.
    static let ruleID = BuiltInCheck.suppression.rawValue
    /// Rule id that silences every rule.
    static let allRules = "all"

    let knownRuleIDs: [String]
    let strict: Bool

    /// The findings of `file` that no suppression silences, plus findings about the suppressions.
    func apply(_ findings: [Finding], file: FileFacts) -> [Finding] {
        guard !file.directives.isEmpty else { return findings }
        let directives = file.directives.compactMap(Directive.init)
        var suppressions: [Suppression] = []
        var problems: [Finding] = []
        let codeLines = Self.codeLines(of: file)
        for directive in directives {
            if var suppression = Suppression(directive) {
                let line = suppression.line
                switch suppression.scope {
                case .nextLine: suppression.line = codeLines.first { $0 > line } ?? line + 1
                case .previousLine: suppression.line = codeLines.last { $0 < line } ?? max(1, line - 1)
                case .thisLine, .region: break
                }
                suppressions.append(suppression)
            } else if directive.command == "enable" {
                problems += enable(directive, in: &suppressions, path: file.path)
            } else {
                problems.append(unknownCommand(directive, path: file.path))
            }
        }
        var used = Set<[Int]>()
        var kept: [Finding] = []
        for finding in findings {
            var silenced = false
            for (index, suppression) in suppressions.enumerated() {
                for (idIndex, id) in suppression.ruleIDs.enumerated()
                where (finding.source == .rule(id) || id == Self.allRules)
                    && suppression.covers(line: finding.position.line, idIndex: idIndex)
                {
                    used.insert([index, idIndex])
                    silenced = true
                }
            }
            if !silenced { kept.append(finding) }
        }
        for (index, suppression) in suppressions.enumerated() {
            kept += self.problems(of: suppression, path: file.path) { used.contains([index, $0]) }
        }
        return kept + problems
    }

    /// Ends the open regions of the rules `directive` names (`all` ends every region); an id that ends none
    /// is reported.
    private func enable(_ directive: Directive, in suppressions: inout [Suppression], path: String) -> [Finding] {
        var problems: [Finding] = []
        for id in directive.ruleIDs {
            var ended = false
            for index in suppressions.indices where suppressions[index].scope == .region {
                for (idIndex, disabled) in suppressions[index].ruleIDs.enumerated()
                where (id == Self.allRules || disabled == id) && suppressions[index].regionEnds[idIndex] == Int.max {
                    suppressions[index].regionEnds[idIndex] = directive.position.line
                    ended = true
                }
            }
            if !ended {
                problems.append(
                    Finding(
                        source: .builtIn(.suppression), severity: .warning,
                        summary: "'enable \(id)' ends no 'disable' of that rule above it", hint: "remove it",
                        path: path, position: directive.position, subject: id))
            }
        }
        return problems
    }

    /// An `archlint:` comment whose command is not one of `Directive.commands`.
    private func unknownCommand(_ directive: Directive, path: String) -> Finding {
        Finding(
            source: .builtIn(.suppression), severity: strict ? .error : .warning,
            summary: "unknown archlint directive '\(directive.command)'",
            hint: "use one of " + Directive.commands.joined(separator: ", ")
                + Suggestions.didYouMean(directive.command, in: Directive.commands),
            path: path, position: directive.position, subject: directive.command)
    }

    private func problems(of suppression: Suppression, path: String, isUsed: (Int) -> Bool) -> [Finding] {
        var problems: [Finding] = []
        func warn(_ summary: String, hint: String, _ subject: String) {
            problems.append(
                Finding(
                    source: .builtIn(.suppression), severity: .warning, summary: summary, hint: hint, path: path,
                    position: suppression.position, subject: subject))
        }
        for (index, id) in suppression.ruleIDs.enumerated() {
            guard id == Self.allRules || knownRuleIDs.contains(id) else {
                warn(
                    "suppression names unknown rule '\(id)'",
                    hint: "use one of the rule ids in the policy" + Suggestions.didYouMean(id, in: knownRuleIDs), id)
                continue
            }
            if suppression.reason == nil {
                warn("suppression of '\(id)' gives no reason", hint: "add one after '--'", id)
            }
            if strict, !isUsed(index) { warn("suppression of '\(id)' suppresses nothing", hint: "remove it", id) }
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

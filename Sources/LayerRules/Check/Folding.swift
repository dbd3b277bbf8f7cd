import SwiftScanner

/// Keeps one finding per token: when several rules fire at the same path, line and column, only the
/// most specific kind survives (symbols, references, construction, imports, testableImports,
/// conformance, declarations, dependencies), then the rule listed first in the policy.
/// Cycle findings and findings about suppressions are never folded.
struct Folding {
    /// Per rule of the policy: (rank of its kind, index in the policy).
    private let ranks: [FindingSource: (kind: Int, order: Int)]

    init(policy: Policy) {
        var ranks: [FindingSource: (kind: Int, order: Int)] = [:]
        for (order, rule) in policy.rules.enumerated() {
            if let kind = rule.kind.foldingRank, ranks[.rule(rule.id)] == nil { ranks[.rule(rule.id)] = (kind, order) }
        }
        self.ranks = ranks
    }

    /// The findings of one file with the folded-away ones removed, in their original order.
    func fold(_ findings: [Finding]) -> [Finding] {
        guard findings.count > 1 else { return findings }
        var winners: [SourcePosition: Int] = [:]
        for (index, finding) in findings.enumerated() {
            guard let rank = ranks[finding.source] else { continue }
            let key = finding.position
            if let current = winners[key], let currentRank = ranks[findings[current].source],
                (currentRank.kind, currentRank.order) <= (rank.kind, rank.order)
            {
                continue
            }
            winners[key] = index
        }
        return findings.enumerated().compactMap { index, finding in
            guard ranks[finding.source] != nil else { return finding }
            let key = finding.position
            return winners[key] == index ? finding : nil
        }
    }
}

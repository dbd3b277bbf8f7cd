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

    /// Removes the folded-away findings of one file from `findings`, the others kept in their order and moved
    /// in place (no finding is copied).
    func fold(_ findings: inout [Finding]) {
        guard findings.count > 1 else { return }
        let findingRanks = findings.withUnsafeBufferPointer { found in found.map { ranks[$0.source] } }
        var winners: [SourcePosition: Int] = [:]
        for index in findings.indices {
            guard let rank = findingRanks[index] else { continue }
            let key = findings.withUnsafeBufferPointer { $0[index].position }
            if let current = winners[key], let currentRank = findingRanks[current],
                (currentRank.kind, currentRank.order) <= (rank.kind, rank.order)
            {
                continue
            }
            winners[key] = index
        }
        // The element at `index` is still the original one when it is visited: only visited slots are swapped.
        let kept = findings.withUnsafeMutableBufferPointer { slots in
            var kept = 0
            for index in slots.indices where findingRanks[index] == nil || winners[slots[index].position] == index {
                if kept != index { slots.swapAt(kept, index) }
                kept += 1
            }
            return kept
        }
        findings.removeLast(findings.count - kept)
    }
}

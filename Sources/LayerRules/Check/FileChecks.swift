import SwiftScanner

/// The rules checked on the files of one batch, on one worker, with each file's findings finished
/// (`FindingFilter.finish`): the per-file half of `RuleRun`.
///
/// A call through `any Rule` copies the rule (retaining what it holds, on cache lines both workers share), so
/// each rule runs over the whole batch at once. The folding rules run first, most specific kind first
/// (`Findings`); a file whose findings pass the per-file limit is checked again with the rules in policy order,
/// so that the limit keeps the same findings whatever the order.
struct FileChecks {
    /// What the rules found in one file.
    struct Checked {
        /// Its findings, finished.
        var findings: [Finding] = []
        /// Findings counted without being made (`counting`).
        var counted = 0
        /// Findings past the per-file limit.
        var dropped = 0
    }

    let rules: [any Rule]
    let context: RuleContext
    let filter: FindingFilter
    /// The whole-model findings of a file, checked after its own.
    let inFile: [Int: [Finding]]
    private let foldingRanks: [Int?]
    private let runOrder: [Int]

    init(rules: [any Rule], context: RuleContext, filter: FindingFilter, inFile: [Int: [Finding]]) {
        self.rules = rules
        self.context = context
        self.filter = filter
        self.inFile = inFile
        let ranks = rules.map { $0.configuration.kind.foldingRank }
        foldingRanks = ranks
        runOrder = rules.indices.sorted { (ranks[$0] ?? .max, $0) < (ranks[$1] ?? .max, $1) }
    }

    /// The files `batch` (indices of the model's files). With `counting`, the findings of a file that needs
    /// no more than their number (no suppression comment, no whole-model finding, under the per-file limit, and
    /// a path other than `openPath`, which may still join the run's last list) are counted, not made.
    func check(_ batch: [Int], counting: Bool, openPath: String?) -> [Checked] {
        let model = context.model
        let limits = filter.limits
        var findings = batch.map { file in
            var findings = Findings(limit: limits.perFile)
            findings.countsOnly =
                counting && inFile[file] == nil && model.files[file].directives.isEmpty
                && model.files[file].path != openPath
            return findings
        }
        for index in runOrder {
            let rule = rules[index]
            let folds = foldingRanks[index] != nil
            for slot in batch.indices {
                findings[slot].foldsAppends = folds
                rule.check(file: batch[slot], in: context, into: &findings[slot])
            }
        }
        return batch.indices.map { slot in
            let file = batch[slot]
            if findings[slot].countsOnly, findings[slot].dropped == 0, findings[slot].violations.isEmpty {
                return Checked(counted: findings[slot].countedOnly)
            }
            if findings[slot].dropped > 0 || findings[slot].countsOnly {
                let inPolicyOrder = findings[slot].dropped > 0
                findings[slot] = Findings(limit: limits.perFile)
                for index in inPolicyOrder ? Array(rules.indices) : runOrder {
                    findings[slot].foldsAppends = !inPolicyOrder && foldingRanks[index] != nil
                    rules[index].check(file: file, in: context, into: &findings[slot])
                }
            }
            var found = findings[slot].takeViolations()
            if let whole = inFile[file] { found += whole }
            return Checked(
                findings: filter.finish(consume found, file: model.files[file]), dropped: findings[slot].dropped)
        }
    }
}

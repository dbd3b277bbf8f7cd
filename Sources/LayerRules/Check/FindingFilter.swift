import SwiftScanner

/// The suppress-and-fold stage of a check: per file (and package manifest), folds the findings on one token,
/// applies the suppression comments and adds the findings about them; then sorts the whole run
/// (`Finding.ordered`) and keeps at most `FindingLimits.perRun`.
struct FindingFilter {
    let policy: Policy
    let strict: Bool
    let limits: FindingLimits

    /// The findings reported and how many were dropped past the per-run limit.
    func apply(_ run: RuleRun, model: ArchitectureModel) -> (findings: [Finding], droppedInRun: Int) {
        let suppressions = SuppressionFilter(knownRuleIDs: policy.rules.map(\.id), strict: strict)
        let folding = Folding(policy: policy)
        var findings: [Finding] = []
        for package in model.modules.graph.packages {
            let inManifest = run.perManifest[package.manifestPath] ?? []
            guard !inManifest.isEmpty || !package.manifest.directives.isEmpty else { continue }
            let facts = FileFacts(path: package.manifestPath, directives: package.manifest.directives)
            findings += suppressions.apply(folding.fold(inManifest), file: facts)
        }
        for (index, inFile) in run.perFile.enumerated() where !inFile.isEmpty || !model.files[index].directives.isEmpty
        {
            findings += suppressions.apply(folding.fold(inFile), file: model.files[index])
        }
        findings.sort(by: Finding.ordered)
        let overRun = max(0, findings.count - limits.perRun)
        if overRun > 0 { findings.removeLast(overRun) }
        return (findings, overRun)
    }
}

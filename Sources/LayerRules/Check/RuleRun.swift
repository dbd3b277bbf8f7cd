import SwiftScanner

/// The rules stage of a check: the findings of every rule on a built model, each with the file (or package
/// manifest) it is in. A file's findings are finished (`FindingFilter.finish`) by the worker that found them.
struct RuleRun {
    /// Findings per file of the model (parallel to `model.files`), the whole-model findings in that file
    /// included: folded, suppressed and sorted.
    var perFile: [[Finding]]
    /// Whole-model findings in a package manifest, by its root-relative path, as found.
    var perManifest: [String: [Finding]]
    /// Findings not kept because a file had more than `FindingLimits.perFile`: root-relative path and count.
    var droppedPerFile: [(path: String, count: Int)]
    /// Whole-model findings not kept past `FindingLimits.perRun`.
    var droppedInModel: Int
    /// Rules that could not check this tree and were not run, with why (once per rule).
    var warnings: [Diagnostic]

    /// Runs the rules of `policy` on `context.model`: once on the whole model, then per file in parallel over
    /// batches of files, each file's findings (its whole-model ones after its own) finished by `filter`.
    init(policy: Policy, context: RuleContext, filter: FindingFilter) {
        let model = context.model
        let limits = filter.limits
        var warnings: [Diagnostic] = []
        // With no file scanned (a missing path) there is nothing a rule could miss: no warnings then.
        let rules = RuleCatalog.rules(for: policy, catalog: model.catalog).filter { rule in
            guard !model.files.isEmpty, let warning = rule.configurationWarning(in: context) else { return true }
            warnings.append(Diagnostic(severity: .warning, source: .rule(rule.configuration.id), message: warning))
            return false
        }
        self.warnings = warnings
        var modelFindings = Findings(limit: limits.perRun)
        for rule in rules { rule.checkModel(in: context, into: &modelFindings) }
        droppedInModel = modelFindings.dropped
        var perManifest: [String: [Finding]] = [:]
        var inFile: [Int: [Finding]] = [:]
        if !modelFindings.violations.isEmpty {
            let indexByPath = Dictionary(
                model.files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
            for finding in modelFindings.violations {
                if let index = indexByPath[finding.path] {
                    inFile[index, default: []].append(finding)
                } else {
                    perManifest[finding.path, default: []].append(finding)
                }
            }
        }
        self.perManifest = perManifest
        // Batches of files on all cores, each rule over a whole batch: a call through `any Rule` copies the rule
        // (retaining what it holds, on cache lines both workers share), so a batch copies each rule once, not
        // once per file. The folding rules run first, most specific kind first (`Findings`); a file whose
        // findings pass the per-file limit is checked again with the rules in policy order, so that the limit
        // keeps the same findings whatever the order.
        let foldingRanks = rules.map { $0.configuration.kind.foldingRank }
        let runOrder = rules.indices.sorted { (foldingRanks[$0] ?? .max, $0) < (foldingRanks[$1] ?? .max, $1) }
        let checked = model.files.concurrentMap(batchesOf: 64) { files in
            var findings = files.map { _ in Findings(limit: limits.perFile) }
            for index in runOrder {
                let rule = rules[index]
                let folds = foldingRanks[index] != nil
                for file in files {
                    findings[file - files.lowerBound].foldsAppends = folds
                    rule.check(file: file, in: context, into: &findings[file - files.lowerBound])
                }
            }
            return files.map { file in
                let slot = file - files.lowerBound
                if findings[slot].dropped > 0 {
                    findings[slot] = Findings(limit: limits.perFile)
                    for rule in rules { rule.check(file: file, in: context, into: &findings[slot]) }
                }
                var found = findings[slot].takeViolations()
                if let whole = inFile[file] { found += whole }
                return (
                    findings: filter.finish(consume found, file: model.files[file]), dropped: findings[slot].dropped
                )
            }
        }
        perFile = checked.map(\.findings)
        droppedPerFile = checked.indices.filter { checked[$0].dropped > 0 }.map {
            (path: model.files[$0].path, count: checked[$0].dropped)
        }
    }
}

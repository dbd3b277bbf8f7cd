import SwiftScanner

/// The rules stage of a check: the findings of every rule on a built model, before suppressions and folding,
/// each with the file (or package manifest) it is in.
struct RuleRun {
    /// Findings per file of the model (parallel to `model.files`), the whole-model findings in that file included.
    var perFile: [[Finding]]
    /// Whole-model findings in a package manifest, by its root-relative path.
    var perManifest: [String: [Finding]]
    /// Findings not kept because a file had more than `FindingLimits.perFile`: root-relative path and count.
    var droppedPerFile: [(path: String, count: Int)]
    /// Whole-model findings not kept past `FindingLimits.perRun`.
    var droppedInModel: Int
    /// Rules that could not check this tree and were not run, with why (once per rule).
    var warnings: [Diagnostic]

    /// Runs the rules of `policy` on `context.model`: per file in parallel over batches of files, then once on
    /// the whole model.
    init(policy: Policy, context: RuleContext, limits: FindingLimits) {
        let model = context.model
        var warnings: [Diagnostic] = []
        // With no file scanned (a missing path) there is nothing a rule could miss: no warnings then.
        let rules = RuleCatalog.rules(for: policy, catalog: model.catalog).filter { rule in
            guard !model.files.isEmpty, let warning = rule.configurationWarning(in: context) else { return true }
            warnings.append(Diagnostic(severity: .warning, source: .rule(rule.configuration.id), message: warning))
            return false
        }
        self.warnings = warnings
        // Batches of files on all cores, each rule over a whole batch: a call through `any Rule` copies the rule
        // (retaining what it holds, on cache lines both workers share), so a batch copies each rule once, not
        // once per file. A file's findings still come rule by rule, in the rules' order.
        let checked = model.files.concurrentMap(batchesOf: 64) { files in
            var findings = files.map { _ in Findings(limit: limits.perFile) }
            for rule in rules {
                for file in files { rule.check(file: file, in: context, into: &findings[file - files.lowerBound]) }
            }
            return findings
        }
        perFile = checked.map(\.violations)
        droppedPerFile = checked.indices.filter { checked[$0].dropped > 0 }.map {
            (path: model.files[$0].path, count: checked[$0].dropped)
        }
        var modelFindings = Findings(limit: limits.perRun)
        for rule in rules { rule.checkModel(in: context, into: &modelFindings) }
        droppedInModel = modelFindings.dropped
        perManifest = [:]
        guard !modelFindings.violations.isEmpty else { return }
        let indexByPath = Dictionary(
            model.files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        for finding in modelFindings.violations {
            if let index = indexByPath[finding.path] {
                perFile[index].append(finding)
            } else {
                perManifest[finding.path, default: []].append(finding)
            }
        }
    }
}

import SwiftScanner

/// What the rule engine found in a scanned tree.
public struct EngineResult: Sendable {
    /// Violations after suppressions and folding, in `Violation.ordered` order.
    public var violations: [Violation]
    /// The model; when `model.layerTies` is not empty (files matched equally by two layers, a configuration
    /// error), no rules were run.
    public var model: ArchitectureModel
    /// Seconds spent building the model (layers, symbol table).
    public var modelSeconds: Double = 0
    /// Seconds spent on the rules, suppressions and folding.
    public var rulesSeconds: Double = 0
    /// Findings not kept because a file had more than `FindingLimits.perFile`: root-relative path and count.
    public var droppedPerFile: [(path: String, count: Int)] = []
    /// Violations not kept because the run had more than `FindingLimits.perRun`.
    public var droppedInRun = 0
    /// Rules that could not check this tree and were not run, with why (once per rule).
    public var warnings: [String] = []
}

/// Runs a policy's rules over scanned files: model, rules (in parallel over files), suppressions, folding.
public enum RuleEngine {
    /// Evaluates `policy` on `files`, whose paths must be relative to `root`, in the modules of `packages`.
    public static func evaluate(
        policy: Policy, files: [FileFacts], root: String, strict: Bool, packages: PackageGraph = .empty,
        limits: FindingLimits = .standard
    ) -> EngineResult {
        var stopwatch = Stopwatch()
        let sorted = files.sorted { $0.path < $1.path }
        let model = ArchitectureModel(files: sorted, layers: policy.layers, packages: packages)
        let modelSeconds = stopwatch.lap()
        guard model.layerTies.isEmpty else {
            return EngineResult(violations: [], model: model, modelSeconds: modelSeconds)
        }
        let context = RuleContext(model: model, policy: policy, root: root)
        var warnings: [String] = []
        // With no file scanned (a missing path) there is nothing a rule could miss: no warnings then.
        let rules = RuleCatalog.rules(for: policy, catalog: model.catalog).filter { rule in
            guard !model.files.isEmpty, let warning = rule.configurationWarning(in: context) else { return true }
            warnings.append(warning)
            return false
        }
        let checked = findingsPerFile(rules: rules, context: context, limit: limits.perFile)
        var perFile = checked.map(\.violations)
        let droppedPerFile = checked.indices.filter { checked[$0].dropped > 0 }.map {
            (path: sorted[$0].path, count: checked[$0].dropped)
        }
        var modelFindings = Findings(limit: limits.perRun)
        for rule in rules { rule.checkModel(in: context, into: &modelFindings) }
        var manifestFindings: [String: [Violation]] = [:]
        if !modelFindings.violations.isEmpty {
            let indexByPath = Dictionary(
                sorted.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
            for finding in modelFindings.violations {
                if let index = indexByPath[finding.path] {
                    perFile[index].append(finding)
                } else {
                    manifestFindings[finding.path, default: []].append(finding)
                }
            }
        }
        let filter = SuppressionFilter(knownRuleIDs: policy.rules.map(\.id), strict: strict)
        let folding = Folding(policy: policy)
        var violations: [Violation] = []
        for package in packages.packages {
            let findings = manifestFindings[package.manifestPath] ?? []
            guard !findings.isEmpty || !package.manifest.directives.isEmpty else { continue }
            let facts = FileFacts(path: package.manifestPath, directives: package.manifest.directives)
            violations += filter.apply(folding.fold(findings), file: facts)
        }
        for (index, findings) in perFile.enumerated() where !findings.isEmpty || !sorted[index].directives.isEmpty {
            violations += filter.apply(folding.fold(findings), file: sorted[index])
        }
        violations.sort(by: Violation.ordered)
        let overRun = max(0, violations.count - limits.perRun)
        if overRun > 0 { violations.removeLast(overRun) }
        let droppedInRun = overRun + modelFindings.dropped
        var result = EngineResult(
            violations: violations, model: model, modelSeconds: modelSeconds,
            rulesSeconds: stopwatch.lap(), warnings: warnings)
        result.droppedPerFile = droppedPerFile
        result.droppedInRun = droppedInRun
        return result
    }

    /// Per-file rule findings (at most `limit` per file), computed in parallel over batches of files.
    private static func findingsPerFile(rules: [any Rule], context: RuleContext, limit: Int) -> [Findings] {
        context.model.files.concurrentMap(batch: 64) { file in
            var findings = Findings(limit: limit)
            for rule in rules { rule.check(file: file, in: context, into: &findings) }
            return findings
        }
    }
}

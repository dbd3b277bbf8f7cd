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
    /// Rules that could not check this tree and were not run, with why (once per rule).
    public var warnings: [String] = []
}

/// Runs a policy's rules over scanned files: model, rules (in parallel over files), suppressions, folding.
public enum RuleEngine {
    /// Evaluates `policy` on `files`, whose paths must be relative to `root`, in the modules of `packages`.
    public static func evaluate(
        policy: Policy, files: [FileFacts], root: String, strict: Bool, packages: PackageGraph = .empty
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
        let rules = RuleCatalog.rules(for: policy, catalog: model.catalog).filter { rule in
            guard let warning = rule.configurationWarning(in: context) else { return true }
            warnings.append(warning)
            return false
        }
        var perFile = findingsPerFile(rules: rules, context: context)
        var modelFindings: [Violation] = []
        for rule in rules { rule.checkModel(in: context, into: &modelFindings) }
        var manifestFindings: [String: [Violation]] = [:]
        if !modelFindings.isEmpty {
            let indexByPath = Dictionary(
                sorted.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
            for finding in modelFindings {
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
            violations += folding.fold(filter.apply(findings, file: facts))
        }
        for (index, findings) in perFile.enumerated() where !findings.isEmpty || !sorted[index].directives.isEmpty {
            violations += folding.fold(filter.apply(findings, file: sorted[index]))
        }
        violations.sort(by: Violation.ordered)
        return EngineResult(
            violations: violations, model: model, modelSeconds: modelSeconds,
            rulesSeconds: stopwatch.lap(), warnings: warnings)
    }

    /// Per-file rule findings, computed in parallel over batches of files.
    private static func findingsPerFile(rules: [any Rule], context: RuleContext) -> [[Violation]] {
        context.model.files.concurrentMap(batch: 64) { file in
            var findings: [Violation] = []
            for rule in rules { rule.check(file: file, in: context, into: &findings) }
            return findings
        }
    }
}

import SwiftScanner

/// What the rule engine found in a scanned tree.
public struct EngineResult: Sendable {
    /// Violations after suppressions and folding (and, with a baseline, those it does not accept), in
    /// `Finding.ordered` order.
    public var violations: [Finding]
    /// The model; when `model.layerTies` is not empty (files matched equally by two layers, a configuration
    /// error), no rules were run.
    public var model: ArchitectureModel
    /// The time spent on the rules, suppressions and folding.
    public var rulesTime = PhaseTime()
    /// Findings not kept because a file had more than `FindingLimits.perFile`: root-relative path and count.
    public var droppedPerFile: [(path: String, count: Int)] = []
    /// Violations not kept because the run had more than `FindingLimits.perRun`.
    public var droppedInRun = 0
    /// Rules that could not check this tree and were not run, with why (once per rule).
    public var warnings: [Diagnostic] = []
    /// Violations the baseline accepts in the files of reported violations, in `Finding.ordered` order (none
    /// without a baseline): their fingerprints count them.
    public var baselined: [Finding] = []
    /// How many violations the baseline accepts in each other file: root-relative path and count.
    public var baselinedElsewhere: [(path: String, count: Int)] = []
    /// The baseline's entries that no violation matched.
    public var unmatchedBaselineEntries: [BaselineEntry] = []
}

/// Runs a policy's rules on a built model (`ModelBuilder`): the rules with each file's suppressions, folding and
/// order, and the run's order and per-run limit (`RuleRun`).
public enum RuleEngine {
    /// Evaluates `policy` on `model`, whose paths are relative to `root`. A model with layer ties gets no rule run.
    /// With a `baseline`, the violations it accepts are set apart before the per-run limit, which then counts new
    /// violations only.
    public static func evaluate(
        model: ArchitectureModel, policy: Policy, root: String, strict: Bool, limits: FindingLimits = .standard,
        baseline: Baseline? = nil
    ) -> EngineResult {
        guard model.layerTies.isEmpty else { return EngineResult(violations: [], model: model) }
        var stopwatch = Stopwatch()
        let run = RuleRun(
            policy: policy, context: RuleContext(model: model, policy: policy, root: root),
            filter: FindingFilter(policy: policy, strict: strict, limits: limits), baseline: baseline)
        var result = EngineResult(
            violations: run.findings, model: model, rulesTime: stopwatch.lap(), warnings: run.warnings)
        result.droppedPerFile = run.droppedPerFile
        result.droppedInRun = run.droppedInRun
        result.baselined = run.baselined
        result.baselinedElsewhere = run.baselinedElsewhere
        result.unmatchedBaselineEntries = run.unmatchedBaselineEntries
        return result
    }

    /// Builds the model of `files` (paths relative to `root`) in the modules of `packages`, then evaluates
    /// `policy` on it: the whole back half of a check for a caller that holds scanned facts.
    public static func evaluate(
        policy: Policy, files: [FileFacts], root: String, strict: Bool, packages: PackageGraph = .empty,
        limits: FindingLimits = .standard
    ) -> EngineResult {
        let model = ModelBuilder.build(files: files, policy: policy, packages: packages)
        return evaluate(model: model, policy: policy, root: root, strict: strict, limits: limits)
    }
}

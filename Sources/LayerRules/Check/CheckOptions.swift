/// What `archlint check` was asked to do.
public struct CheckOptions: Sendable {
    /// Files and directories to check; empty means the current directory.
    public var paths: [String]
    /// `--config FILE`; else the nearest `rules.json` / `.archlint.json` upward (`ProjectScope`), else the
    /// default policy.
    public var configPath: String?
    /// `--strict`: warnings fail the run, unused suppressions are reported.
    public var strict: Bool
    /// `--verbose`: report files in no layer.
    public var verbose: Bool
    public var followSymlinks: Bool
    /// `--files-from FILE`: more paths, one per line.
    public var filesFrom: String?
    /// How many findings are kept per file and per run (`--max-file-findings`, `--max-findings`).
    public var limits = FindingLimits.standard
    /// `--baseline FILE`, loaded: the violations it accepts are set apart before the per-run limit
    /// (`CheckOutcome.baselined`).
    public var baseline: Baseline?
    /// Which files' names the model resolves: `check` and `baseline` need the layered ones only (`.layeredFiles`),
    /// `graph` and `explain` every file.
    public var resolution = ResolutionScope.allFiles
    /// `--cache-path PATH`: the fact cache file, or the folder to keep it in; nil for no cache.
    public var cachePath: String?
    /// Called from scanning threads with the number of files started and the total (for a progress line).
    public var progress: (@Sendable (_ started: Int, _ total: Int) -> Void)?

    public init(
        paths: [String] = [], configPath: String? = nil, strict: Bool = false, verbose: Bool = false,
        followSymlinks: Bool = false, filesFrom: String? = nil
    ) {
        self.paths = paths
        self.configPath = configPath
        self.strict = strict
        self.verbose = verbose
        self.followSymlinks = followSymlinks
        self.filesFrom = filesFrom
    }
}

/// The result of `CheckRunner.run`: the outcome, or the configuration errors that prevented it.
public struct CheckRun: Sendable {
    /// Nil when a configuration error stopped the check.
    public var outcome: CheckOutcome?
    /// Configuration and usage errors (the check stopped) and warnings (it went on), in the order found.
    public var diagnostics: [Diagnostic]
    /// Files in no layer (root-relative), reported with `--verbose`: found when `CheckOptions.verbose` is set,
    /// else empty.
    public var filesInNoLayer: [String]
    /// The model, for `--explain-config`.
    public var model: ArchitectureModel?
    /// The policy the run used (nil when it could not be loaded).
    public var policy: Policy?
    public var strict: Bool
    /// How long each phase took (the report phase is the caller's to fill in).
    public var timings = PhaseTimings()

    public init(
        outcome: CheckOutcome?, diagnostics: [Diagnostic], filesInNoLayer: [String], model: ArchitectureModel?,
        strict: Bool
    ) {
        self.outcome = outcome
        self.diagnostics = diagnostics
        self.filesInNoLayer = filesInNoLayer
        self.model = model
        self.strict = strict
    }

    /// Configuration or usage errors (exit 2), one message each, without the `archlint: error: ` prefix.
    public var configErrors: [String] { diagnostics.filter { $0.severity == .error }.map(\.description) }
    /// Notes for stderr that do not change the exit code (`archlint: warning: …` lines without the prefix).
    public var warnings: [String] { diagnostics.filter { $0.severity == .warning }.map(\.description) }

}

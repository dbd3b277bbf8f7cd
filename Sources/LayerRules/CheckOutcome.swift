import SwiftScanner

/// Where the policy of a run came from.
public struct PolicySource: Hashable, Sendable {
    /// Path of the policy file as given or found, or nil for the embedded default policy.
    public var path: String?
    /// Hex SHA-256 of the policy file's bytes.
    public var sha256: String

    public init(path: String?, sha256: String) {
        self.path = path
        self.sha256 = sha256
    }

    /// `rules.json`, or `<embedded default>`.
    public var displayName: String { path ?? "<embedded default>" }
}

/// Describes one configured rule for reports (SARIF `rules[]`, `archlint explain`).
public struct RuleMetadata: Hashable, Sendable {
    public var id: String
    /// The rule kind's name as written in rules.json (`dependencies`, `imports`, ...).
    public var kind: String
    /// One lowercase sentence: what the rule forbids.
    public var summary: String
    /// Longer text: why, and how to fix a violation.
    public var help: String
    public var severity: Severity
    /// Whose findings it describes: the policy's rule `id`, or a built-in check.
    public var source: FindingSource

    public init(
        id: String, kind: String, summary: String, help: String, severity: Severity, builtIn: BuiltInCheck? = nil
    ) {
        self.id = id
        self.source = builtIn.map(FindingSource.builtIn) ?? .rule(id)
        self.kind = kind
        self.summary = summary
        self.help = help
        self.severity = severity
    }
}

/// The result of `archlint check`: what reporters render.
public struct CheckOutcome: Sendable {
    /// The scanned root, as given on the command line (`.` when none).
    public var root: String
    public var policy: PolicySource
    public var rules: [RuleMetadata]
    /// Violations in stable order (`Finding.ordered`).
    public var violations: [Finding]
    public var fileCount: Int
    public var lineCount: Int
    public var declarationCount: Int
    public var problems: [InputProblem]
    /// Violations a baseline accepted (`CheckOptions.baseline`) in the files of reported violations: not
    /// reported, but still part of every violation's fingerprint, whose occurrence index counts them.
    public var baselined: [Finding] = []
    /// How many more violations the baseline accepted, in files with no reported violation (not held: no
    /// fingerprint needs them).
    public var baselinedElsewhere = 0
    /// Every violation the baseline accepted.
    public var baselinedCount: Int { baselined.count + baselinedElsewhere }
    /// With a baseline (`CheckOptions.baseline`), its entries that no violation of the run matched: fixed, where
    /// the run read their file whole (`completePaths`).
    public var unmatchedBaselineEntries: [BaselineEntry] = []
    /// Findings past the limits (`FindingLimits`), counted but not reported.
    public var droppedFindings = 0
    /// Root-relative paths of the files whose every finding is in `violations` (or `baselined`): the files
    /// read in this run, except those with findings past the per-file limit. A baseline entry of any other file
    /// was not looked at, so it is neither new nor fixed. Made when asked (only a baseline needs it).
    public var completePaths: Set<String> { Set(readPaths).subtracting(incompletePaths) }
    /// Root-relative paths of the files read in this run (sources and manifests).
    public var readPaths: [String] = []
    /// The read files with findings past the per-file limit.
    public var incompletePaths: [String] = []
    /// Where the root is on disk (`RootLocation.locate`); nil when unknown, then reports use `root` as written.
    public var location: RootLocation?

    public init(
        root: String, policy: PolicySource, rules: [RuleMetadata], violations: [Finding], fileCount: Int,
        lineCount: Int, declarationCount: Int, problems: [InputProblem]
    ) {
        self.root = root
        self.policy = policy
        self.rules = rules
        self.violations = violations
        self.fileCount = fileCount
        self.lineCount = lineCount
        self.declarationCount = declarationCount
        self.problems = problems
    }
}

/// What a rule kind checks, for documentation, reports and the examples test suite.
public struct RuleDescription: Sendable {
    /// The kind's name as written in rules.json.
    public var kind: String
    /// One lowercase sentence: what the rule forbids.
    public var summary: String
    /// Why, and how to fix a violation.
    public var help: String
    /// Examples where the rule must fire exactly at the `↓` markers.
    public var triggeringExamples: [RuleExample] { makeTriggeringExamples() }
    /// Examples where the rule must not fire.
    public var nonTriggeringExamples: [RuleExample] { makeNonTriggeringExamples() }

    // The examples are built when read (by the tests and the documentation), not when a check reads a rule's
    // kind or summary: building every kind's examples cost about 1.3 M instructions per run.
    private let makeTriggeringExamples: @Sendable () -> [RuleExample]
    private let makeNonTriggeringExamples: @Sendable () -> [RuleExample]

    init(
        kind: String, summary: String, help: String,
        triggeringExamples: @autoclosure @escaping @Sendable () -> [RuleExample],
        nonTriggeringExamples: @autoclosure @escaping @Sendable () -> [RuleExample]
    ) {
        self.kind = kind
        self.summary = summary
        self.help = help
        makeTriggeringExamples = triggeringExamples
        makeNonTriggeringExamples = nonTriggeringExamples
    }
}

/// A small multi-file tree with a policy snippet; `↓` in a source marks where a finding lands.
public struct RuleExample: Sendable {
    public struct File: Sendable {
        /// Path relative to the scan root.
        public var path: String
        public var source: String
    }

    public var files: [File]
    /// The rule as configured in the example's policy (alongside `layers`).
    public var rule: RuleKind
    public var layers: [LayerDefinition]

    public init(_ rule: RuleKind, layers: [LayerDefinition] = RuleExample.standardLayers, files: [(String, String)]) {
        self.rule = rule
        self.layers = layers
        self.files = files.map { File(path: $0.0, source: $0.1) }
    }

    /// The marker placed just before the token where a finding must land.
    public static let marker: Character = "↓"

    /// Clean-Architecture layers the examples use.
    public static let standardLayers: [LayerDefinition] = [
        LayerDefinition(name: "Domain", paths: ["**/Domain/**"]),
        LayerDefinition(name: "Data", paths: ["**/Data/**"]),
        LayerDefinition(name: "Presentation", paths: ["**/Presentation/**"]),
        LayerDefinition(name: "ViewModels", types: ["*ViewModel"], within: "Presentation"),
        LayerDefinition(name: "App", paths: ["**/App/**"], compositionRoot: true),
    ]

    /// The example's policy: its layers and its rule, with the kind's name as rule id.
    public var policy: Policy {
        Policy(layers: layers, rules: [RuleConfiguration(id: rule.name, kind: rule)])
    }
}

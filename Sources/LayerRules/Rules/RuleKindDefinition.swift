/// Everything archlint knows about one rule kind (`imports`, `references`, ...), in the kind's own type: its
/// documentation and examples, its typed options with how they are read from and written to rules.json, how
/// `archlint init` adapts them to a repository's layers, its folding rank, and how the checking rule is made.
///
/// A new kind is one type conforming to this protocol plus one line in `RuleCatalog.kinds`; the compiler asks
/// for every piece, and the meta-tests check that the kind has examples and a section in docs/rules-json.md.
protocol RuleKindDefinition: Rule {
    /// The kind's options as configured in rules.json.
    associatedtype Options: Hashable, Sendable

    /// The kind's name, summary, help and examples (independent of any rule's id).
    static var ruleDescription: RuleDescription { get }
    /// The option keys the kind accepts besides `id`, `kind`, `severity` and `hint`.
    static var optionKeys: [String] { get }
    /// Rank for folding several findings on one token: lower wins; nil for kinds never folded.
    static var foldingRank: Int? { get }

    /// The options of one rule object, or nil when they are invalid (every problem reported to `reader`).
    static func readOptions(_ reader: inout RuleOptionsReader) -> Options?
    /// The options as written in rules.json, in key order, leaving out values equal to their defaults;
    /// `allow`-style maps follow `layerOrder`.
    static func encode(_ options: Options, layerOrder: [String]) -> [(String, JSONValue)]
    /// The options for a repository's layers (`archlint init`), or nil when the rule has nothing left to check.
    static func adapt(_ options: Options, to layers: RuleAdaptation.Layers) -> Options?
    /// Whether a rule with these options needs to know which types are views (`ViewTypes`); false unless a kind
    /// says otherwise.
    static func needsViewTypes(_ options: Options) -> Bool

    /// The checking rule for one configured rule, compiled against the policy's layers.
    init(configuration: RuleConfiguration, options: Options, catalog: LayerTable)
}

extension RuleKindDefinition {
    /// The kind's name as written in rules.json.
    static var name: String { ruleDescription.kind }

    static func needsViewTypes(_ options: Options) -> Bool { false }
}

/// One configured rule kind: which kind, with its typed options.
///
/// In every list of layer names, `"*"` stands for all layers (for `testableImports`: every scanned file, in a
/// layer or not); it is kept as written, never expanded.
public struct RuleKind: Hashable, Sendable {
    private let configured: any ConfiguredKind

    init<Definition: RuleKindDefinition>(_ definition: Definition.Type, _ options: Definition.Options) {
        configured = Configured<Definition>(options: options)
    }

    /// The kind's name as written in rules.json (`dependencies`, `imports`, ...).
    public var name: String { definition.name }

    /// The kind's definition.
    var definition: any RuleKindDefinition.Type { configured.definition }

    /// The options when the kind is `definition`, else nil.
    func options<Definition: RuleKindDefinition>(as definition: Definition.Type) -> Definition.Options? {
        (configured as? Configured<Definition>)?.options
    }

    /// The options as written in rules.json; `allow` maps follow `layerOrder`, then names.
    func encodedOptions(layerOrder: [String]) -> [(String, JSONValue)] {
        configured.encoded(layerOrder: layerOrder)
    }

    /// The kind adapted to a repository's layers, or nil when the rule has nothing left to check.
    func adapted(to layers: RuleAdaptation.Layers) -> RuleKind? {
        configured.adapted(to: layers)
    }

    /// Rank for folding several findings on one token: lower wins; nil for kinds never folded.
    var foldingRank: Int? { definition.foldingRank }

    /// Whether the rule needs to know which types are views.
    var needsViewTypes: Bool { configured.needsViewTypes }

    /// The checking rule of `configuration` (whose kind is this one).
    func rule(for configuration: RuleConfiguration, catalog: LayerTable) -> any Rule {
        configured.rule(for: configuration, catalog: catalog)
    }

    public static func == (lhs: RuleKind, rhs: RuleKind) -> Bool {
        lhs.configured.isEqual(to: rhs.configured)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        configured.hash(into: &hasher)
    }
}

/// The options of some kind, with the kind's operations on them.
private protocol ConfiguredKind: Sendable {
    var definition: any RuleKindDefinition.Type { get }
    var needsViewTypes: Bool { get }
    func encoded(layerOrder: [String]) -> [(String, JSONValue)]
    func adapted(to layers: RuleAdaptation.Layers) -> RuleKind?
    func rule(for configuration: RuleConfiguration, catalog: LayerTable) -> any Rule
    func isEqual(to other: any ConfiguredKind) -> Bool
    func hash(into hasher: inout Hasher)
}

private struct Configured<Definition: RuleKindDefinition>: ConfiguredKind {
    let options: Definition.Options

    var definition: any RuleKindDefinition.Type { Definition.self }
    var needsViewTypes: Bool { Definition.needsViewTypes(options) }

    func encoded(layerOrder: [String]) -> [(String, JSONValue)] {
        Definition.encode(options, layerOrder: layerOrder)
    }

    func adapted(to layers: RuleAdaptation.Layers) -> RuleKind? {
        Definition.adapt(options, to: layers).map { RuleKind(Definition.self, $0) }
    }

    func rule(for configuration: RuleConfiguration, catalog: LayerTable) -> any Rule {
        Definition(configuration: configuration, options: options, catalog: catalog)
    }

    func isEqual(to other: any ConfiguredKind) -> Bool {
        (other as? Self)?.options == options
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(options)
    }
}

import SwiftScanner

/// A layer policy, as loaded from `rules.json`.
public struct Policy: Sendable {
    /// Schema version of the policy file (currently 1).
    public var version: Int
    /// Path globs of files that are not scanned at all.
    public var exclude: [String]
    public var layers: [LayerDefinition]
    public var rules: [RuleConfiguration]

    public init(
        version: Int = 1, exclude: [String] = [], layers: [LayerDefinition], rules: [RuleConfiguration]
    ) {
        self.version = version
        self.exclude = exclude
        self.layers = layers
        self.rules = rules
    }

    /// The layer with the given name.
    public func layer(named name: String) -> LayerDefinition? {
        layers.first { $0.name == name }
    }
}

/// One layer: which files, modules and type names belong to it.
public struct LayerDefinition: Hashable, Sendable {
    public var name: String
    /// Path globs (`**/Domain/**`), matched against paths relative to the scan root.
    public var paths: [String]
    /// Type-name globs (`*ViewModel`), matched against declared type names.
    public var types: [String]
    /// Swift module (target) name globs.
    public var modules: [String]
    /// When set, a type-name match only counts inside this other layer
    /// (e.g. `ViewModels` types within `Presentation`).
    public var within: String?
    /// A composition-root layer may depend on everything and construct anything.
    public var compositionRoot: Bool
    /// The declaration kinds that `types` and `conformsTo` patterns match (nil: every kind).
    public var kinds: [DeclarationKind]?
    /// Per `types` or `conformsTo` pattern written as an object, the kinds it matches (overrides `kinds`).
    public var patternKinds: [String: [DeclarationKind]]
    /// Protocol-name globs: a type conforming to a matching protocol of the tree (directly, in an extension or
    /// through protocol inheritance) belongs to the layer, whatever its name.
    public var conformsTo: [String]
    /// Whether preview code (`#Preview` bodies, `PreviewProvider` and `PreviewModifier` types) belongs to this
    /// layer; nil when not said (then the first composition root takes it, unless a layer says `true`).
    public var previews: Bool?
    /// Whether declarations under `#if DEBUG` belong to the layer that takes preview code.
    public var debugCode: Bool
    /// Position of the layer object in the policy file, for messages (nil for built-in layers).
    public var location: ConfigLocation?

    public init(
        name: String, paths: [String] = [], types: [String] = [], modules: [String] = [],
        within: String? = nil, compositionRoot: Bool = false, kinds: [DeclarationKind]? = nil,
        patternKinds: [String: [DeclarationKind]] = [:], conformsTo: [String] = [], previews: Bool? = nil,
        debugCode: Bool = false, location: ConfigLocation? = nil
    ) {
        self.name = name
        self.paths = paths
        self.types = types
        self.modules = modules
        self.within = within
        self.compositionRoot = compositionRoot
        self.kinds = kinds
        self.patternKinds = patternKinds
        self.conformsTo = conformsTo
        self.previews = previews
        self.debugCode = debugCode
        self.location = location
    }
}

/// How bad a violation is. Errors fail the run; warnings fail it only with `--strict`.
public enum Severity: String, Hashable, Sendable, Comparable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// One configured rule: its id, severity and kind-specific options.
public struct RuleConfiguration: Hashable, Sendable {
    public var id: String
    public var severity: Severity
    public var kind: RuleKind
    /// Position of the rule object in the policy file, for messages (nil for built-in rules).
    public var location: ConfigLocation?
    /// Replaces the rule's default fix hint in violation messages.
    public var hint: String?

    public init(
        id: String, severity: Severity = .error, kind: RuleKind, location: ConfigLocation? = nil, hint: String? = nil
    ) {
        self.id = id
        self.severity = severity
        self.kind = kind
        self.location = location
        self.hint = hint
    }
}

/// A place in a configuration file.
public struct ConfigLocation: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:column`.
    public var description: String { "\(path):\(line):\(column)" }
}

/// The rule kinds and their options.
///
/// In every list of layer names, `"*"` stands for all layers (for `testableImports`: every scanned
/// file, in a layer or not); it is kept as written, never expanded.
public enum RuleKind: Hashable, Sendable {
    /// Allowed layer-to-layer edges: `allow[from]` lists the layers `from` may depend on (`*` = all).
    /// A layer not listed may depend on no other layer.
    case dependencies(allow: [String: [String]])
    /// Module imports per layer: with `allow`, anything else is a violation; with `deny`, those are.
    case imports(layers: [String], allow: [String]?, deny: [String]?)
    /// `@testable import` outside test code.
    case testableImports(layers: [String])
    /// Type-name patterns that may not be referenced from the given layers; with `denyKinds: ["views"]`, views
    /// (by what they are, see `ViewTypes`, or declared in `viewLayers`) may not be either. A matching type
    /// declared in one of `layers` is reported once at its declaration, pointing to `belongsIn`.
    case references(
        layers: [String], deny: [String], denyKinds: [String] = [], viewLayers: [String] = [],
        belongsIn: [String] = [])
    /// Types in `layers` whose names match `types` must conform to a protocol declared in `mustConformTo`.
    case conformance(layers: [String], types: [String], mustConformTo: [String])
    /// Protocols whose names match `protocols` must be declared in one of `layers`.
    case declarations(protocols: [String], layers: [String])
    /// In `layers`, constructing a concrete implementation (or a type of `denyLayers`) is a violation.
    /// An implementation is a type of another layer conforming to a protocol of the tree, unless its kind is
    /// one of `values` (data such as entities and value objects) and its name matches none of `services`.
    case construction(
        layers: [String], denyImplementations: Bool, denyLayers: [String],
        services: [String] = RuleKind.defaultServices, values: [String] = RuleKind.defaultValueKinds)
    /// Forbidden `Type.member` uses per layer (`URLSession.shared`, `Messaging.*`).
    case symbols(layers: [String], deny: [String])
    /// No cycles between layers.
    case acyclic
    /// Package manifests against the code: imports of sibling modules a target does not reach through its
    /// dependencies (`undeclaredImports`; with `explicitImports`, only direct dependencies count), and cycles
    /// between targets (`cycles`).
    case manifest(undeclaredImports: Bool, explicitImports: Bool, cycles: Bool)

    /// Type-name globs of services: a conforming type matching one is an implementation whatever its kind.
    public static let defaultServices = [
        "*Repository", "*UseCase", "*Service", "*DataSource", "*Client", "*Manager",
    ]
    /// Declaration kinds whose conforming types are values, constructible anywhere (unless named as services).
    public static let defaultValueKinds = ["struct", "enum"]
}

import SwiftScanner

/// A layer policy, as loaded from `rules.json`.
public struct Policy: Sendable {
    /// Schema version of the policy file (currently 1).
    public var version: Int
    /// Path globs of files that are not scanned at all.
    public var exclude: [String]
    /// Path globs of shared code: a file whose most specific path glob is one of these is scanned but belongs to
    /// no layer (helpers every layer may use, kept inside a layer's folder).
    public var shared: [String]
    public var layers: [LayerDefinition]
    public var rules: [RuleConfiguration]

    public init(
        version: Int = 1, exclude: [String] = [], shared: [String] = [], layers: [LayerDefinition],
        rules: [RuleConfiguration]
    ) {
        self.version = version
        self.exclude = exclude
        self.shared = shared
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
    /// The `paths` globs written with `"withinModule": true`: a folder they match names the layer only inside a
    /// module (at or below its folder), not where it groups whole modules (`Modules/Cart/Package.swift`).
    public var withinModulePaths: Set<String> = []
    /// The `paths` globs written with `"exceptScreens": true`: a folder they match names the layer only when no
    /// file under it declares a view or a view model (`ScreenFolders`): `Repositories/` may be a screen.
    public var exceptScreensPaths: Set<String> = []
    /// The `paths` globs written with `"onlyUICode": true`: they name the layer only for files that show they are UI
    /// code (`UICodeEvidence`): a feature folder's networking and models are not screens.
    public var onlyUICodePaths: Set<String> = []
    /// Type-name globs (`*ViewModel`), matched against declared type names.
    public var types: [String]
    /// Swift module (target) name globs.
    public var modules: [String]
    /// When set, a type-name match only counts inside this other layer
    /// (e.g. `ViewModels` types within `Presentation`).
    public var within: String?
    /// With `within`: the type-name patterns also count in code that no path glob or module places in any layer
    /// (a `*ViewModel` in an MVVM app's `App/Home/` folder), though not in `shared` code.
    public var alsoOutsideLayers: Bool = false
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

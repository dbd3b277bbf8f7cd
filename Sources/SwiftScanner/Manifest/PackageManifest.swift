/// What a `Package.swift` declares, read lexically (the manifest is never executed).
///
/// Positions are those of the first token of the expression that declares the value (`.target(…)` is at
/// its `.`, `"Data"` at its quote); a target or dependency produced by a helper function is at the call.
public struct PackageManifest: Hashable, Sendable {
    /// The manifest's path as given.
    public var path: String
    /// The `name:` of the `Package(…)` call, when it could be read.
    public var name: String?
    public var targets: [ManifestTarget]
    public var packageDependencies: [ManifestPackageDependency]
    /// The `products:` the package vends, in manifest order.
    public var products: [ManifestProduct] = []
    /// Parts of the manifest that could not be understood (warnings), and lexical problems.
    public var diagnostics: [ManifestDiagnostic]
    /// `archlint:` comments of the manifest, for suppressions.
    public var directives: [CommentDirective]

    public init(
        path: String, name: String? = nil, targets: [ManifestTarget] = [],
        packageDependencies: [ManifestPackageDependency] = [], diagnostics: [ManifestDiagnostic] = [],
        directives: [CommentDirective] = []
    ) {
        self.path = path
        self.name = name
        self.targets = targets
        self.packageDependencies = packageDependencies
        self.diagnostics = diagnostics
        self.directives = directives
    }

    /// The target named `name`.
    public func target(named name: String) -> ManifestTarget? {
        targets.first { $0.name == name }
    }
}

/// A product of a package manifest: a library, executable or plugin built from some of its targets.
public struct ManifestProduct: Hashable, Sendable {
    public var name: String
    /// The names of the targets the product is built from, as written.
    public var targets: [String]
    public var position: SourcePosition

    public init(name: String, targets: [String], position: SourcePosition) {
        self.name = name
        self.targets = targets
        self.position = position
    }
}

/// The kind of a target, spelled as its factory method.
public enum ManifestTargetKind: String, Hashable, Sendable, CaseIterable {
    case regular = "target"
    case executable = "executableTarget"
    case test = "testTarget"
    case macro
    case plugin
    case binary = "binaryTarget"
    case systemLibrary

    /// The folder SwiftPM looks in when a target has no `path:` (`Tests` for test targets, else `Sources`).
    public var defaultFolder: String {
        switch self {
        case .test: return "Tests"
        case .plugin: return "Plugins"
        default: return "Sources"
        }
    }
}

/// One target of a manifest.
public struct ManifestTarget: Hashable, Sendable {
    public var name: String
    public var kind: ManifestTargetKind
    /// The `path:` argument as written, relative to the package folder; nil for the default.
    public var path: String?
    /// `exclude:` paths, relative to the target's folder.
    public var exclude: [String]
    /// `sources:` paths, relative to the target's folder; nil when not given (everything in the folder).
    public var sources: [String]?
    public var dependencies: [ManifestTargetDependency]
    public var position: SourcePosition
    /// The `#if` condition(s) the target is declared under, joined with ` && `, or nil.
    public var condition: String?
    /// False when some of `dependencies:` could not be read (a variable assigned in branches, a function call):
    /// the target's imports of sibling modules are then not checked against `dependencies`.
    public var dependenciesComplete = true
    /// The modules its files import under another name, by that name: the `-module-alias NAME=MODULE` pairs of
    /// its `swiftSettings: [.unsafeFlags([…])]`.
    public var moduleAliases: [String: String] = [:]

    public init(
        name: String, kind: ManifestTargetKind = .regular, path: String? = nil, exclude: [String] = [],
        sources: [String]? = nil, dependencies: [ManifestTargetDependency] = [], position: SourcePosition,
        condition: String? = nil
    ) {
        self.name = name
        self.kind = kind
        self.path = path
        self.exclude = exclude
        self.sources = sources
        self.dependencies = dependencies
        self.position = position
        self.condition = condition
    }
}

/// One entry of a target's `dependencies:`.
public struct ManifestTargetDependency: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A plain string or `.byName(name:)`: a target of the same package or a product.
        case byName
        /// `.target(name:)`.
        case target
        /// `.product(name:package:)`; `package` is nil when not given.
        case product(package: String?)
    }

    public var name: String
    public var kind: Kind
    /// The `condition:` argument as written (`.when(platforms: [.linux])`), or nil.
    public var platformCondition: String?
    /// The `#if` condition(s) the entry is declared under, or nil.
    public var condition: String?
    public var position: SourcePosition

    public init(
        name: String, kind: Kind = .byName, platformCondition: String? = nil, condition: String? = nil,
        position: SourcePosition
    ) {
        self.name = name
        self.kind = kind
        self.platformCondition = platformCondition
        self.condition = condition
        self.position = position
    }
}

/// One entry of the package's `dependencies:`.
public struct ManifestPackageDependency: Hashable, Sendable {
    public enum Location: Hashable, Sendable {
        /// `.package(path:)`: a local package, relative to the manifest's folder.
        case path(String)
        /// `.package(url:…)`.
        case url(String)
        /// `.package(id:…)`: a registry package.
        case registry(String)
    }

    public var location: Location
    /// The `name:` argument, or nil.
    public var name: String?
    public var position: SourcePosition
    /// The `#if` condition(s) the entry is declared under, or nil.
    public var condition: String?

    public init(location: Location, name: String? = nil, position: SourcePosition, condition: String? = nil) {
        self.location = location
        self.name = name
        self.position = position
        self.condition = condition
    }

    /// The folder of a package on disk, relative to the manifest's folder: a `.package(path:)`, or a
    /// `.package(url:)` whose URL is a relative path (`"../Kit"`, which SwiftPM clones from that folder); nil
    /// for a remote or registry package.
    public var localPath: String? {
        switch location {
        case .path(let path): return path
        case .url(let url): return url.hasPrefix("./") || url.hasPrefix("../") ? url : nil
        case .registry: return nil
        }
    }

    /// The name `.product(name:package:)` refers to the package by: its `name:`, else the last path
    /// component of its path or URL without `.git`, else the registry identifier's name.
    public var identity: String {
        if let name { return name }
        let text: String
        switch location {
        case .path(let path), .url(let path): text = path
        case .registry(let id): return String(id.split(separator: ".").last ?? Substring(id))
        }
        var last = Substring(text)
        while last.hasSuffix("/") { last = last.dropLast() }
        if let slash = last.lastIndex(of: "/") { last = last[last.index(after: slash)...] }
        if last.hasSuffix(".git") { last = last.dropLast(4) }
        return String(last)
    }
}

/// A part of a manifest that could not be read, or a lexical problem in it. Always a warning.
public struct ManifestDiagnostic: Hashable, Sendable {
    /// Lowercase, without a final period: `could not read target list: 'targets' is built by a function call`.
    public var message: String
    public var position: SourcePosition

    public init(message: String, position: SourcePosition) {
        self.message = message
        self.position = position
    }
}

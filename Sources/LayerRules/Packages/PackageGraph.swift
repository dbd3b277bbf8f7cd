import SwiftScanner

/// One `Package.swift` found in the scanned tree.
public struct ScannedPackage: Hashable, Sendable {
    /// The manifest's path relative to the scan root (`Packages/Domain/Package.swift`).
    public var manifestPath: String
    /// The package folder relative to the scan root (`""` for the root itself).
    public var directory: String
    public var manifest: PackageManifest
}

/// One target of a scanned package: a Swift module.
public struct PackageModule: Hashable, Sendable {
    public var name: String
    /// Index into `PackageGraph.packages`.
    public var package: Int
    /// The target's folder relative to the scan root.
    public var directory: String
    public var target: ManifestTarget

    public var isTest: Bool { target.kind == .test }
}

/// The packages of a tree and their targets, and which target each source file belongs to.
///
/// A file belongs to its innermost package (the deepest folder with a `Package.swift` above it) and, in it,
/// to the target whose folder contains it most specifically (respecting `exclude:` and `sources:`).
/// A target without `path:` lives in `Sources/<name>` (`Tests/<name>` for a test target, `Plugins/<name>` for
/// a plugin); like SwiftPM, `Source/`, `src/` and `srcs/` are used instead when only they exist on disk.
public struct PackageGraph: Sendable {
    public let packages: [ScannedPackage]
    public let modules: [PackageModule]
    /// Version-specific manifests (`Package@swift-5.9.swift`) not read because a `Package.swift` is next to
    /// them, by root-relative path.
    public let ignoredVariants: [String]
    private let modulesByName: [String: [Int]]
    private let modulesByDirectory: [String: [Int]]
    private let packagesByDirectory: [String: Int]

    /// No packages: every file is in no module.
    public static let empty = PackageGraph(manifests: [], directoryExists: { _ in false })

    /// `manifests` carry root-relative paths; `directoryExists` answers for root-relative folders.
    public init(manifests: [PackageManifest], ignoredVariants: [String] = [], directoryExists: (String) -> Bool) {
        self.ignoredVariants = ignoredVariants
        var packages: [ScannedPackage] = []
        var modules: [PackageModule] = []
        for manifest in manifests.sorted(by: { $0.path < $1.path }) {
            let directory = PackagePath.parent(of: manifest.path)
            let package = packages.count
            packages.append(ScannedPackage(manifestPath: manifest.path, directory: directory, manifest: manifest))
            var seen: Set<String> = []
            for target in manifest.targets where target.kind != .binary && seen.insert(target.name).inserted {
                let folder = Self.folder(of: target, in: directory, directoryExists: directoryExists)
                modules.append(PackageModule(name: target.name, package: package, directory: folder, target: target))
            }
        }
        self.packages = packages
        self.modules = modules
        modulesByName = Dictionary(grouping: modules.indices, by: { modules[$0].name })
        modulesByDirectory = Dictionary(grouping: modules.indices, by: { modules[$0].directory })
        packagesByDirectory = Dictionary(packages.indices.map { (packages[$0].directory, $0) }) { first, _ in first }
    }

    private static func folder(of target: ManifestTarget, in package: String, directoryExists: (String) -> Bool)
        -> String
    {
        if let path = target.path { return PackagePath.join(package, path) }
        let preferred = PackagePath.join(package, target.kind.defaultFolder + "/" + target.name)
        guard target.kind != .test, target.kind != .plugin, !directoryExists(preferred) else { return preferred }
        for alternative in ["Source", "src", "srcs"] {
            let folder = PackagePath.join(package, alternative + "/" + target.name)
            if directoryExists(folder) { return folder }
        }
        return preferred
    }

    /// The module of a root-relative source path, or nil when it is in no target of its innermost package.
    /// Looks up each folder above the file, deepest first: linear in the path's depth.
    public func module(forFile path: String) -> Int? {
        guard let package = innermostPackage(of: path) else { return nil }
        let root = packages[package].directory
        var folder = PackagePath.parent(of: path)
        while true {
            for module in modulesByDirectory[folder] ?? [] where modules[module].package == package {
                if let inner = PackagePath.relative(path, to: folder), contains(modules[module].target, inner) {
                    return module
                }
            }
            if folder == root || folder.isEmpty { return nil }
            folder = PackagePath.parent(of: folder)
        }
    }

    private func contains(_ target: ManifestTarget, _ innerPath: String) -> Bool {
        if target.exclude.contains(where: { PackagePath.relative(innerPath, to: PackagePath.join("", $0)) != nil }) {
            return false
        }
        guard let sources = target.sources else { return true }
        return sources.contains { PackagePath.relative(innerPath, to: PackagePath.join("", $0)) != nil }
    }

    /// The package whose folder contains `path` most deeply.
    public func innermostPackage(of path: String) -> Int? {
        guard !packages.isEmpty else { return nil }
        var folder = PackagePath.parent(of: path)
        while true {
            if let package = packagesByDirectory[folder] { return package }
            if folder.isEmpty { return nil }
            folder = PackagePath.parent(of: folder)
        }
    }

    /// The modules with this name, in manifest path order.
    public func modules(named name: String) -> [Int] { modulesByName[name] ?? [] }

    /// The package at a root-relative folder.
    public func package(atDirectory directory: String) -> Int? {
        packages.firstIndex { $0.directory == directory }
    }

    /// The local packages a package depends on with `.package(path:)` that are part of the scan, with the
    /// declaring entry.
    public func localDependencies(of package: Int) -> [(package: Int, entry: ManifestPackageDependency)] {
        let base = packages[package].directory
        return packages[package].manifest.packageDependencies.compactMap { entry in
            guard case .path(let path) = entry.location, let folder = PackagePath.resolve(base, path),
                let target = self.package(atDirectory: folder), target != package
            else { return nil }
            return (target, entry)
        }
    }

    /// The scanned module a target dependency of `module` names: a target of its own package (not for a
    /// `.product`), else a target of a local package it depends on (for a `.product`, the named package).
    public func resolve(_ dependency: ManifestTargetDependency, of module: Int) -> Int? {
        let package = modules[module].package
        let candidates = modules(named: dependency.name)
        if case .product(let packageName) = dependency.kind {
            let locals = localDependencies(of: package).filter { local in
                packageName.map { $0.lowercased() == local.entry.identity.lowercased() } ?? true
            }
            return candidates.first { candidate in locals.contains { $0.package == modules[candidate].package } }
        }
        if let own = candidates.first(where: { modules[$0].package == package }) { return own }
        guard dependency.kind == .byName else { return nil }
        let locals = localDependencies(of: package).map(\.package)
        return candidates.first { locals.contains(modules[$0].package) }
    }
}

/// Root-relative path arithmetic with `/` separators: `""` is the root.
enum PackagePath {
    /// The folder of a file path (`""` for a file in the root).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// `base` joined with `path`, with `.`, `..` and empty segments resolved (`..` never climbs above the root).
    static func join(_ base: String, _ path: String) -> String {
        resolve(base, path, clamping: true) ?? ""
    }

    /// `base` joined with `path`, or nil when the result would lie outside the root (an absolute path, or
    /// more `..` than folders).
    static func resolve(_ base: String, _ path: String, clamping: Bool = false) -> String? {
        if path.hasPrefix("/") && !clamping { return nil }
        var segments = path.hasPrefix("/") ? [] : base.split(separator: "/").map(String.init)
        for segment in path.split(separator: "/") {
            switch segment {
            case ".": continue
            case "..":
                if segments.isEmpty && !clamping { return nil }
                if !segments.isEmpty { segments.removeLast() }
            default: segments.append(String(segment))
            }
        }
        return segments.joined(separator: "/")
    }

    /// `path` relative to folder `directory`, or nil when it is not inside it.
    static func relative(_ path: String, to directory: String) -> String? {
        if directory.isEmpty { return path }
        if path == directory { return "" }
        let count = directory.utf8.count
        guard path.utf8.starts(with: directory.utf8), path.utf8.dropFirst(count).first == UInt8(ascii: "/") else {
            return nil
        }
        return String(decoding: path.utf8.dropFirst(count + 1), as: UTF8.self)
    }
}

import SwiftScanner

/// One `Package.swift` found in the scanned tree, or one Xcode, Tuist or XcodeGen project (then `manifest`
/// holds its targets as modules and `project` what was read).
public struct ScannedPackage: Hashable, Sendable {
    /// The manifest's path relative to the scan root (`Packages/Domain/Package.swift`).
    public var manifestPath: String
    /// The package folder relative to the scan root (`""` for the root itself).
    public var directory: String
    public var manifest: PackageManifest
    /// The project file read for a project, nil for a Swift package.
    public var project: ProjectManifest? = nil

    public var format: ProjectFormat { project?.format ?? .swiftPackage }

    /// The name findings use for the file that declares the targets: `Package.swift`, `App.xcodeproj`,
    /// `Project.swift`, `project.yml`.
    public var manifestName: String {
        let file = String(ProjectPath.lastComponent(of: manifestPath))
        return format == .xcode ? String(ProjectPath.lastComponent(of: ProjectPath.parent(of: manifestPath))) : file
    }
}

/// One target of a scanned package: a Swift module.
public struct PackageModule: Hashable, Sendable {
    public var name: String
    /// Index into `PackageGraph.packages`.
    public var package: Int
    /// The target's folder relative to the scan root.
    public var directory: String
    public var target: ManifestTarget
    /// The target's `exclude:` entries as root-relative paths.
    var excludedPaths: [String]
    /// The target's `sources:` entries as root-relative paths, or nil when it lists none (all of its folder).
    var sourcePaths: [String]?
    /// What a project (Xcode, Tuist, XcodeGen) declares of this target; nil for a package target.
    public var project: ProjectTarget?

    init(name: String, package: Int, directory: String, target: ManifestTarget) {
        self.name = name
        self.package = package
        self.directory = directory
        self.target = target
        excludedPaths = target.exclude.map { ProjectPath.clampedJoin(directory, ProjectPath.clampedJoin("", $0)) }
        sourcePaths = target.sources?.map { ProjectPath.clampedJoin(directory, ProjectPath.clampedJoin("", $0)) }
    }

    public var isTest: Bool { target.kind == .test }

    /// Whether a root-relative path inside a target's `directory` is one of its files: not under `excludedPaths`,
    /// and under `sourcePaths` when the target lists them. The caller reads a module's paths in place: a copy of
    /// the module would count a reference to each of its strings and lists.
    static func owns(_ path: String, excludedPaths: [String], sourcePaths: [String]?) -> Bool {
        if excludedPaths.contains(where: { ProjectPath.isInside(path, $0) }) { return false }
        return sourcePaths?.contains { ProjectPath.isInside(path, $0) } ?? true
    }
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
    private let modulesByName: NameMap<[Int]>
    private let folders: FolderIndex
    /// The files of project targets: each file's modules, the first (primary) one first.
    /// The modules of the sources project targets compile, by root-relative path as discovery spells it.
    private let projectFiles: NameMap<[Int]>
    private let localDependencies: [[(package: Int, entry: ManifestPackageDependency)]]
    /// Per product name of the scanned packages, the package and the modules the product is built from.
    private let productModules: [String: [(package: Int, modules: [Int])]]

    /// No packages: every file is in no module.
    public static let empty = PackageGraph(manifests: [], directoryExists: { _ in false })

    /// `manifests` and `projects` carry root-relative paths; `directoryExists` answers for root-relative
    /// folders; `sourcePaths` are the root-relative Swift files that project targets may own.
    public init(
        manifests: [PackageManifest], ignoredVariants: [String] = [], projects: [ProjectManifest] = [],
        sourcePaths: [String] = [], directoryExists: (String) -> Bool
    ) {
        self.ignoredVariants = ignoredVariants
        var packages: [ScannedPackage] = []
        var targets: [(package: Int, target: ManifestTarget)] = []
        for manifest in manifests.sorted(by: { $0.path < $1.path }) {
            let directory = ProjectPath.parent(of: manifest.path)
            packages.append(ScannedPackage(manifestPath: manifest.path, directory: directory, manifest: manifest))
            var seen: Set<String> = []
            for target in manifest.targets where target.kind != .binary && seen.insert(target.name).inserted {
                targets.append((packages.count - 1, target))
            }
        }
        // Finding a target's folder may look at the disk: done on all cores.
        let modules = targets.concurrentMap(batch: 8) { [packages] index in
            let entry = targets[index]
            let folder = Self.folder(
                of: entry.target, in: packages[entry.package].directory, directoryExists: directoryExists)
            return PackageModule(
                name: entry.target.name, package: entry.package, directory: folder, target: entry.target)
        }
        let folders = FolderIndex(packages: packages, modules: modules)
        let projectModules = ProjectModules(
            projects: projects, firstPackage: packages.count, firstModule: modules.count)
        let allModules = modules + projectModules.modules
        self.packages = packages + projectModules.packages
        self.modules = allModules
        var modulesByName = NameMap<[Int]>()
        for index in allModules.indices { modulesByName.append(index, to: allModules[index].name) }
        // A project target is also found by its target name (linked frameworks are named by product).
        for index in modules.count..<allModules.count {
            guard let target = allModules[index].project?.targetName, target != allModules[index].name else { continue }
            modulesByName.append(index, to: target)
        }
        self.modulesByName = modulesByName
        self.folders = folders
        localDependencies =
            packages.indices.map { Self.localDependencies(of: packages[$0], $0, folders: folders) }
            + projectModules.packages.map { _ in [] }
        projectFiles = projectModules.owners(of: sourcePaths)
        productModules = Self.productModules(packages, allModules)
    }

    private static func productModules(_ packages: [ScannedPackage], _ modules: [PackageModule]) -> [String: [(
        package: Int, modules: [Int]
    )]] {
        var result: [String: [(package: Int, modules: [Int])]] = [:]
        for (index, package) in packages.enumerated() where !package.manifest.products.isEmpty {
            let own = modules.indices.filter { modules[$0].package == index }
            for product in package.manifest.products {
                let members = own.filter { product.targets.contains(modules[$0].name) }
                if !members.isEmpty { result[product.name, default: []].append((index, members)) }
            }
        }
        return result
    }

    private static func folder(of target: ManifestTarget, in package: String, directoryExists: (String) -> Bool)
        -> String
    {
        if let path = target.path { return ProjectPath.clampedJoin(package, path) }
        let preferred = ProjectPath.clampedJoin(package, target.kind.defaultFolder + "/" + target.name)
        guard target.kind != .test, target.kind != .plugin, !directoryExists(preferred) else { return preferred }
        for alternative in ["Source", "src", "srcs"] {
            let folder = ProjectPath.clampedJoin(package, alternative + "/" + target.name)
            if directoryExists(folder) { return folder }
        }
        return preferred
    }

    /// The module of a root-relative source path, or nil when it is in no target of its innermost package.
    /// Looks up each folder above the file, deepest first: linear in the path's depth.
    public func module(forFile path: String) -> Int? {
        guard !packages.isEmpty else { return nil }
        if let owners = projectFiles[path] { return owners[0] }
        var bytesOfPath = path
        return bytesOfPath.withUTF8 { bytes in
            guard let package = innermostPackage(ofUTF8: bytes) else { return nil }
            let root = packages[package].directory.utf8.count
            for folder in FolderIndex.ancestors(of: bytes) {
                if let id = folders.folder(folder) {
                    for position in folders.modules(inFolder: id) {
                        let module = folders.module(at: position)
                        if modules[module].package == package,
                            PackageModule.owns(
                                path, excludedPaths: modules[module].excludedPaths,
                                sourcePaths: modules[module].sourcePaths)
                        {
                            return module
                        }
                    }
                }
                if folder.count <= root { return nil }
            }
            return nil
        }
    }

    /// The package whose folder contains the path spelled by `path` most deeply.
    private func innermostPackage(ofUTF8 path: UnsafeBufferPointer<UInt8>) -> Int? {
        for folder in FolderIndex.ancestors(of: path) {
            if let id = folders.folder(folder), let package = folders.package(inFolder: id) { return package }
        }
        return nil
    }

    /// Every module a file is compiled in: several when project targets share it (the first is the one
    /// `module(forFile:)` gives).
    public func modules(forFile path: String) -> [Int] {
        projectFiles[path] ?? module(forFile: path).map { [$0] } ?? []
    }

    /// The modules with this name, in manifest path order.
    public func modules(named name: String) -> [Int] { modulesByName[name] ?? [] }

    /// Whether a scanned target has this name.
    public func hasModule(named name: String) -> Bool { modulesByName.contains(name) }

    /// The package at a root-relative folder.
    public func package(atDirectory directory: String) -> Int? {
        folders.folder(directory).flatMap(folders.package(inFolder:))
    }

    /// The local packages a package depends on (`.package(path:)`, or a `.package(url:)` of a relative path)
    /// that are part of the scan, with the declaring entry.
    public func localDependencies(of package: Int) -> [(package: Int, entry: ManifestPackageDependency)] {
        localDependencies[package]
    }

    private static func localDependencies(of package: ScannedPackage, _ index: Int, folders: FolderIndex)
        -> [(package: Int, entry: ManifestPackageDependency)]
    {
        package.manifest.packageDependencies.compactMap { entry in
            guard let path = entry.localPath, let folder = ProjectPath.join(package.directory, path),
                let target = folders.folder(folder).flatMap(folders.package(inFolder:)), target != index
            else { return nil }
            return (target, entry)
        }
    }

    /// The scanned module a target dependency of `module` names: a target of its own package (not for a
    /// `.product`), else a target of a local package it depends on (for a `.product`, the named package).
    public func resolve(_ dependency: ManifestTargetDependency, of module: Int) -> Int? {
        let package = modules[module].package
        let candidates = modules(named: dependency.name)
        if packages[package].format != .swiftPackage {
            // Projects link what the workspace builds: their own targets first, then any scanned module.
            return candidates.first { modules[$0].package == package }
                ?? candidates.first { !modules[$0].isTest && $0 != module }
        }
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

    /// The scanned modules a target dependency of `module` brings in: the module `resolve` finds, else the
    /// targets of the product it names (empty when it names neither). Every walk over target dependencies
    /// (reachable imports, cycles, layers of modules, the `dependencies` rule) goes through this.
    public func dependencyTargets(_ dependency: ManifestTargetDependency, of module: Int) -> [Int] {
        resolve(dependency, of: module).map { [$0] } ?? productModules(dependency, of: module)
    }

    /// The modules a dependency of `module` reaches through a product of a scanned package that is built from
    /// several targets or named unlike its target (`.product(name: "KitDynamic", package: "Kit")`, or an Xcode
    /// target linking it): empty when it names no such product. A project may link any scanned package's
    /// product; a package only those of the local packages it depends on.
    private func productModules(_ dependency: ManifestTargetDependency, of module: Int) -> [Int] {
        guard dependency.kind != .target, let vendors = productModules[dependency.name] else { return [] }
        let package = modules[module].package
        if packages[package].format != .swiftPackage { return vendors.flatMap(\.modules) }
        let locals = localDependencies(of: package).filter { local in
            guard case .product(let packageName?) = dependency.kind else { return true }
            return packageName.lowercased() == local.entry.identity.lowercased()
        }
        return vendors.filter { vendor in locals.contains { $0.package == vendor.package } }.flatMap(\.modules)
    }
}

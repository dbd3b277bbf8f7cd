import SwiftScanner

/// The targets of Xcode, Tuist and XcodeGen projects as modules of a `PackageGraph`, and which of them
/// compile each source file.
///
/// A file compiled by several targets belongs to each of them; its primary module (the one its layer and
/// name resolution go by) is the first non-test target in project path order, then target order in the
/// project file; a file only test targets compile belongs to the first of them.
struct ProjectModules {
    private(set) var packages: [ScannedPackage] = []
    private(set) var modules: [PackageModule] = []
    private let firstModule: Int
    /// Per module (from `firstModule`), its sources with compiled exclusion globs.
    private var sources: [[(path: String, excludes: [Glob], excludedPaths: [String])]] = []

    init(projects: [ProjectManifest], firstPackage: Int, firstModule: Int) {
        self.firstModule = firstModule
        for project in projects.sorted(by: { $0.path < $1.path }) {
            let package = firstPackage + packages.count
            packages.append(
                ScannedPackage(
                    manifestPath: project.path, directory: project.directory,
                    manifest: PackageManifest(
                        path: project.path, name: project.name, targets: project.targets.map(\.module)),
                    project: project))
            for target in project.targets {
                var module = PackageModule(
                    name: target.module.name, package: package, directory: project.directory, target: target.module)
                module.project = target
                modules.append(module)
                sources.append(
                    target.sources.map { source in
                        let globs = source.excludes.filter { $0.contains(where: { "*?[{".contains($0) }) }
                        return (
                            source.path, globs.compactMap { try? Glob($0) },
                            source.excludes.filter { !globs.contains($0) }
                        )
                    })
            }
        }
    }

    /// Per source path compiled by any project target, its modules (graph indices), primary first.
    func owners(of paths: [String]) -> [String: [Int]] {
        guard !modules.isEmpty else { return [:] }
        var byFolder: [Substring: [(module: Int, source: Int)]] = [:]
        for (module, list) in sources.enumerated() {
            for (index, source) in list.enumerated() { byFolder[source.path[...], default: []].append((module, index)) }
        }
        var owners: [String: [Int]] = [:]
        for path in paths {
            var found: [Int] = []
            // The path itself, then each folder above it (as slices of the path), then the root.
            var folder = path[...]
            while true {
                for (module, index) in byFolder[folder] ?? [] where !found.contains(module) {
                    let source = sources[module][index]
                    let excluded =
                        source.excludedPaths.contains { ProjectPath.isInside(path, $0) }
                        || source.excludes.contains { $0.matches(path) }
                    if !excluded { found.append(module) }
                }
                if folder.isEmpty { break }
                // The `/` is looked for in the UTF-8 bytes: a `Character` walk back costs grapheme breaking.
                folder = folder.utf8.lastIndex(of: UInt8(ascii: "/")).map { folder[..<$0] } ?? ""
            }
            guard !found.isEmpty else { continue }
            found.sort { (modules[$0].isTest ? 1 : 0, $0) < (modules[$1].isTest ? 1 : 0, $1) }
            owners[path] = found.map { $0 + firstModule }
        }
        return owners
    }
}

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
                        let globs = source.excludes.filter(Self.hasWildcard)
                        return (
                            source.path, globs.compactMap { try? Glob($0) },
                            source.excludes.filter { !globs.contains($0) }
                        )
                    })
            }
        }
    }

    /// Whether an exclusion has a glob character (`*`, `?`, `[`, `{`); the others are paths.
    private static func hasWildcard(_ exclusion: String) -> Bool {
        exclusion.utf8.contains {
            $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "{")
        }
    }

    /// Per source path compiled by any project target, its modules (graph indices), primary first. The
    /// paths are looked up on all cores; each looks up its folders by their UTF-8 bytes (see `FolderIndex`),
    /// allocating nothing.
    func owners(of paths: [String]) -> NameMap<[Int]> {
        guard !modules.isEmpty else { return NameMap() }
        let folders = SourceFolders(sources)
        let found = paths.concurrentMap(batch: 64) { index in
            var path = paths[index]
            return path.withUTF8 { owningModules(ofUTF8: $0, path: paths[index], folders) }
        }
        var owners = NameMap<[Int]>()
        for (path, modules) in zip(paths, found) where !modules.isEmpty { owners.set(modules, for: path) }
        return owners
    }

    private func owningModules(ofUTF8 bytes: UnsafeBufferPointer<UInt8>, path: String, _ folders: SourceFolders)
        -> [Int]
    {
        var found: [Int] = []
        let isASCII = bytes.allSatisfy { $0 < 0x80 }
        // The path itself, then each folder above it, then the root.
        var end = bytes.count
        while true {
            let folder = UnsafeBufferPointer(rebasing: bytes[..<end])
            for (module, index) in folders.sources(in: folder, isASCII: isASCII || folder.allSatisfy { $0 < 0x80 })
            where !found.contains(module) {
                let source = sources[module][index]
                let excluded =
                    source.excludedPaths.contains { ProjectPath.isInside(path, $0) }
                    || source.excludes.contains { $0.matches(path) }
                if !excluded { found.append(module) }
            }
            if end == 0 { break }
            end = bytes[..<end].lastIndex(of: UInt8(ascii: "/")) ?? 0
        }
        // Most files have one owner: a sort of one still sets up its merge buffer.
        // The kinds are read in place: `isTest` on a module would copy it (every string and list of its target).
        if found.count > 1 {
            found.sort {
                (modules[$0].target.kind == .test ? 1 : 0, $0) < (modules[$1].target.kind == .test ? 1 : 0, $1)
            }
        }
        return found.map { $0 + firstModule }
    }
}

/// The project targets' source paths (files and folders), looked up by UTF-8 bytes; paths with non-ASCII
/// characters are kept and looked up as `String`s too, so that canonically equivalent spellings of them match.
private struct SourceFolders {
    private var paths = NameIndex()
    private var pathsByName: [String: Int] = [:]
    /// The (module, source) pairs grouped by path id, in module then source order within each path.
    private var entries: [(module: Int, source: Int)] = []
    /// Per path id, where its pairs start in `entries` (one extra entry: the end).
    private var starts: [Int] = []

    init(_ sources: [[(path: String, excludes: [Glob], excludedPaths: [String])]]) {
        var pairs: [(id: Int, module: Int, source: Int)] = []
        var counts: [Int] = []
        for module in sources.indices {
            for index in sources[module].indices {
                var path = sources[module][index].path
                let id: Int
                if path.withUTF8({ $0.allSatisfy { $0 < 0x80 } }) {
                    id = paths.insert(path)
                } else if let known = pathsByName[path] {
                    id = known
                } else {
                    id = paths.insert(path)
                    pathsByName[path] = id
                }
                if id == counts.count { counts.append(0) }
                counts[id] += 1
                pairs.append((id, module, index))
            }
        }
        starts = [0]
        starts.reserveCapacity(counts.count + 1)
        for count in counts { starts.append(starts[starts.count - 1] + count) }
        var next = Array(starts.dropLast())
        entries = [(module: Int, source: Int)](repeating: (0, 0), count: pairs.count)
        for pair in pairs {
            entries[next[pair.id]] = (pair.module, pair.source)
            next[pair.id] += 1
        }
    }

    /// The (module, source) pairs of the path spelled by `bytes`; `isASCII` tells whether the bytes are all ASCII
    /// (a prefix of an ASCII path is).
    func sources(in bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> ArraySlice<(module: Int, source: Int)> {
        let id = isASCII ? paths.lookup(utf8: bytes) : pathsByName[String(decoding: bytes, as: UTF8.self)]
        return id.map { entries[starts[$0]..<starts[$0 + 1]] } ?? []
    }
}

import SwiftScanner

/// The scanned files seen as Swift modules: each file's module, each module's layer, and the modules each
/// module re-exports with `@_exported import`.
public struct ModuleIndex: Sendable {
    /// An `@_exported import` in a module's file.
    public struct Reexport: Sendable {
        /// The re-exported module's top-level name.
        public var module: String
        public var file: Int
        public var position: SourcePosition
    }

    public let graph: PackageGraph
    /// Per model file, its module (index into `graph.modules`), or nil.
    public let fileModules: [Int?]
    /// Per module of the graph, the scanned files in it.
    public let moduleFiles: [[Int]]
    /// Per module, the `@_exported import`s of its files, in file order.
    public let reexports: [[Reexport]]
    /// Per module, the names its target may import: the names of its dependencies, and the modules they
    /// reach through dependencies of their own (transitively), as SwiftPM lets a target import them.
    /// Empty for modules without scanned files (nothing of theirs is checked).
    public let reachableNames: [Set<String>]
    /// Per module with scanned files, whether the dependencies of it and of every module it reaches were all
    /// read (a manifest's variable assigned in branches, a helper call or a convention target leaves a list
    /// unknown): only then does a name missing from `reachableNames` mean the target cannot import it.
    public let reachIsComplete: [Bool]

    /// The modules of `files`; `known`, when given, are their modules in `graph` (aligned with `files`; a list
    /// of another length is not used, and the files are looked up instead).
    init(graph: PackageGraph, files: [FileFacts], fileModules known: [Int?]? = nil) {
        self.graph = graph
        let fileModules =
            known.flatMap { $0.count == files.count ? $0 : nil }
            ?? files.concurrentMap(batch: 64) { graph.module(forFile: files[$0].path) }
        // The `@_exported import`s of each file in a module, found on all cores.
        let fileReexports = files.concurrentMap(batch: 64) { file -> [Reexport] in
            guard fileModules[file] != nil else { return [] }
            return files[file].imports.filter { $0.attributes.contains("@_exported") }.map {
                Reexport(module: String($0.topLevelModule), file: file, position: $0.position)
            }
        }
        var moduleFiles = [[Int]](repeating: [], count: graph.modules.count)
        var reexports = [[Reexport]](repeating: [], count: graph.modules.count)
        for (file, module) in fileModules.enumerated() {
            guard let module else { continue }
            moduleFiles[module].append(file)
            reexports[module] += fileReexports[file]
        }
        self.fileModules = fileModules
        self.moduleFiles = moduleFiles
        self.reexports = reexports
        let reach = Self.reachableNames(graph, of: moduleFiles.map { !$0.isEmpty })
        reachableNames = reach.map(\.names)
        reachIsComplete = reach.map(\.isComplete)
    }

    /// Per module that has scanned files (`wanted`), the names its target may import and whether every list of
    /// dependencies on the way was read; computed on all cores.
    private static func reachableNames(_ graph: PackageGraph, of wanted: [Bool]) -> [(
        names: Set<String>, isComplete: Bool
    )] {
        // Each module's dependencies are resolved once, for the modules with files and those they reach.
        var needed = wanted
        var pending = wanted.indices.filter { wanted[$0] }
        var successors = [[Int]](repeating: [], count: graph.modules.count)
        while !pending.isEmpty {
            let level = pending
            let found = level.concurrentMap(batch: 8) { index in
                let module = level[index]
                return graph.modules[module].target.dependencies.flatMap { graph.dependencyTargets($0, of: module) }
            }
            pending = []
            for (module, targets) in zip(level, found) {
                successors[module] = targets
                for target in targets where !needed[target] {
                    needed[target] = true
                    pending.append(target)
                }
            }
        }
        let resolved = successors
        return graph.modules.indices.concurrentMap(batch: 8) { module in
            guard wanted[module] else { return ([], true) }
            var names = Set(graph.modules[module].target.dependencies.map(\.name))
            var isComplete = dependenciesComplete(graph.modules[module])
            var visited: Set<Int> = [module]
            var pending = resolved[module]
            while let next = pending.popLast() {
                guard visited.insert(next).inserted else { continue }
                names.insert(graph.modules[next].name)
                isComplete = isComplete && dependenciesComplete(graph.modules[next])
                pending += resolved[next]
            }
            return (names, isComplete)
        }
    }

    /// Whether a module's dependencies were all read, from its manifest or its project.
    static func dependenciesComplete(_ module: PackageModule) -> Bool {
        module.target.dependenciesComplete && module.project?.dependenciesComplete ?? true
    }

    /// The module of a file by index.
    public func module(ofFile file: Int) -> PackageModule? {
        fileModules[file].map { graph.modules[$0] }
    }
}

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

    init(graph: PackageGraph, files: [FileFacts]) {
        self.graph = graph
        let fileModules = files.concurrentMap(batch: 64) { graph.module(forFile: files[$0].path) }
        var moduleFiles = [[Int]](repeating: [], count: graph.modules.count)
        var reexports = [[Reexport]](repeating: [], count: graph.modules.count)
        for (file, module) in fileModules.enumerated() {
            guard let module else { continue }
            moduleFiles[module].append(file)
            for fact in files[file].imports where fact.attributes.contains("@_exported") {
                reexports[module].append(
                    Reexport(module: String(fact.topLevelModule), file: file, position: fact.position))
            }
        }
        self.fileModules = fileModules
        self.moduleFiles = moduleFiles
        self.reexports = reexports
        reachableNames = Self.reachableNames(graph, of: moduleFiles.map { !$0.isEmpty })
    }

    private static func reachableNames(_ graph: PackageGraph, of wanted: [Bool]) -> [Set<String>] {
        // Dependencies are resolved only for the modules a walk reaches, once each.
        var successors = [[Int]?](repeating: nil, count: graph.modules.count)
        func successorsOf(_ module: Int) -> [Int] {
            if let known = successors[module] { return known }
            let found = graph.modules[module].target.dependencies.flatMap { graph.dependencyTargets($0, of: module) }
            successors[module] = found
            return found
        }
        return graph.modules.indices.map { module in
            guard wanted[module] else { return [] }
            var names = Set(graph.modules[module].target.dependencies.map(\.name))
            var visited: Set<Int> = [module]
            var pending = successorsOf(module)
            while let next = pending.popLast() {
                guard visited.insert(next).inserted else { continue }
                names.insert(graph.modules[next].name)
                pending += successorsOf(next)
            }
            return names
        }
    }

    /// The module of a file by index.
    public func module(ofFile file: Int) -> PackageModule? {
        fileModules[file].map { graph.modules[$0] }
    }
}

import SwiftScanner

extension ArchitectureModel {
    /// The layer of a scanned module: by the layers' `modules` globs, else the composition root when it holds
    /// the app's entry point (`LayerResolver.isEntryPoint`), else the one layer its placed files are in when they
    /// are at least as many as its files that nothing places; `.none` when its files are in several layers or
    /// none, or when a few files in a layer's folder sit in a module that is mostly elsewhere (a persistence
    /// folder inside an app's core module does not make every import of that module a dependency on Data).
    public func layer(ofModule module: Int) -> LayerID { moduleLayers[module] }

    /// The layers of all modules and packages of the graph, in one pass over the modules.
    static func moduleLayers(
        _ modules: ModuleIndex, files: [FileFacts], fileLayers: [LayerID], placements: [FilePlacement],
        resolver: LayerResolver
    ) -> (modules: [LayerID], packages: [LayerID]) {
        let graph = modules.graph
        let entryPointLayer = resolver.entryPointLayer
        let moduleLayers = graph.modules.indices.map { module in
            if let layer = resolver.layer(forModule: graph.modules[module].name) { return layer }
            let moduleFiles = modules.moduleFiles[module]
            if entryPointLayer != .none,
                moduleFiles.contains(where: { files[$0].declarations.contains(where: LayerResolver.isEntryPoint) })
            {
                return entryPointLayer
            }
            return filesLayer(moduleFiles, fileLayers: fileLayers, placements: placements)
        }
        var packageModuleLayers = [[LayerID]](repeating: [], count: graph.packages.count)
        for (index, module) in graph.modules.enumerated() where !module.isTest {
            packageModuleLayers[module.package].append(moduleLayers[index])
        }
        return (moduleLayers, packageModuleLayers.map { sharedLayer(of: $0) })
    }

    /// The one layer of a module's placed files, when they are at least as many as its files that nothing places;
    /// else `.none`.
    private static func filesLayer(_ moduleFiles: [Int], fileLayers: [LayerID], placements: [FilePlacement])
        -> LayerID
    {
        var layer: LayerID?
        var placed = 0
        var unplaced = 0
        for file in moduleFiles {
            let fileLayer = fileLayers[file]
            guard fileLayer != .none else {
                if placements[file] == .unplaced { unplaced += 1 }
                continue
            }
            if let layer, layer != fileLayer { return .none }
            layer = fileLayer
            placed += 1
        }
        guard let layer, placed >= unplaced else { return .none }
        return layer
    }

    /// The one layer other than `.none` among `layers`, or `.none` when there are several or none.
    private static func sharedLayer(of layers: [LayerID]) -> LayerID {
        var shared: LayerID?
        for layer in layers where layer != .none {
            if shared == nil {
                shared = layer
            } else if shared != layer {
                return .none
            }
        }
        return shared ?? .none
    }

    /// The layer of an imported module by name: by the `modules` globs, else the layer of the scanned
    /// module of that name (the first, in manifest path order).
    public func layer(ofModuleNamed name: String) -> LayerID? {
        if let layer = resolver.layer(forModule: name) { return layer }
        guard let module = modules.graph.modules(named: name).first else { return nil }
        let layer = layer(ofModule: module)
        return layer == .none ? nil : layer
    }

    /// The layer of a whole package: the one layer its non-test modules are in, else `.none`.
    public func layer(ofPackage package: Int) -> LayerID { packageLayers[package] }
}

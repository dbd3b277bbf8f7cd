extension ArchitectureModel {
    /// The layer of a scanned module: by the layers' `modules` globs, else the one layer all of its files
    /// are in; `.none` when its files are in several layers or none.
    public func layer(ofModule module: Int) -> LayerID {
        if let layer = resolver.layer(forModule: modules.graph.modules[module].name) { return layer }
        var shared: LayerID?
        for file in modules.moduleFiles[module] where fileLayers[file] != .none {
            if shared == nil {
                shared = fileLayers[file]
            } else if shared != fileLayers[file] {
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
    public func layer(ofPackage package: Int) -> LayerID {
        var shared: LayerID?
        for (index, module) in modules.graph.modules.enumerated() where module.package == package && !module.isTest {
            let layer = layer(ofModule: index)
            guard layer != .none else { continue }
            if shared == nil {
                shared = layer
            } else if shared != layer {
                return .none
            }
        }
        return shared ?? .none
    }
}

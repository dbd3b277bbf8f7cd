/// Layers from package targets (through the module index, whatever manifest format declared them): a target
/// whose name says what it is (`Domain`, `DataLayer`, `AppDemo`) or that sits in a feature folder
/// (`Features/Login`), and the dependencies the manifests declare between them.
struct ModuleLayers {
    /// Per layer name, its modules and where each was declared.
    private(set) var modulesByLayer: [(layer: String, modules: [(name: String, manifest: String)])] = []
    /// Per layer, the other layers its targets declare dependencies on.
    private(set) var declaredEdges: [String: Set<String>] = [:]
    private let layerOfModule: [Int: String]
    private let fileModules: [Int?]

    init(modules index: ModuleIndex) {
        let graph = index.graph
        var layers: [Int: String] = [:]
        for (number, module) in graph.modules.enumerated() where !module.isTest {
            if let layer = Self.layer(of: module) { layers[number] = layer }
        }
        layerOfModule = layers
        fileModules = index.fileModules
        for number in layers.keys.sorted() {
            let layer = layers[number]!
            let entry = (graph.modules[number].name, graph.packages[graph.modules[number].package].manifestPath)
            if let existing = modulesByLayer.firstIndex(where: { $0.layer == layer }) {
                modulesByLayer[existing].modules.append(entry)
            } else {
                modulesByLayer.append((layer, [entry]))
            }
            for dependency in graph.modules[number].target.dependencies {
                for target in graph.dependencyTargets(dependency, of: number) {
                    if let other = layers[target], other != layer { declaredEdges[layer, default: []].insert(other) }
                }
            }
        }
    }

    /// The layer a file's module gives it, if any.
    func layer(ofFile file: Int) -> String? {
        guard file < fileModules.count, let module = fileModules[file] else { return nil }
        return layerOfModule[module]
    }

    /// The module names of a layer.
    func modules(of layer: String) -> [(name: String, manifest: String)] {
        modulesByLayer.first { $0.layer == layer }?.modules ?? []
    }

    private static func layer(of module: PackageModule) -> String? {
        let folders = module.directory.split(separator: "/")
        if let container = folders.firstIndex(where: { FolderVocabulary.role(of: $0) == .featureContainer }),
            container + 1 < folders.count
        {
            return FolderVocabulary.isDemoApp(Substring(module.name))
                ? FolderSurvey.appLayer : "Features/\(module.name)"
        }
        if module.name.hasSuffix("Feature"), module.name.count > "Feature".count {
            return "Features/\(module.name.dropLast("Feature".count))"
        }
        var name = Substring(module.name)
        for suffix in ["Kit", "Interface", "Interfaces", "Impl", "Module"] where name.hasSuffix(suffix) {
            name = name.dropLast(suffix.count)
        }
        let role =
            FolderVocabulary.role(of: name)
            ?? FolderVocabulary.strongNames.first { name.hasSuffix($0) }.flatMap {
                FolderVocabulary.role(of: Substring($0))
            }
        switch role {
        case .layer(let layer): return layer
        case .compositionRoot: return FolderSurvey.appLayer
        case .featureContainer, nil: return nil
        }
    }
}

import SwiftScanner

/// Guesses a starter policy from a scanned tree: layers for the conventional folders that exist
/// (Domain, Core, Data/Infrastructure/Network, Presentation/UI, Features/*, Application/App), a
/// `ViewModels` sub-layer when `*ViewModel` types live in Presentation, composition-root types
/// (`*Coordinator`, `*DIContainer`) and delegates; then the default policy's rules adapted to them.
public enum PolicyInference {
    /// A conventional layer and the folder names that make it.
    struct Convention {
        var layer: String
        var folders: [String]
    }

    static let conventions = [
        Convention(layer: "Domain", folders: ["Domain"]),
        Convention(layer: "Core", folders: ["Core"]),
        Convention(layer: "Data", folders: ["Data", "Infrastructure", "Network"]),
        Convention(layer: "Presentation", folders: ["Presentation", "UI"]),
    ]
    static let appFolders = ["Application", "App"]
    static let appFiles = ["AppDelegate.swift", "SceneDelegate.swift"]
    static let appTypes = ["*Coordinator", "*DIContainer"]

    /// The inferred policy for `files` (paths relative to the repository root), or nil when no
    /// conventional folder or type was found.
    public static func infer(files: [FileFacts]) -> Policy? {
        var layers = inferLayers(files)
        layers = removingConflicts(layers, paths: files.map(\.path))
        guard !layers.isEmpty else { return nil }
        let names = layers.map(\.name)
        return Policy(exclude: defaults.exclude, layers: layers, rules: RuleAdaptation.adapt(defaults.rules, to: names))
    }

    /// The embedded default policy, whose exclusions and rules the starter policy adapts.
    static let defaults = DefaultPolicy.load()
    private static let excludedGlobs = Glob.compiling(defaults.exclude)

    /// True when the default policy excludes the root-relative `path` (tests, Pods, build folders).
    public static func isExcluded(_ path: String) -> Bool {
        excludedGlobs.contains { $0.matches(path) }
    }

    private static func inferLayers(_ files: [FileFacts]) -> [LayerDefinition] {
        var folders = Set<Substring>()
        var features: [String] = []
        var fileNames = Set<Substring>()
        for file in files {
            let components = file.path.split(separator: "/")
            if let last = components.last { fileNames.insert(last) }
            folders.formUnion(components.dropLast())
            for (index, component) in components.dropLast().enumerated()
            where component == "Features" && index + 2 < components.count {
                let feature = String(components[index + 1])
                if !features.contains(feature) { features.append(feature) }
            }
        }
        var layers: [LayerDefinition] = []
        for convention in conventions {
            let found = convention.folders.filter { folders.contains(Substring($0)) }
            if !found.isEmpty { layers.append(LayerDefinition(name: convention.layer, paths: found.map(glob))) }
        }
        let typeNames = files.flatMap { $0.declarations.filter(\.kind.declaresType).map(\.name) }
        if layers.contains(where: { $0.name == "Presentation" }),
            typeNames.contains(where: { $0.hasSuffix("ViewModel") })
        {
            let types = defaults.layer(named: "ViewModels")?.types ?? ["*ViewModel"]
            layers.append(
                LayerDefinition(
                    name: "ViewModels", types: types, within: "Presentation",
                    patternKinds: defaults.layer(named: "ViewModels")?.patternKinds ?? [:]))
        }
        for feature in features.sorted() {
            layers.append(LayerDefinition(name: "Features/\(feature)", paths: ["**/Features/\(feature)/**"]))
        }
        let appPaths =
            appFolders.filter { folders.contains(Substring($0)) }.map(glob)
            + appFiles.filter { fileNames.contains(Substring($0)) }.map { "**/\($0)" }
        let appTypes = appTypes.filter { pattern in typeNames.contains { $0.hasSuffix(pattern.dropFirst()) } }
        if !appPaths.isEmpty || !appTypes.isEmpty {
            layers.append(LayerDefinition(name: "App", paths: appPaths, types: appTypes, compositionRoot: true))
        }
        return layers
    }

    private static func glob(_ folder: String) -> String { "**/\(folder)/**" }

    /// The layer a file's outermost conventional folder names (`Features/X` for a feature), if any;
    /// `App` and `Application` only count when no other conventional folder does (they often hold everything).
    static func intendedLayer(_ path: String) -> String? {
        let components = Array(path.split(separator: "/").dropLast())
        for (index, component) in components.enumerated() {
            if component == "Features", index + 1 < components.count {
                return "Features/\(components[index + 1])"
            }
            if let convention = conventions.first(where: { $0.folders.contains(String(component)) }) {
                return convention.layer
            }
        }
        return components.contains { appFolders.contains(String($0)) } ? "App" : nil
    }

    /// Drops the path globs that take a file away from the layer of its outermost conventional folder
    /// (`Core/Network/HTTP.swift` stays in `Core`) or tie with another layer's, and layers left with nothing.
    static func removingConflicts(_ layers: [LayerDefinition], paths: [String]) -> [LayerDefinition] {
        var layers = layers
        for _ in 0..<64 {
            let resolver = LayerResolver(layers: layers)
            var conflict: (layer: Int, pattern: String)?
            for path in paths where conflict == nil {
                switch resolver.layer(forFile: path) {
                case .failure(let tie):
                    let loser = tie.layers.map { name in layers.firstIndex { $0.name == name }! }.max()!
                    conflict = (loser, tie.patterns[tie.layers.firstIndex(of: layers[loser].name)!])
                case .success(let layer):
                    guard layer != .none, let intended = intendedLayer(path), intended != layers[layer].name,
                        layers.contains(where: { $0.name == intended }),
                        let pattern = layers[layer].paths.first(where: { (try? Glob($0))?.matches(path) == true })
                    else { continue }
                    conflict = (layer, pattern)
                }
            }
            guard let conflict else { break }
            layers[conflict.layer].paths.removeAll { $0 == conflict.pattern }
            if layers[conflict.layer].paths.isEmpty, layers[conflict.layer].types.isEmpty {
                let name = layers[conflict.layer].name
                layers.remove(at: conflict.layer)
                layers.removeAll { $0.within == name }
            }
        }
        return layers
    }
}

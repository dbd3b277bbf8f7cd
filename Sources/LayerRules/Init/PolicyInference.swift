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
        layers = removingTies(layers, paths: files.map(\.path))
        guard !layers.isEmpty else { return nil }
        let names = layers.map(\.name)
        return Policy(exclude: defaults.exclude, layers: layers, rules: RuleAdaptation.adapt(defaults.rules, to: names))
    }

    /// The embedded default policy, whose exclusions and rules the starter policy adapts.
    static let defaults = (try? PolicyLoader.parse(Array(DefaultPolicy.json.utf8), path: "rules.json"))!
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
        if layers.contains(where: { $0.name == "Presentation" }), typeNames.contains(where: { $0.hasSuffix("ViewModel") }) {
            layers.append(LayerDefinition(name: "ViewModels", types: ["*ViewModel"], within: "Presentation"))
        }
        for feature in features.sorted() {
            layers.append(LayerDefinition(name: "Features/\(feature)", paths: ["**/Features/\(feature)/**"]))
        }
        let appPaths = appFolders.filter { folders.contains(Substring($0)) }.map(glob)
            + appFiles.filter { fileNames.contains(Substring($0)) }.map { "**/\($0)" }
        let appTypes = appTypes.filter { pattern in typeNames.contains { $0.hasSuffix(pattern.dropFirst()) } }
        if !appPaths.isEmpty || !appTypes.isEmpty {
            layers.append(LayerDefinition(name: "App", paths: appPaths, types: appTypes, compositionRoot: true))
        }
        return layers
    }

    private static func glob(_ folder: String) -> String { "**/\(folder)/**" }

    /// Drops path globs that match a file equally with another layer's glob (the later layer's glob
    /// goes), and layers left with nothing.
    static func removingTies(_ layers: [LayerDefinition], paths: [String]) -> [LayerDefinition] {
        var layers = layers
        for _ in 0..<64 {
            let resolver = LayerResolver(layers: layers)
            guard let tie = paths.lazy.compactMap({ path -> LayerTieError? in
                if case .failure(let tie) = resolver.layer(forFile: path) { return tie }
                return nil
            }).first else { break }
            let loser = tie.layers.map { name in layers.firstIndex { $0.name == name }! }.max()!
            let pattern = tie.patterns[tie.layers.firstIndex(of: layers[loser].name)!]
            layers[loser].paths.removeAll { $0 == pattern }
            if layers[loser].paths.isEmpty, layers[loser].types.isEmpty {
                let name = layers[loser].name
                layers.remove(at: loser)
                layers.removeAll { $0.within == name }
            }
        }
        return layers
    }
}

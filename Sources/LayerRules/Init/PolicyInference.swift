import SwiftScanner

/// Guesses a starter policy from a scanned tree: layers from the package targets whose names say what they
/// are (`Domain`, `Data`, `LoginFeature`), then from the folders real apps use (`Domain`, `UseCases`,
/// `Platform`, `Scenes`, `Features/<Name>`, `DI`, `Demo`; the deepest such folder wins), a `ViewModels`
/// sub-layer, composition-root types and delegates; then the default policy's rules adapted to them, and its
/// `shared` globs where they hold files.
public enum PolicyInference {
    /// The inferred policy for `files` (paths relative to the repository root), or nil when nothing was found
    /// or the tree holds several independent apps.
    public static func infer(files: [FileFacts], packages: PackageGraph = .empty) -> Policy? {
        guard case .success(let inference) = analyse(files: files, packages: packages) else { return nil }
        return inference.policy
    }

    /// The inferred policy with the reasons for each layer, or why none can be written.
    public static func analyse(files allFiles: [FileFacts], packages: PackageGraph = .empty) -> Result<
        Inference, InferenceRefusal
    > {
        let manifests = ProjectManifests.exclusions(allFiles)
        let manifestGlobs = Glob.compiling(manifests)
        let files = allFiles.filter { file in !manifestGlobs.contains { $0.matches(file.path) } }
        let plain = ArchitectureModel(files: files, layers: [], packages: packages)
        let apps = SideBySideApps(model: plain)
        if apps.groups.count >= 3 {
            return .failure(.sideBySideApps(apps.groups))
        }
        let modules = ModuleLayers(modules: plain.modules)
        let survey = FolderSurvey(
            paths: files.indices.map { modules.layer(ofFile: $0) == nil ? files[$0].path : "" },
            isView: files.map(declaresView))
        var builder = LayerBuilder(files: files, survey: survey, modules: modules)
        builder.build()
        guard !builder.layers.isEmpty else { return .failure(.nothingFound) }
        let toolbox = ToolboxFolders(paths: files.map(\.path), candidates: defaults.shared)
        let model = ArchitectureModel(files: files, layers: builder.layers, shared: toolbox.globs, packages: packages)
        let core = CoreRole(model: model)
        if core == .appShell, let index = builder.layers.firstIndex(where: { $0.name == "Core" }) {
            builder.layers[index].compositionRoot = true
        }
        builder.reasons += core.reason.map { [InferredReason(layer: "Core", text: $0)] } ?? []
        let sharedFeatures = SharedFeatures(model: model)
        builder.reasons += sharedFeatures.shared.map(sharedFeatures.reason)
        let names = builder.layers.map(\.name)
        let rules = RuleAdaptation.adapt(
            defaults.rules, to: names, core: core, declaredEdges: modules.declaredEdges,
            sharedFeatures: sharedFeatures.shared.map(\.layer))
        let policy = Policy(
            exclude: defaults.exclude + manifests, shared: toolbox.globs, layers: builder.layers, rules: rules)
        let checked = ArchitectureModel(
            files: files, layers: policy.layers, shared: policy.shared, packages: packages)
        let manifestNote =
            manifests.isEmpty
            ? []
            : ["excluded the project manifests (they import ProjectDescription): " + manifests.joined(separator: ", ")]
        return .success(
            Inference(
                policy: policy, reasons: builder.reasons, notes: builder.notes + toolbox.notes + manifestNote,
                unplacedFolders: UnplacedFolders.find(in: checked)))
    }

    /// True when a type of the file inherits from a view or view controller or conforms to SwiftUI's `View`.
    static func declaresView(_ file: FileFacts) -> Bool {
        file.declarations.contains { declaration in
            ConformanceGraph.typeNames(inInheritanceList: declaration.inherits).contains(
                where: ViewTypes.isExternalView)
        }
    }

    /// The packages among `files` (manifests read, never run), whose targets `analyse` takes as modules; its
    /// `sources` are the files to scan.
    public static func packages(in files: [DiscoveredFile], root: String) -> PackageScan {
        PackageScan(files, root: root, isDirectory: FileSystem.isDirectory)
    }

    /// The embedded default policy, whose exclusions and rules the starter policy adapts.
    static let defaults = DefaultPolicy.load()
    private static let excludedGlobs = Glob.compiling(defaults.exclude)

    /// True when the default policy excludes the root-relative `path` (tests, Pods, build folders).
    public static func isExcluded(_ path: String) -> Bool {
        excludedGlobs.contains { $0.matches(path) }
    }
}

/// What `archlint init` inferred, with its reasons.
public struct Inference: Sendable {
    public var policy: Policy
    /// Why each layer exists, in layer order (a layer may have several).
    public var reasons: [InferredReason]
    /// Choices a reader should know about (a folder inside another layer's folder, a dropped pattern).
    public var notes: [String]
    /// Folders with more than `UnplacedFolders.threshold` files in no layer, and what to add for them.
    public var unplacedFolders: [UnplacedFolder]
}

/// One reason for one inferred layer (`from folder Features/Login (12 files)`).
public struct InferredReason: Hashable, Sendable {
    public var layer: String
    public var text: String
}

/// Why `archlint init` writes no policy.
public enum InferenceRefusal: Error, Equatable, Sendable {
    /// No folder, target or type name the vocabulary knows.
    case nothingFound
    /// Several apps that do not use each other's code sit side by side: per app, its root folders (more than
    /// one when an app's folders use each other's code).
    case sideBySideApps([[String]])
}

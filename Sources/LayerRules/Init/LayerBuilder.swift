import SwiftScanner

/// Turns the targets and folders found into layer definitions, each with the reasons it exists.
struct LayerBuilder {
    let files: [FileFacts]
    let survey: FolderSurvey
    let modules: ModuleLayers
    var reasons: [InferredReason] = []
    private(set) var notes: [String] = []
    var layers: [LayerDefinition] = []

    static let appFiles = ["AppDelegate.swift", "SceneDelegate.swift"]
    static let appTypes = ["*Coordinator", "*DIContainer"]

    init(files: [FileFacts], survey: FolderSurvey, modules: ModuleLayers) {
        self.files = files
        self.survey = survey
        self.modules = modules
    }

    mutating func build() {
        let folderLayers = survey.layerNames
        let moduleLayers = modules.modulesByLayer.map(\.layer)
        var names = folderLayers.filter { $0 != FolderSurvey.appLayer }
        for name in moduleLayers where !names.contains(name) && name != FolderSurvey.appLayer { names.append(name) }
        for name in names { addLayer(name) }
        addViewModels()
        addApp()
        noteNestedFolders()
    }

    private mutating func addLayer(_ name: String, compositionRoot: Bool = false) {
        var layer = LayerDefinition(name: name, paths: survey.globs(of: name), compositionRoot: compositionRoot)
        for module in modules.modules(of: name) {
            layer.modules.append(module.name)
            reasons.append(InferredReason(layer: name, text: "from target \(module.name) in \(module.manifest)"))
        }
        let folders = survey.folders(of: name)
        if !folders.isEmpty {
            let shown = folders.prefix(3).map { "\($0.folder) (\(Self.count($0.files)))" }
            let more = folders.count > 3 ? " and \(folders.count - 3) more" : ""
            let noun = folders.count == 1 ? "folder" : "folders"
            reasons.append(InferredReason(layer: name, text: "from \(noun) " + shown.joined(separator: ", ") + more))
        }
        layers.append(layer)
    }

    /// `ViewModels` within `Presentation` when view-model types live there: the default policy's layer (its
    /// type patterns and whatever limits them), without its paths.
    private mutating func addViewModels() {
        guard layers.contains(where: { $0.name == "Presentation" }) else { return }
        var viewModels =
            PolicyInference.defaults.layer(named: "ViewModels")
            ?? LayerDefinition(name: "ViewModels", types: ["*ViewModel"])
        viewModels.paths = []
        viewModels.modules = []
        viewModels.within = "Presentation"
        viewModels.location = nil
        let types = viewModels.types
        let globs = Glob.compiling(types)
        let found = files.lazy.flatMap(\.declarations).filter(\.kind.declaresType).filter { declaration in
            globs.contains { $0.matches(declaration.name) }
        }.count
        guard found > 0 else { return }
        layers.append(viewModels)
        reasons.append(
            InferredReason(
                layer: "ViewModels",
                text: "from \(found) type\(found == 1 ? "" : "s") named " + types.joined(separator: " or ")))
    }

    /// The composition root: app folders and targets, demo apps, delegates outside every layer, coordinators.
    private mutating func addApp() {
        addLayer(FolderSurvey.appLayer, compositionRoot: true)
        var app = layers.removeLast()
        for (index, file) in files.enumerated() where survey.assignments[index] == nil {
            let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
            guard Self.appFiles.contains(name), modules.layer(ofFile: index) == nil else { continue }
            app.paths.append(file.path)
            reasons.append(InferredReason(layer: app.name, text: "from file \(file.path)"))
        }
        let types = files.flatMap { $0.declarations.filter(\.kind.declaresType) }
        for pattern in Self.appTypes {
            let matching = types.filter { $0.name.hasSuffix(pattern.dropFirst()) }
            let count = matching.count
            // A protocol named like a coordinator is a contract the screens own; the pattern would move it to App.
            guard count > 0, !matching.contains(where: { $0.kind == .protocol }) else { continue }
            app.types.append(pattern)
            reasons.append(
                InferredReason(layer: app.name, text: "from \(count) type\(count == 1 ? "" : "s") named \(pattern)"))
        }
        guard !app.paths.isEmpty || !app.types.isEmpty || !app.modules.isEmpty else { return }
        layers.append(app)
    }

    /// Says where a folder of one layer sits inside another layer's folder and went to the deeper one.
    private mutating func noteNestedFolders() {
        var seen: Set<String> = []
        for case let assignment? in survey.assignments
        where assignment.isNested && seen.insert(assignment.folder).inserted {
            let count = survey.assignments.filter { $0?.folder == assignment.folder }.count
            notes.append(
                "folder \(assignment.folder) (\(Self.count(count))) is inside another layer's folder and goes to "
                    + "'\(assignment.layer)': the deepest folder wins")
        }
    }

    static func count(_ files: Int) -> String {
        files == 1 ? "1 file" : "\(files) files"
    }
}

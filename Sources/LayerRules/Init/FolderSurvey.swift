/// Which layer each file's folders put it in, for `archlint init`: the deepest folder with a known role wins
/// (`Data/API/Domain/X.swift` is in Domain, `Features/Login/Data/Y.swift` in Data), except that a demo,
/// example or sample app folder makes a composition root of everything inside it, a folder of the same layer
/// inside another (`Domain/UseCases`) adds nothing, and a weak name (`Entities`, `Repositories`) counts only
/// outside every other role's folder. A folder of views inside an app folder (`App/Main` with the main
/// screen) is Presentation, not composition root.
struct FolderSurvey {
    /// The folder that put a file in a layer.
    struct Assignment: Hashable {
        /// The layer's name (`Domain`, `Features/Login`, `App`).
        var layer: String
        /// The folder, relative to the root (`ExampleMVVM/Domain`).
        var folder: String
        /// The folder's own name, or `Features/Login` for a feature.
        var name: String
        /// True when a shallower folder has a role too (the folder wins by being deeper).
        var isNested: Bool
        var isCompositionRoot: Bool
    }

    /// The layer name composition roots get.
    static let appLayer = "App"
    /// The shared layer of `Core` folders.
    static let coreLayer = "Core"

    /// Per file, its assignment (nil when no folder of its path has a role).
    let assignments: [Assignment?]
    private let paths: [String]

    /// `isView[i]`: file `i` declares a view (see `ViewTypes`).
    init(paths: [String], isView: [Bool]) {
        self.paths = paths
        assignments = Self.viewFoldersInApps(paths.map(Self.assignment), paths: paths, isView: isView)
    }

    /// Moves the child folders of app folders whose files are mostly views to Presentation.
    private static func viewFoldersInApps(_ assignments: [Assignment?], paths: [String], isView: [Bool])
        -> [Assignment?]
    {
        var views: [String: (views: Int, files: Int)] = [:]
        var childOf: [Int: String] = [:]
        for (index, assignment) in assignments.enumerated() {
            guard let assignment, assignment.isCompositionRoot,
                !FolderVocabulary.isDemoApp(Substring(assignment.name)),
                let child = childFolder(of: paths[index], under: assignment.folder)
            else { continue }
            childOf[index] = child
            views[child, default: (0, 0)].files += 1
            if isView[index] { views[child, default: (0, 0)].views += 1 }
        }
        var result = assignments
        for (index, child) in childOf {
            guard let count = views[child], count.views * 2 > count.files else { continue }
            let name = String(child.split(separator: "/").last ?? "")
            result[index] = Assignment(
                layer: "Presentation", folder: child, name: name, isNested: true, isCompositionRoot: false)
        }
        return result
    }

    /// `App/Main` for `App/Main/Home/HomeView.swift` under `App`; nil for a file directly in the folder.
    private static func childFolder(of path: String, under folder: String) -> String? {
        let rest = path.dropFirst(folder.count + 1).split(separator: "/")
        return rest.count > 1 ? folder + "/" + rest[0] : nil
    }

    private static func assignment(_ path: String) -> Assignment? {
        let folders = Array(path.split(separator: "/").dropLast())
        if let demo = folders.lastIndex(where: FolderVocabulary.isDemoApp) {
            return make(appLayer, folders, end: demo, name: String(folders[demo]), compositionRoot: true)
        }
        var found: Assignment?
        for (index, folder) in folders.enumerated() {
            if found != nil, !FolderVocabulary.isStrong(folder) { continue }
            switch FolderVocabulary.role(of: folder) {
            case .layer(let layer):
                // A `Core` inside another role's folder is that code's core (`domain/core`), not the shared layer.
                guard found?.layer != layer, found == nil || layer != coreLayer else { continue }
                found = make(layer, folders, end: index, name: String(folder), compositionRoot: false, after: found)
            case .compositionRoot:
                guard found?.layer != appLayer else { continue }
                found = make(appLayer, folders, end: index, name: String(folder), compositionRoot: true, after: found)
            case .featureContainer:
                guard index + 1 < folders.count, !FolderVocabulary.isGeneric(folders[index + 1]) else {
                    continue
                }
                let name = "Features/\(folders[index + 1])"
                found = make(
                    name, folders, end: index + 1, name: "\(folder)/\(folders[index + 1])", compositionRoot: false,
                    after: found, start: index)
            case nil:
                continue
            }
        }
        return found
    }

    private static func make(
        _ layer: String, _ folders: [Substring], end: Int, name: String, compositionRoot: Bool,
        after outer: Assignment? = nil, start: Int? = nil
    ) -> Assignment {
        let outerRole = folders[..<(start ?? end)].contains { FolderVocabulary.role(of: $0) != nil }
        return Assignment(
            layer: layer, folder: folders[...end].joined(separator: "/"), name: name,
            isNested: outer != nil || outerRole, isCompositionRoot: compositionRoot)
    }

    /// Path globs of one layer: `**/<name>/**` for a folder name that decides every file under it, the folder
    /// itself (`App/Sources/Data/**`) where the name is inside another role's folder or also holds files of
    /// another layer (`Domain/Interfaces/Repositories`), so that each file matches its own layer best.
    func globs(of layer: String) -> [String] {
        var globs: [String] = []
        let found = Set(assignments.compactMap { $0 }.filter { $0.layer == layer })
        for assignment in found.sorted(by: { $0.folder < $1.folder }) {
            let generic = !assignment.isNested && !holdsOtherLayers(assignment.name, layer)
            let glob = generic ? "**/\(assignment.name)/**" : assignment.folder + "/**"
            if !globs.contains(glob) { globs.append(glob) }
        }
        return globs
    }

    /// True when a file under a folder called `name` (anywhere) is in a layer other than `layer`.
    private func holdsOtherLayers(_ name: String, _ layer: String) -> Bool {
        let needle = "/" + name + "/"
        return paths.indices.contains { index in
            assignments[index]?.layer != layer && ("/" + paths[index]).contains(needle)
        }
    }

    /// The folders that put files in `layer`, with their file counts, largest first.
    func folders(of layer: String) -> [(folder: String, files: Int)] {
        var counts: [String: Int] = [:]
        for case let assignment? in assignments where assignment.layer == layer {
            counts[assignment.folder, default: 0] += 1
        }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The layers found, in the order of the vocabulary (features sorted, composition root last).
    var layerNames: [String] {
        let found = Set(assignments.compactMap { $0?.layer })
        let horizontal = FolderVocabulary.layers.map(\.layer).filter(found.contains)
        let features = found.filter { $0.hasPrefix("Features/") }.sorted()
        return horizontal + features + (found.contains(Self.appLayer) ? [Self.appLayer] : [])
    }
}

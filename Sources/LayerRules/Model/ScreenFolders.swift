import SwiftScanner

/// The folders that hold screens, among those where an `exceptScreens` path glob chose a file's layer: a folder
/// whose files, at any depth, declare a view (a type adopting SwiftUI's `View`, or a UIKit or AppKit view or view
/// controller, by name) or a view model (a type that a `types` pattern of a layer with `within` puts in that
/// layer, `LayerResolver.isSubLayerType`). Such a glob does not name its layer there: in `Profile/Repositories/`, which holds the
/// repositories screen and its view model, `Repositories/` names a screen, not a folder of Data; the same goes for
/// an `Entities/` screen of a smart-home app.
struct ScreenFolders: Sendable {
    /// Root-relative folder paths, without a trailing `/`.
    private let folders: Set<String>

    /// No folder holds a screen.
    static let none = ScreenFolders(folders: [])

    private init(folders: Set<String>) { self.folders = folders }

    var isEmpty: Bool { folders.isEmpty }

    /// The screen folders among the folders that `exceptScreens` globs chose files' layers by: per file of `files`
    /// (sorted by path), the depth of that folder, 0 for none. Only the files below such a folder are read, and
    /// only their top-level declarations' names and adopted types matched.
    init(files: [FileFacts], screenDepths: [Int], resolver: LayerResolver) {
        let candidates = Set(
            files.indices.compactMap { index in
                screenDepths[index] > 0 ? ProjectPath.ancestor(of: files[index].path, depth: screenDepths[index]) : nil
            })
        func declaresScreen(_ file: FileFacts) -> Bool {
            file.declarations.contains { declaration in
                guard declaration.parent == nil, declaration.kind.declaresType else { return false }
                return declaration.inherits.contains(where: ViewTypes.isExternalView)
                    || resolver.isSubLayerType(named: declaration.name, kind: declaration.kind)
            }
        }
        var folders: Set<String> = []
        for candidate in candidates {
            // The files below a folder are one run of the sorted paths, starting at the first path not before it.
            let prefix = candidate + "/"
            var low = 0
            var high = files.count
            while low < high {
                let middle = (low + high) / 2
                if files[middle].path < prefix { low = middle + 1 } else { high = middle }
            }
            while low < files.count, ProjectPath.isInside(files[low].path, candidate) {
                if declaresScreen(files[low]) {
                    folders.insert(candidate)
                    break
                }
                low += 1
            }
        }
        self.init(folders: folders)
    }

    /// The folder made of the first `depth` components of `path` when it holds a screen, else nil.
    func screenFolder(of path: String, depth: Int) -> String? {
        guard !folders.isEmpty, depth > 0 else { return nil }
        return ProjectPath.ancestor(of: path, depth: depth).flatMap { folders.contains($0) ? $0 : nil }
    }
}

/// A folder with many files that fell in no layer, and what to add to the policy for it.
public struct UnplacedFolder: Hashable, Sendable {
    public var folder: String
    public var files: Int
    /// What to add (`add "Sources/Other/**" to the 'paths' of a layer ...`).
    public var suggestion: String

    public init(folder: String, files: Int, suggestion: String) {
        self.folder = folder
        self.files = files
        self.suggestion = suggestion
    }
}

/// Finds the folders with more than `threshold` files in no layer: the deepest such folders first, a
/// parent only for the files its listed children do not hold.
enum UnplacedFolders {
    static let threshold = 20

    static func find(in model: ArchitectureModel) -> [UnplacedFolder] {
        var counts: [String: Int] = [:]
        var views: [String: Int] = [:]
        for (index, file) in model.files.enumerated() where model.fileLayers[index] == .none {
            let folders = file.path.split(separator: "/").dropLast()
            let isView = PolicyInference.declaresView(file)
            for depth in folders.indices {
                let folder = folders[...depth].joined(separator: "/")
                counts[folder, default: 0] += 1
                if isView { views[folder, default: 0] += 1 }
            }
        }
        var listed: [(folder: String, files: Int)] = []
        let candidates = counts.filter { $0.value > threshold }.keys.sorted {
            let depths = ($0.split(separator: "/").count, $1.split(separator: "/").count)
            return depths.0 != depths.1 ? depths.0 > depths.1 : $0 < $1
        }
        for folder in candidates {
            let inChildren = listed.filter { $0.folder.hasPrefix(folder + "/") }.reduce(0) { $0 + $1.files }
            let own = counts[folder]! - inChildren
            if own > threshold { listed.append((folder, own)) }
        }
        return listed.sorted { $0.folder < $1.folder }.map { entry in
            let glob = "\(entry.folder)/**"
            let mostlyViews = (views[entry.folder] ?? 0) * 2 > counts[entry.folder]!
            let suggestion =
                mostlyViews && model.catalog.id("Presentation") != nil
                ? "its files are mostly views: add \"\(glob)\" to the 'paths' of 'Presentation'"
                : "add \"\(glob)\" to the 'paths' of the layer it belongs to, or give it a layer of its own"
            return UnplacedFolder(folder: entry.folder, files: entry.files, suggestion: suggestion)
        }
    }
}

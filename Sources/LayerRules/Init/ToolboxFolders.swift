/// The default policy's `shared` globs that hold files of the tree (helpers kept below an application or platform
/// folder, mocks and stubs): `archlint init` writes them so that the starter policy leaves that code in no layer,
/// as the default policy does, instead of in the layer of the folder above it.
struct ToolboxFolders {
    /// The globs kept, in the default policy's order.
    let globs: [String]
    /// Per glob kept, the number of files it holds.
    let counts: [Int]

    init(paths: [String], candidates: [String]) {
        var globs: [String] = []
        var counts: [Int] = []
        for pattern in candidates {
            guard let glob = try? Glob(pattern) else { continue }
            let count = paths.count(where: glob.matches)
            guard count > 0 else { continue }
            globs.append(pattern)
            counts.append(count)
        }
        self.globs = globs
        self.counts = counts
    }

    /// What the summary says about them.
    var notes: [String] {
        zip(globs, counts).map { glob, count in
            "shared \(LayerBuilder.count(count)) under \(glob): in no layer, and every layer may use them"
        }
    }
}

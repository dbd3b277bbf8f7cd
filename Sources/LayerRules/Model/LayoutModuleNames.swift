/// Names of the modules a tree declares by its layout only: a folder holding a `Sources` folder is a module (as
/// where Tuist helpers declare the modules in code that archlint reads but does not run), named after the folder.
/// An `Interface`, `Testing` or `Example` folder of a feature is named after both, as Tuist's µFeature layout
/// names them: `Features/Character/Interface/Sources/` is `CharacterInterface`.
enum LayoutModuleNames {
    /// Folder names that a µFeature appends to its feature's name.
    static let featureParts: Set<Substring> = ["Interface", "Testing", "Example", "Tests", "UITests"]

    /// The module names the layout of the files at `paths` gives.
    static func names(ofFiles paths: some Sequence<String>) -> Set<String> {
        var names: Set<String> = []
        var seenFolders: Set<Substring> = []
        for path in paths {
            var components: [Substring] = []
            var start = path.startIndex
            while let slash = path[start...].firstIndex(of: "/") {
                let component = path[start..<slash]
                if component == "Sources", let module = components.last {
                    // Files of one module share the folder: its name is worked out once.
                    if seenFolders.insert(path[..<slash]).inserted {
                        let feature = components.count >= 2 ? components[components.count - 2] : nil
                        if let feature, featureParts.contains(module) {
                            names.insert(String(feature) + String(module))
                        } else {
                            names.insert(String(module))
                        }
                    }
                }
                components.append(component)
                start = path.index(after: slash)
            }
        }
        return names
    }
}

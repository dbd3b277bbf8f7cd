import SwiftScanner

/// Names of the modules a tree declares by its layout only: a folder holding a `Sources` folder is a module (as
/// where Tuist helpers declare the modules in code that archlint reads but does not run), named after the folder.
/// An `Interface`, `Testing` or `Example` folder of a feature is named after both, as Tuist's µFeature layout
/// names them: `Features/Character/Interface/Sources/` is `CharacterInterface`.
enum LayoutModuleNames {
    /// Folder names that a µFeature appends to its feature's name.
    static let featureParts: Set<String> = ["Interface", "Testing", "Example", "Tests", "UITests"]

    /// The module names the layout of the files at `paths` gives.
    static func names(ofFiles paths: some Sequence<String>) -> Set<String> {
        var names: Set<String> = []
        // The folder holding `Sources` last met, up to and including `Sources`: the files of a module come one
        // after another, and its name is worked out once.
        var lastModuleFolder: [UInt8] = []
        for path in paths {
            var path = path
            // Read in place as bytes, keeping where the last two folders began: every file of a tree is read.
            path.withUTF8 { bytes in
                var feature = 0..<0
                var module = 0..<0
                var start = 0
                for index in bytes.indices where bytes[index] == UInt8(ascii: "/") {
                    if !module.isEmpty, index - start == 7, isSources(bytes, at: start) {
                        let folder = UnsafeBufferPointer(rebasing: bytes[..<index])
                        if folder.count != lastModuleFolder.count || !folder.elementsEqual(lastModuleFolder) {
                            lastModuleFolder.replaceSubrange(lastModuleFolder.indices, with: folder)
                            names.insert(name(module: bytes[module], feature: bytes[feature]))
                        }
                    }
                    (feature, module) = (module, start..<index)
                    start = index + 1
                }
            }
        }
        return names
    }

    /// The name of the module in folder `module`, inside folder `feature` (empty at the top).
    private static func name(module: Slice<UnsafeBufferPointer<UInt8>>, feature: Slice<UnsafeBufferPointer<UInt8>>)
        -> String
    {
        let name = String(decoding: UnsafeBufferPointer(rebasing: module), as: UTF8.self)
        guard !feature.isEmpty, featureParts.contains(name) else { return name }
        return String(decoding: UnsafeBufferPointer(rebasing: feature), as: UTF8.self) + name
    }

    /// Whether the seven bytes at `start` spell `Sources`.
    private static func isSources(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        bytes[start] == UInt8(ascii: "S") && bytes[start + 1] == UInt8(ascii: "o")
            && bytes[start + 2] == UInt8(ascii: "u")
            && bytes[start + 3] == UInt8(ascii: "r") && bytes[start + 4] == UInt8(ascii: "c")
            && bytes[start + 5] == UInt8(ascii: "e") && bytes[start + 6] == UInt8(ascii: "s")
    }
}

/// The module names of a tree's layout (`LayoutModuleNames`), worked out on first use: only an import that a
/// layer's `allow` list rejects and no manifest declares asks, and most runs have none.
final class LayoutModules: @unchecked Sendable {
    private let files: [FileFacts]
    private let lock = Lock()
    private var names: Set<String>?

    init(files: [FileFacts]) {
        self.files = files
    }

    /// Whether the layout declares a module named `name`.
    func contains(_ name: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if let names { return names.contains(name) }
        let found = LayoutModuleNames.names(ofFiles: files.lazy.map(\.path))
        names = found
        return found.contains(name)
    }
}

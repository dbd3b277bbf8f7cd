import SwiftScanner

/// Apps that sit side by side in one repository without using each other's code (a collection of small
/// sample apps): one policy for all of them would put most files in no layer.
struct SideBySideApps {
    /// Root folders of the independent apps, grouped by the apps that use each other's code; empty when the
    /// tree is one app (or one app with extensions and tools), or when the largest group holds most files.
    let groups: [[String]]

    /// Folder names that end an app's root (`Login/Sources/App.swift` has root `Login`).
    private static let rootSuffixes: Set<String> = ["Sources", "Source", "App", "Application", "Supporting Files"]

    init(model: ArchitectureModel) {
        let roots = Self.appRoots(model.files)
        guard roots.count >= 3 else {
            groups = []
            return
        }
        let rootOfFile = model.files.map { file in roots.lastIndex { ProjectPath.isInside(file.path, $0) } }
        var parent = Array(roots.indices)
        func find(_ index: Int) -> Int {
            var current = index
            while parent[current] != current { current = parent[current] }
            return current
        }
        for (file, resolution) in model.resolutions.enumerated() {
            guard let from = rootOfFile[file] else { continue }
            for target in resolution.references where target.isSymbol {
                guard let to = rootOfFile[model.symbols[target].file], to != from else { continue }
                parent[find(from)] = find(to)
            }
        }
        var members: [Int: [String]] = [:]
        var files: [Int: Int] = [:]
        for index in roots.indices { members[find(index), default: []].append(roots[index]) }
        for case let root? in rootOfFile { files[find(root), default: 0] += 1 }
        let largest = files.values.max() ?? 0
        guard members.count >= 3, largest * 2 < model.files.count else {
            groups = []
            return
        }
        groups = members.values.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }

    private static func isAppStart(_ declaration: DeclarationFact) -> Bool {
        guard declaration.parent == nil else { return false }
        if declaration.name == "AppDelegate" { return true }
        return declaration.attributes.contains { $0 == "@main" || $0 == "@UIApplicationMain" }
    }

    /// The folders of the files that start an app (`@main`, `@UIApplicationMain`, an `AppDelegate`), without
    /// their trailing `Sources` or `App` folders; nested roots fold into the outer one. A demo app (its root
    /// folder a demo, example or sample name of `FolderVocabulary.isDemoApp`) is left out.
    private static func appRoots(_ files: [FileFacts]) -> [String] {
        var roots: Set<String> = []
        for file in files {
            guard file.declarations.contains(where: isAppStart) else { continue }
            var folders = Array(file.path.split(separator: "/").dropLast())
            while let last = folders.last, rootSuffixes.contains(String(last)) { folders.removeLast() }
            // A module's demo app (Tuist's `Features/Home/Example`) shows off its module: it is no app of its own.
            if let last = folders.last, FolderVocabulary.isDemoApp(last) { continue }
            roots.insert(folders.joined(separator: "/"))
        }
        let sorted = roots.sorted()
        return sorted.filter { root in !sorted.contains { $0 != root && ProjectPath.isInside(root + "/x", $0) } }
    }
}

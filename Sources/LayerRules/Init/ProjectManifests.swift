import SwiftScanner

/// Tuist manifests and their helpers (`Project.swift`, `Workspace.swift`, `ProjectDescriptionHelpers/`):
/// Swift files that describe the project and are never part of the app, so the inferred policy excludes them.
enum ProjectManifests {
    static let modules: Set<Substring> = ["ProjectDescription", "ProjectDescriptionHelpers"]
    static let manifestNames: Set<Substring> = [
        "Project.swift", "Workspace.swift", "Config.swift", "Tuist.swift", "Dependencies.swift", "Package.swift",
    ]

    /// Exclusion globs for the manifests among `files` (files importing `ProjectDescription`), in first-seen order.
    static func exclusions(_ files: [FileFacts]) -> [String] {
        var globs: [String] = []
        for file in files where file.imports.contains(where: { modules.contains($0.topLevelModule) }) {
            let components = file.path.split(separator: "/")
            let glob: String
            if let helpers = components.dropLast().firstIndex(of: "ProjectDescriptionHelpers") {
                glob = components[...helpers].joined(separator: "/") + "/**"
            } else if let name = components.last, manifestNames.contains(name) {
                glob = "**/\(name)"
            } else {
                glob = file.path
            }
            if !globs.contains(glob) { globs.append(glob) }
        }
        return globs
    }
}

/// A project file that could not be read (fatal), or a part of one that was not understood.
public struct ProjectFileProblem: Hashable, Sendable {
    /// As printed: the scan root joined with the root-relative path.
    public var path: String
    public var position: SourcePosition?
    public var message: String
    public var isFatal: Bool

    public init(path: String, position: SourcePosition?, message: String, isFatal: Bool) {
        self.path = path
        self.position = position
        self.message = message
        self.isFatal = isFatal
    }
}

/// The output of the project-file stage: the manifests and project files among the discovered files, read,
/// and the Swift files left to scan as sources.
public struct ProjectFiles: Sendable {
    /// The discovered files that are neither manifests nor project files, in discovery order.
    public var sources: [DiscoveredFile] = []
    /// The `Package.swift` manifests read, one per folder.
    public var packageManifests: [PackageManifest] = []
    /// Root-relative paths of the `Package@swift-<version>.swift` variants not read.
    public var ignoredVariants: [String] = []
    /// Xcode projects, XcodeGen specs and Tuist projects read.
    public var projects: [ProjectManifest] = []
    /// Manifests, project files, included files and Tuist helpers read, root-relative: the package manifests
    /// first, then the project files.
    public var manifestPaths: [String] = []
    /// The package manifests' problems first, then the project files'.
    public var problems: [ProjectFileProblem] = []

    public init() {}
}

/// The project-file stage: separates the package manifests (`PackageManifestFiles`) and the project files
/// (`ProjectFileReader`) from the discovered files and reads them. Nothing read is ever run.
public enum ProjectFileStage {
    /// `files` must carry root-relative `relativePath`s (exclusions already applied); `isDirectory` answers
    /// for paths as given (the root joined).
    public static func read(
        _ files: [DiscoveredFile], root: String, isDirectory: (String) -> Bool = FileSystem.isDirectory
    ) -> ProjectFiles {
        var result = ProjectFiles()
        let packages = PackageManifestFiles(files)
        result.packageManifests = packages.read(into: &result)
        result.ignoredVariants = packages.ignoredVariants
        var projects = ProjectFileReader(packages.others, root: root, isDirectory: isDirectory)
        projects.readProjects(root: root)
        result.sources = projects.sources
        result.projects = projects.projects
        result.manifestPaths += projects.manifestPaths
        result.problems += projects.problems
        return result
    }
}

/// File-system questions the stages ask besides reading.
public enum FileSystem {
    /// Whether `path` is a directory on disk (following symbolic links).
    public static func isDirectory(_ path: String) -> Bool {
        if case .success(let status) = POSIX.status(path, followLinks: true) { return status.type == .directory }
        return false
    }

    /// Joins a scan root and a root-relative path the way they are printed (as `DisplayPath` does).
    static func join(root: String, _ relativePath: String) -> String {
        if root == "." || root.isEmpty { return relativePath }
        return root.hasSuffix("/") ? root + relativePath : root + "/" + relativePath
    }
}

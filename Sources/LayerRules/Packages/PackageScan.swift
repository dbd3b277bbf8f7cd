import SwiftScanner

/// The module stage: the packages and projects read by the project-file stage (`ProjectFileStage`) as a
/// `PackageGraph`, and the sources split into those to check and those of test targets (exempt from layer
/// rules: left out of the model). Pure: the file system is only asked, through `isDirectory`, which folders
/// exist.
public struct PackageScan: Sendable {
    /// The Swift sources to check.
    public var sources: [DiscoveredFile] = []
    /// Per source to check (aligned with `sources`), its module in `graph`, or nil.
    public var sourceModules: [Int?] = []
    /// The Swift sources of test targets, left out of `sources`.
    public var testSources: [DiscoveredFile] = []
    /// Where the `testSources` are among the sources given (`ProjectFiles.sources`), in order.
    public var testSourceIndices: [Int] = []
    public var graph: PackageGraph = .empty
    /// Unreadable manifests (fatal) and parts of manifests that could not be understood.
    public var problems: [InputProblem] = []
    /// Manifests read, by root-relative path (the variants not read are in `graph.ignoredVariants`).
    public var manifestPaths: [String] = []

    /// Runs the project-file stage over `files` and builds the modules: `files` must carry root-relative
    /// `relativePath`s; `isDirectory` answers for paths as given (root joined).
    public init(_ files: [DiscoveredFile], root: String, isDirectory: (String) -> Bool) {
        self.init(
            ProjectFileStage.read(files, root: root, isDirectory: isDirectory), root: root, isDirectory: isDirectory)
    }

    /// The modules of the project files `read` under `root`.
    public init(_ read: ProjectFiles, root: String, isDirectory: (String) -> Bool) {
        problems = read.problems
        manifestPaths = read.manifestPaths
        graph = PackageGraph(
            manifests: read.packageManifests, ignoredVariants: read.ignoredVariants, projects: read.projects,
            sourcePaths: read.sources.map(\.relativePath)
        ) {
            isDirectory(DisplayPath.join(root: root, $0))
        }
        let graph = graph
        for (index, file) in read.sources.enumerated() {
            let module = graph.module(forFile: file.relativePath)
            // `target.kind`, not `isTest`: the getter is called on a copy of the module (every string and list in it).
            if let module, graph.modules[module].target.kind == .test {
                testSources.append(file)
                testSourceIndices.append(index)
            } else {
                sources.append(file)
                sourceModules.append(module)
            }
        }
    }
}

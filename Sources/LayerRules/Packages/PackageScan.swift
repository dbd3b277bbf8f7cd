import SwiftScanner

/// Separates the package manifests and project files (see `ProjectScan`) from the sources among the
/// discovered files, reads them, and leaves out the sources of test targets (exempt from layer rules).
///
/// Every `Package.swift` and `Package@swift-<version>.swift` is a manifest, never source of a layer. In a
/// folder with both, `Package.swift` is read and the version-specific variants are not; a folder with only
/// variants has the last of them (by name) read.
public struct PackageScan: Sendable {
    /// The files to scan as Swift sources.
    public var sources: [DiscoveredFile] = []
    /// The Swift sources of test targets, left out of `sources`.
    public var testSources: [DiscoveredFile] = []
    public var graph: PackageGraph = .empty
    /// Unreadable manifests (fatal) and parts of manifests that could not be understood.
    public var problems: [InputProblem] = []
    /// Manifests read, by root-relative path (the variants not read are in `graph.ignoredVariants`).
    public var manifestPaths: [String] = []

    /// Like `init`, then runs `scan` over the kept `sources` and returns its outcomes, in order. Projects are
    /// read first (on all cores, one project a task): they decide which files belong to test targets, which are
    /// then not scanned at all.
    public static func scanning<Outcome>(
        _ files: [DiscoveredFile], root: String, isDirectory: (String) -> Bool,
        with scan: ([DiscoveredFile]) -> [Outcome]
    ) -> (packages: PackageScan, outcomes: [Outcome]) {
        let packages = PackageScan(files, root: root, isDirectory: isDirectory)
        return (packages, scan(packages.sources))
    }

    /// `files` must carry root-relative `relativePath`s; `isDirectory` answers for paths as given (root joined).
    public init(_ files: [DiscoveredFile], root: String, isDirectory: (String) -> Bool) {
        var manifestsByFolder: [String: [DiscoveredFile]] = [:]
        var sources: [DiscoveredFile] = []
        for file in files {
            let name = ProjectPath.lastComponent(of: file.relativePath)
            if name.hasPrefix("Package"), ManifestReader.isManifestName(String(name)) {
                manifestsByFolder[ProjectPath.parent(of: file.relativePath), default: []].append(file)
            } else {
                sources.append(file)
            }
        }
        var chosenManifests: [DiscoveredFile] = []
        var ignoredVariants: [String] = []
        for folder in manifestsByFolder.keys.sorted() {
            let candidates = manifestsByFolder[folder]!.sorted { $0.relativePath < $1.relativePath }
            let chosen =
                candidates.first { $0.relativePath.hasSuffix("/Package.swift") || $0.relativePath == "Package.swift" }
                ?? candidates.last!
            ignoredVariants += candidates.filter { $0 != chosen }.map(\.relativePath)
            chosenManifests.append(chosen)
        }
        let readings = chosenManifests.concurrentMap(batch: 4) { index in
            let file = chosenManifests[index]
            return Result { () throws(FileReader.Failure) in
                ManifestReader.read(bytes: try FileReader.contents(ofFile: file.path), path: file.relativePath)
            }
        }
        var manifests: [PackageManifest] = []
        for (file, reading) in zip(chosenManifests, readings) {
            switch reading {
            case .success(let manifest):
                manifests.append(manifest)
                manifestPaths.append(file.relativePath)
                problems += manifest.diagnostics.map {
                    InputProblem(path: file.path, position: $0.position, message: $0.message, isFatal: false)
                }
            case .failure(let error):
                problems.append(
                    InputProblem(
                        path: file.path, position: nil, message: "cannot read file: " + error.reason, isFatal: true))
            }
        }
        var projectScan = ProjectScan(sources, root: root, isDirectory: isDirectory)
        sources = projectScan.sources
        projectScan.readProjects(root: root)
        problems += projectScan.problems
        manifestPaths += projectScan.manifestPaths
        graph = PackageGraph(
            manifests: manifests, ignoredVariants: ignoredVariants, projects: projectScan.projects,
            sourcePaths: sources.map(\.relativePath)
        ) {
            isDirectory(DisplayPath.join(root: root, $0))
        }
        let graph = graph
        for file in sources {
            if graph.module(forFile: file.relativePath).map({ graph.modules[$0].isTest }) ?? false {
                testSources.append(file)
            } else {
                self.sources.append(file)
            }
        }
    }
}

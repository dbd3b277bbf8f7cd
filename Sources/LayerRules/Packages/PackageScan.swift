import Dispatch
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

    /// `files` must carry root-relative `relativePath`s; `isDirectory` answers for paths as given (root joined).
    public init(_ files: [DiscoveredFile], root: String, isDirectory: (String) -> Bool) {
        self.init(files, root: root, isDirectory: isDirectory, alongside: nil)
    }

    /// Like `init`, and runs `scan` over the candidate sources while the Xcode and XcodeGen projects are read
    /// (they decide which files belong to test targets); returns the outcomes of the kept `sources`, in order.
    public static func scanning<Outcome>(
        _ files: [DiscoveredFile], root: String, isDirectory: (String) -> Bool,
        with scan: ([DiscoveredFile]) -> [Outcome]
    ) -> (packages: PackageScan, outcomes: [Outcome]) {
        var candidates: [DiscoveredFile] = []
        var outcomes: [Outcome] = []
        let packages = withoutActuallyEscaping(scan) { scan in
            PackageScan(files, root: root, isDirectory: isDirectory) { sources in
                candidates = sources
                outcomes = scan(sources)
            }
        }
        guard packages.sources.count < candidates.count else { return (packages, outcomes) }
        let kept = Set(packages.sources.map(\.relativePath))
        return (packages, zip(candidates, outcomes).filter { kept.contains($0.0.relativePath) }.map(\.1))
    }

    private init(
        _ files: [DiscoveredFile], root: String, isDirectory: (String) -> Bool,
        alongside work: (([DiscoveredFile]) -> Void)?
    ) {
        var manifestsByFolder: [String: [DiscoveredFile]] = [:]
        var sources: [DiscoveredFile] = []
        for file in files {
            let name = PackagePath.fileName(of: file.relativePath)
            if name.hasPrefix("Package"), ManifestReader.isManifestName(String(name)) {
                manifestsByFolder[PackagePath.parent(of: file.relativePath), default: []].append(file)
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
        let projectScan = ProjectReading(ProjectScan(sources, root: root, isDirectory: isDirectory))
        sources = projectScan.sources
        if let work {
            // The projects' reading is mostly one large file: it runs beside the parallel scan of the sources.
            let candidates = sources
            DispatchQueue.concurrentPerform(iterations: 2) { part in
                if part == 0 { projectScan.readProjects(root: root) } else { work(candidates) }
            }
        } else {
            projectScan.readProjects(root: root)
        }
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

/// A `ProjectScan` shared by reference, so that its projects can be read on another thread.
private final class ProjectReading: @unchecked Sendable {
    private var scan: ProjectScan

    init(_ scan: ProjectScan) {
        self.scan = scan
    }

    var sources: [DiscoveredFile] { scan.sources }
    var projects: [ProjectManifest] { scan.projects }
    var problems: [InputProblem] { scan.problems }
    var manifestPaths: [String] { scan.manifestPaths }

    func readProjects(root: String) { scan.readProjects(root: root) }
}

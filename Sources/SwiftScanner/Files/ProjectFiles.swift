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
    public var problems: [InputProblem] = []

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
        var reader = reader(files, root: root, isDirectory: isDirectory)
        let readings = (0..<reader.readCount).concurrentMap(batch: 1) { [reader] index in
            reader.read(index, root: root)
        }
        return reader.finish(readings, root: root)
    }

    /// `read`, and the read+scan stage over the `sources` of its result, on one pool of workers: the Xcode
    /// projects and the package manifests are read first, and the workers that finish them go on with the
    /// sources (the outcomes, in the order of `sources`), so that neither waits for the other. As soon as
    /// they are read, one worker turns them into `modules` while the others scan; the sources it names
    /// (indices into `sources`) are left unscanned: their outcomes are not to be used. A `cache` gives the facts
    /// of the sources it holds and records all of them (`ParallelScanner.scan`).
    public static func readAndScan<Modules>(
        _ files: [DiscoveredFile], root: String, isDirectory: (String) -> Bool = FileSystem.isDirectory,
        progress: (@Sendable (_ started: Int, _ total: Int) -> Void)? = nil, cpuTime: ScanCPUTimeSink? = nil,
        cache: FactCache? = nil, modules: (ProjectFiles) -> (modules: Modules, unscanned: [Int])
    ) -> (files: ProjectFiles, modules: Modules, outcomes: [ScanOutcome]) {
        let reader = reader(files, root: root, isDirectory: isDirectory)
        let readings = ResultSlots<Reading>(count: reader.readCount)
        let built = ResultSlots<(files: ProjectFiles, modules: Modules)>(count: 1)
        let outcomes = ParallelScanner.scan(
            reader.projects.sources, after: reader.readCount,
            { index in readings.store(reader.read(index, root: root, cache: cache), at: index) },
            whenTasksDone: {
                var finished = reader
                let read = finished.finish(readings.values { .notRead }, root: root)
                let (modules, unscanned) = modules(read)
                built.store((read, modules), at: 0)
                return unscanned
            },
            progress: progress, cpuTime: cpuTime, cache: cache)
        let result = built.values { preconditionFailure("the follow-up of the project reads always runs") }[0]
        return (result.files, result.modules, outcomes)
    }

    private static func reader(_ files: [DiscoveredFile], root: String, isDirectory: (String) -> Bool) -> Reader {
        var result = ProjectFiles()
        let packages = PackageManifestFiles(files)
        result.ignoredVariants = packages.ignoredVariants
        return Reader(
            result: result, packages: packages,
            projects: ProjectFileReader(packages.others, root: root, isDirectory: isDirectory))
    }

    /// One file `Reader.read` read: an Xcode project or a package manifest.
    private enum Reading {
        case xcodeProject(Result<ProjectManifest, FileReader.Failure>)
        case packageManifest(Result<PackageManifest, FileReader.Failure>)
        /// A slot no worker filled (never, once the reads are done).
        case notRead

        private static let missing = FileReader.Failure(reason: "not read")

        /// The Xcode project read, or a failure for a slot of another kind.
        var xcodeProject: Result<ProjectManifest, FileReader.Failure> {
            if case .xcodeProject(let reading) = self { return reading }
            return .failure(Self.missing)
        }

        /// The package manifest read, or a failure for a slot of another kind.
        var packageManifest: Result<PackageManifest, FileReader.Failure> {
            if case .packageManifest(let reading) = self { return reading }
            return .failure(Self.missing)
        }
    }

    /// The package manifests to read, and the project files classified (the Xcode projects still to read).
    private struct Reader {
        var result: ProjectFiles
        let packages: PackageManifestFiles
        var projects: ProjectFileReader

        /// The files `read` reads: the Xcode projects (the larger reads, first), then the package manifests.
        var readCount: Int { projects.xcodeProjectCount + packages.chosen.count }

        /// Reads the `index`th of the files; safe to call from any thread.
        func read(_ index: Int, root: String, cache: FactCache? = nil) -> Reading {
            let projectCount = projects.xcodeProjectCount
            return index < projectCount
                ? .xcodeProject(projects.readXcodeProject(index, root: root, cache: cache))
                : .packageManifest(packages.readManifest(index - projectCount))
        }

        /// Takes the `readings` in (one per `read` index, in order): the package manifests first, then the
        /// Xcode projects and the XcodeGen specs (read here).
        mutating func finish(_ readings: [Reading], root: String) -> ProjectFiles {
            let projectCount = projects.xcodeProjectCount
            result.packageManifests = packages.add(readings[projectCount...].map(\.packageManifest), to: &result)
            projects.addProjects(readings[..<projectCount].map(\.xcodeProject), root: root)
            result.sources = projects.sources
            result.projects = projects.projects
            result.manifestPaths += projects.manifestPaths
            result.problems += projects.problems
            return result
        }
    }
}

/// File-system questions the stages ask besides reading.
public enum FileSystem {
    /// Whether `path` is a directory on disk (following symbolic links).
    public static func isDirectory(_ path: String) -> Bool {
        if case .success(let status) = POSIX.status(path, followLinks: true) { return status.type == .directory }
        return false
    }
}

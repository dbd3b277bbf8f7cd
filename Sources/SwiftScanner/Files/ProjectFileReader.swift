/// Separates the project files among the discovered files and reads them: Xcode projects
/// (`*.xcodeproj/project.pbxproj`), XcodeGen specs (`project.yml` and the files they include) and Tuist
/// manifests (`Project.swift` and `Config.swift` importing `ProjectDescription`, `Workspace.swift`,
/// `Tuist.swift`, everything under a `Tuist/` or `ProjectDescriptionHelpers/` folder). Manifests are never
/// scanned as sources. `Tuist/Package.swift` is not read here: it is a `Package.swift` (see
/// `PackageManifestFiles`), and declares external packages only, so it adds no modules.
struct ProjectFileReader {
    /// The files left to scan as Swift sources.
    private(set) var sources: [DiscoveredFile] = []
    private(set) var projects: [ProjectManifest] = []
    private(set) var problems: [InputProblem] = []
    /// Project files, included files and Tuist manifests and helpers read, root-relative.
    private(set) var manifestPaths: [String] = []
    /// The Xcode and XcodeGen project files, read by `readProjects`.
    private var xcode: [DiscoveredFile] = []
    private var xcodegen: [DiscoveredFile] = []

    /// Classifies the files (by path, on all cores) and reads the Tuist manifests; the Xcode and XcodeGen
    /// projects are read by `readProjects` (which may run while the sources are scanned).
    init(_ files: [DiscoveredFile], root: String, isDirectory: (String) -> Bool) {
        var tuistCandidates: [DiscoveredFile] = []
        var helpers: [DiscoveredFile] = []
        // Per file: whether it may be a source (not a project file nor a Tuist manifest by its path), and
        // whether it is a candidate manifest (dropped from the sources when read as one).
        var maySource = [Bool](repeating: true, count: files.count)
        var isCandidate = [Bool](repeating: false, count: files.count)
        let kinds = files.concurrentMap(batch: 256) { FileKind(files[$0].relativePath) }
        for (index, kind) in kinds.enumerated() where kind != .source {
            let file = files[index]
            switch kind {
            case .xcodeProject, .otherProjectFile:
                maySource[index] = false
                if kind == .xcodeProject { xcode.append(file) }
            case .xcodegenSpec:
                maySource[index] = false
                xcodegen.append(file)
            case .tuistManifest, .tuistHelper:
                maySource[index] = false
                manifestPaths.append(file.relativePath)
                if kind == .tuistHelper { helpers.append(file) }
            case .tuistCandidate:
                tuistCandidates.append(file)
                isCandidate[index] = true
            case .source:
                break
            }
        }
        var tuistHelpers = TuistHelpers()
        for file in helpers {
            if let bytes = try? FileReader.contents(ofFile: file.path) {
                bytes.withUnsafeBufferPointer { tuistHelpers.add($0) }
            }
        }
        for file in tuistCandidates {
            let bytes: [UInt8]
            do {
                bytes = try FileReader.contents(ofFile: file.path)
            } catch {
                continue
            }
            let manifest: ProjectManifest? = bytes.withUnsafeBufferPointer { buffer in
                guard TuistReader.isManifest(buffer) else { return nil }
                guard ProjectPath.lastComponent(of: file.relativePath) == "Project.swift" else {
                    return ProjectManifest(path: file.relativePath, format: .tuist)
                }
                return TuistReader.read(buffer, path: file.relativePath, helpers: tuistHelpers) {
                    isDirectory(DisplayPath.join(root: root, $0))
                }
            }
            guard let manifest else { continue }
            if manifest.targets.isEmpty && manifest.diagnostics.isEmpty {
                manifestPaths.append(file.relativePath)
            } else {
                add(.success(manifest), file, root: root)
            }
        }
        let read = Set(manifestPaths)
        sources = files.indices.filter { maySource[$0] && !(isCandidate[$0] && read.contains(files[$0].relativePath)) }
            .map { files[$0] }
    }

    /// What a discovered file is to the project stage, by its path alone.
    private enum FileKind {
        /// `X.xcodeproj/project.pbxproj`.
        case xcodeProject
        /// A `project.pbxproj` outside an `.xcodeproj` folder: neither read nor scanned.
        case otherProjectFile
        /// `project.yml`.
        case xcodegenSpec
        /// A Tuist manifest by its path (`TuistReader.isManifestPath`), in a `ProjectDescriptionHelpers`
        /// folder or not.
        case tuistManifest
        case tuistHelper
        /// `Project.swift` or `Config.swift` elsewhere: a Tuist manifest if it imports `ProjectDescription`.
        case tuistCandidate
        case source

        init(_ path: String) {
            if ProjectPath.hasName("project.pbxproj", path) {
                self = ProjectPath.parent(of: path).hasSuffix(".xcodeproj") ? .xcodeProject : .otherProjectFile
            } else if ProjectPath.hasName("project.yml", path) {
                self = .xcodegenSpec
            } else if TuistReader.isManifestPath(path) {
                self =
                    ProjectPath.hasFolder(named: "ProjectDescriptionHelpers", in: path) ? .tuistHelper : .tuistManifest
            } else if ProjectPath.hasName("Project.swift", path) || ProjectPath.hasName("Config.swift", path) {
                self = .tuistCandidate
            } else {
                self = .source
            }
        }
    }

    /// The number of Xcode projects to read (with `readXcodeProject`).
    var xcodeProjectCount: Int { xcode.count }

    /// Reads the `index`th Xcode project, or takes what it declares from `cache` when the cache holds the
    /// project file's content; safe to call from any thread.
    func readXcodeProject(_ index: Int, root: String, cache: FactCache? = nil) -> Result<
        ProjectManifest, FileReader.Failure
    > {
        let absoluteRoot = root.hasPrefix("/") ? String(root.reversed().drop { $0 == "/" }.reversed()) : nil
        let file = xcode[index]
        return Result { () throws(FileReader.Failure) in
            try FileReader.withContents(of: file.path) { bytes in
                let parse = { XcodeProjectReader.read(bytes, path: file.relativePath, absoluteRoot: absoluteRoot) }
                return cache?.project(bytes, path: file.relativePath, absoluteRoot: absoluteRoot, read: parse)
                    ?? parse()
            }
        }
    }

    /// Adds the Xcode projects read (in `readXcodeProject` order) and reads the XcodeGen specs.
    mutating func addProjects(_ xcodeReadings: [Result<ProjectManifest, FileReader.Failure>], root: String) {
        for (file, reading) in zip(xcode, xcodeReadings) { add(reading, file, root: root) }
        for file in xcodegen {
            let manifest = XcodeGenReader.read(path: file.relativePath) { relative in
                try? FileReader.contents(ofFile: DisplayPath.join(root: root, relative))
            }
            add(.success(manifest), file, root: root)
            manifestPaths += manifest.includedFiles
        }
    }

    private mutating func add(
        _ reading: Result<ProjectManifest, FileReader.Failure>, _ file: DiscoveredFile, root: String
    ) {
        switch reading {
        case .success(let manifest):
            projects.append(manifest)
            manifestPaths.append(file.relativePath)
            problems += manifest.diagnostics.map {
                InputProblem(
                    path: DisplayPath.join(root: root, $0.path), position: $0.position, message: $0.message,
                    isFatal: false)
            }
        case .failure(let error):
            problems.append(
                InputProblem(
                    path: file.path, position: nil, message: "cannot read file: " + error.reason, isFatal: true))
        }
    }
}

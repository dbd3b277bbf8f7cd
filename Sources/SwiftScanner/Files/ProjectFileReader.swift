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
    private(set) var problems: [ProjectFileProblem] = []
    /// Project files, included files and Tuist manifests and helpers read, root-relative.
    private(set) var manifestPaths: [String] = []
    /// The Xcode and XcodeGen project files, read by `readProjects`.
    private var xcode: [DiscoveredFile] = []
    private var xcodegen: [DiscoveredFile] = []

    /// Classifies the files and reads the Tuist manifests; the Xcode and XcodeGen projects are read by
    /// `readProjects` (which may run while the sources are scanned).
    init(_ files: [DiscoveredFile], root: String, isDirectory: (String) -> Bool) {
        var tuistCandidates: [DiscoveredFile] = []
        var helpers: [DiscoveredFile] = []
        for file in files {
            let name = ProjectPath.lastComponent(of: file.relativePath)
            if name == "project.pbxproj" {
                if ProjectPath.parent(of: file.relativePath).hasSuffix(".xcodeproj") { xcode.append(file) }
            } else if name == "project.yml" {
                xcodegen.append(file)
            } else if TuistReader.isManifestPath(file.relativePath) {
                manifestPaths.append(file.relativePath)
                if ProjectPath.hasFolder(named: "ProjectDescriptionHelpers", in: file.relativePath) {
                    helpers.append(file)
                }
            } else if name == "Project.swift" || name == "Config.swift" {
                tuistCandidates.append(file)
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
                    isDirectory(FileSystem.join(root: root, $0))
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
        sources = files.filter { file in
            let name = ProjectPath.lastComponent(of: file.relativePath)
            return !read.contains(file.relativePath) && name != "project.pbxproj" && name != "project.yml"
        }
    }

    /// Reads the Xcode projects (on all cores) and the XcodeGen specs.
    mutating func readProjects(root: String) {
        let xcode = xcode
        let absoluteRoot = root.hasPrefix("/") ? String(root.reversed().drop { $0 == "/" }.reversed()) : nil
        let xcodeReadings = xcode.concurrentMap(batch: 1) { index in
            Result { () throws(FileReader.Failure) in
                try XcodeProjectReader.read(
                    contentsOf: xcode[index].path, path: xcode[index].relativePath, absoluteRoot: absoluteRoot)
            }
        }
        for (file, reading) in zip(xcode, xcodeReadings) { add(reading, file, root: root) }
        for file in xcodegen {
            let manifest = XcodeGenReader.read(path: file.relativePath) { relative in
                try? FileReader.contents(ofFile: FileSystem.join(root: root, relative))
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
                ProjectFileProblem(
                    path: FileSystem.join(root: root, $0.path), position: $0.position, message: $0.message,
                    isFatal: false)
            }
        case .failure(let error):
            problems.append(
                ProjectFileProblem(
                    path: file.path, position: nil, message: "cannot read file: " + error.reason, isFatal: true))
        }
    }
}

/// The package manifests among discovered files, one chosen per folder.
///
/// Every `Package.swift` and `Package@swift-<version>.swift` is a manifest, never source of a layer. In a
/// folder with both, `Package.swift` is read and the version-specific variants are not; a folder with only
/// variants has the last of them (by name) read.
struct PackageManifestFiles {
    /// The manifests to read, by folder path order.
    private(set) var chosen: [DiscoveredFile] = []
    /// Root-relative paths of the variants not read.
    private(set) var ignoredVariants: [String] = []
    /// The files that are not package manifests, in their order.
    private(set) var others: [DiscoveredFile] = []

    /// Picks the manifests among `files`, whose names are looked at on all cores.
    init(_ files: [DiscoveredFile]) {
        var manifestsByFolder: [String: [DiscoveredFile]] = [:]
        let isManifest = files.concurrentMap(batch: 256) { index in
            let name = ProjectPath.lastComponentSlice(of: files[index].relativePath)
            return name.utf8.starts(with: "Package".utf8) && ManifestReader.isManifestName(String(name))
        }
        others.reserveCapacity(files.count)
        for index in files.indices {
            if isManifest[index] {
                manifestsByFolder[ProjectPath.parent(of: files[index].relativePath), default: []].append(files[index])
            } else {
                others.append(files[index])
            }
        }
        for folder in manifestsByFolder.keys.sorted() {
            let candidates = manifestsByFolder[folder]!.sorted { $0.relativePath < $1.relativePath }
            let manifest =
                candidates.first { $0.relativePath.hasSuffix("/Package.swift") || $0.relativePath == "Package.swift" }
                ?? candidates.last!
            ignoredVariants += candidates.filter { $0 != manifest }.map(\.relativePath)
            chosen.append(manifest)
        }
    }

    /// Reads the `index`th chosen manifest; safe to call from any thread.
    func readManifest(_ index: Int) -> Result<PackageManifest, FileReader.Failure> {
        let file = chosen[index]
        return Result { () throws(FileReader.Failure) in
            ManifestReader.read(bytes: try FileReader.contents(ofFile: file.path), path: file.relativePath)
        }
    }

    /// The manifests of `readings` (one per chosen manifest, in order); the paths read and the problems go
    /// to `files`.
    func add(_ readings: [Result<PackageManifest, FileReader.Failure>], to files: inout ProjectFiles)
        -> [PackageManifest]
    {
        var manifests: [PackageManifest] = []
        for (file, reading) in zip(chosen, readings) {
            switch reading {
            case .success(let manifest):
                manifests.append(manifest)
                files.manifestPaths.append(file.relativePath)
                files.problems += manifest.diagnostics.map {
                    InputProblem(path: file.path, position: $0.position, message: $0.message, isFatal: false)
                }
            case .failure(let error):
                files.problems.append(
                    InputProblem(
                        path: file.path, position: nil, message: "cannot read file: " + error.reason, isFatal: true))
            }
        }
        return manifests
    }
}

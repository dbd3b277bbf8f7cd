import SwiftScanner

/// The files discovery found that the policy keeps, with root-relative paths, and the paths that could not
/// be walked.
struct DiscoveredSources {
    var files: [DiscoveredFile]
    var problems: [InputProblem]
}

/// The facts of the files read and scanned, in input order, and the files' problems (unreadable files and
/// scanner diagnostics).
struct ScannedSources {
    var facts: [FileFacts]
    /// Per file of `facts`, its module (as `PackageScan.sourceModules` gives it).
    var modules: [Int?]
    var problems: [InputProblem]
    /// The indices of the kept files among the files scanned, ascending.
    var keptIndices: [Int] = []
}

/// The source ends of `check`'s front stages: discovery (the file system walk, then the policy's
/// exclusions) and the facts of the scan. The file-system work itself is `SourceDiscovery`'s,
/// `ProjectFileStage`'s and `ParallelScanner`'s.
enum SourceStage {
    /// Discovers the files under `paths` (project files included) and drops those `excluded` matches; the
    /// kept files carry paths relative to `root`.
    static func discover(_ paths: [String], root: String, excluding excluded: [Glob], followSymlinks: Bool)
        -> DiscoveredSources
    {
        // A folder every path inside of which is excluded is not walked (`**/Tests/**` skips each `Tests`).
        let prunable = excluded.filter(\.canMatchWholeFolders)
        let discovered = SourceDiscovery.find(
            paths, followSymlinks: followSymlinks, projectFiles: true,
            skippingFolder: prunable.isEmpty
                ? nil
                : { walkRoot, folder in
                    let path =
                        root == "." ? DisplayPath.strippingDotSlash(DisplayPath.join(root: walkRoot, folder)) : folder
                    return prunable.contains { $0.matchesEverything(inside: path) }
                })
        let problems = discovered.problems
        var files = discovered.files
        if root == "." {
            // Paths relative to the project root: a walked root's own path, then the path inside it.
            for index in files.indices {
                let relative = DisplayPath.strippingDotSlash(files[index].path)
                if relative != files[index].relativePath { files[index].relativePath = relative }
            }
        }
        guard !excluded.isEmpty else { return DiscoveredSources(files: files, problems: problems) }
        // The exclusion globs are matched on all cores: every discovered file is matched against each. The
        // workers read the paths in place, so that no file (three strings) is copied and retained per glob.
        let isExcluded = files.withUnsafeBufferPointer { found in
            found.concurrentMap(batch: 64) { index in
                var relative = found[index].relativePath
                return relative.withUTF8 { Glob.anyMatches(excluded, utf8: $0) }
            }
        }
        // Kept files move up in place (no copy of a file, no new array).
        var kept = 0
        for index in files.indices where !isExcluded[index] {
            if kept != index { files.swapAt(kept, index) }
            kept += 1
        }
        files.removeLast(files.count - kept)
        return DiscoveredSources(files: files, problems: problems)
    }

    /// The facts and problems of the `kept` files (an ordered subset of `scanned`, in the modules `keptModules`)
    /// from the `outcomes` of scanning `scanned` (the read+scan stage, `ProjectFileStage.readAndScan`); the
    /// others (sources of test targets) leave nothing, not even a problem.
    static func collect(
        _ outcomes: [ScanOutcome], of scanned: [DiscoveredFile], keeping kept: [DiscoveredFile], in keptModules: [Int?]
    ) -> ScannedSources {
        var result = ScannedSources(facts: [], modules: [], problems: [])
        result.facts.reserveCapacity(kept.count)
        result.modules.reserveCapacity(kept.count)
        var next = 0
        for (index, (file, outcome)) in zip(scanned, outcomes).enumerated()
        where next < kept.count && kept[next] == file {
            next += 1
            result.keptIndices.append(index)
            switch outcome {
            case .scanned(let facts):
                result.facts.append(facts)
                result.modules.append(keptModules[next - 1])
                for diagnostic in facts.diagnostics {
                    result.problems.append(
                        InputProblem(
                            path: file.path, position: diagnostic.position, message: diagnostic.message,
                            isFatal: false))
                }
            case .failed(let path, let message):
                result.problems.append(InputProblem(path: path, position: nil, message: message, isFatal: true))
            }
        }
        return result
    }
}

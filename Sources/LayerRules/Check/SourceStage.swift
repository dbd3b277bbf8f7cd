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
    var problems: [InputProblem]
}

/// The two source stages of `check` around the project files: discovery (the file system walk, then the
/// policy's exclusions) and read + scan (on all cores). The file-system work itself is `SourceDiscovery`'s
/// and `ParallelScanner`'s.
enum SourceStage {
    /// Discovers the files under `paths` (project files included) and drops those `excluded` matches; the
    /// kept files carry paths relative to `root`.
    static func discover(_ paths: [String], root: String, excluding excluded: [Glob], followSymlinks: Bool)
        -> DiscoveredSources
    {
        let discovered = SourceDiscovery.find(paths, followSymlinks: followSymlinks, projectFiles: true)
        let problems = discovered.problems.map {
            InputProblem(path: $0.path, position: nil, message: $0.message, isFatal: $0.isFatal)
        }
        let kept = discovered.files.compactMap { file -> DiscoveredFile? in
            let relative = root == "." ? stripDotSlash(file.path) : file.relativePath
            guard !excluded.contains(where: { $0.matches(relative) }) else { return nil }
            return DiscoveredFile(path: file.path, root: file.root, relativePath: relative)
        }
        return DiscoveredSources(files: kept, problems: problems)
    }

    /// Reads and scans `sources` on all cores.
    static func scan(_ sources: [DiscoveredFile], progress: (@Sendable (Int, Int) -> Void)?) -> ScannedSources {
        let outcomes = ParallelScanner.scan(sources, progress: progress)
        var scanned = ScannedSources(facts: [], problems: [])
        scanned.facts.reserveCapacity(sources.count)
        for (index, outcome) in outcomes.enumerated() {
            switch outcome {
            case .scanned(let file):
                scanned.facts.append(file)
                for diagnostic in file.diagnostics {
                    scanned.problems.append(
                        InputProblem(
                            path: sources[index].path, position: diagnostic.position, message: diagnostic.message,
                            isFatal: false))
                }
            case .failed(let path, let message):
                scanned.problems.append(InputProblem(path: path, position: nil, message: message, isFatal: true))
            }
        }
        return scanned
    }

    /// `path` without leading `./` components.
    static func stripDotSlash(_ path: String) -> String {
        var result = Substring(path)
        while result.hasPrefix("./") { result = result.dropFirst(2) }
        return String(result)
    }
}

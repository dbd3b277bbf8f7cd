import Dispatch
import SwiftScanner

/// `check --cache-path`: loads the fact cache before the scan and writes the next one after it, turning what
/// went wrong into warnings (a cache never changes a run's findings or its exit code).
struct FactCacheStage {
    /// The cache file (the path given, or the cache file inside the folder given).
    let path: String
    let cache: FactCache

    /// What the cache of a run is keyed to besides the files' bytes: the archlint that wrote it, by version and
    /// by what its scanner extracts.
    static var salt: String { "archlint \(ArchlintVersion.current) scanner \(ScannerFingerprint.current)" }

    /// The cache at `path` (a file or a folder), and a warning when the file there cannot be used.
    static func load(_ path: String) -> (stage: FactCacheStage, warning: Diagnostic?) {
        let file = FactCache.filePath(for: path)
        let cache = FactCache(salt: salt, path: file)
        let warning = cache.problem.map {
            Diagnostic(severity: .warning, source: .cache, message: "fact cache '\(file)': \($0)")
        }
        return (FactCacheStage(path: file, cache: cache), warning)
    }

    /// `load(path)` started on another thread, so that reading the cache overlaps the walk of the tree.
    static func loadInBackground(_ path: String) -> Loading {
        let loading = Loading()
        loading.group.enter()
        DispatchQueue.global().async {
            loading.result = load(path)
            loading.group.leave()
        }
        return loading
    }

    /// A cache being loaded on another thread.
    final class Loading: @unchecked Sendable {
        fileprivate let group = DispatchGroup()
        /// Written once by the loading thread before it leaves the group; read after `wait()`.
        fileprivate var result: (stage: FactCacheStage, warning: Diagnostic?)?

        /// The loaded cache, once the loading thread is done.
        func wait() -> (stage: FactCacheStage, warning: Diagnostic?) {
            group.wait()
            guard let result else { preconditionFailure("the loading thread always stores a result") }
            return result
        }
    }

    /// Writes the cache for the next run when the scan of the `kept` files (indices of the files scanned) changed
    /// it; a warning when it cannot be written.
    func save(keeping kept: [Int]) -> (use: FactCache.Use, warning: Diagnostic?) {
        let use = cache.finish(keeping: kept)
        guard cache.isWritable, let contents = use.contents else { return (use, nil) }
        do {
            try ReportWriter.write(to: path, durable: false) { $0.write(contents) }
            return (use, nil)
        } catch {
            return (
                use,
                Diagnostic(
                    severity: .warning, source: .cache, message: "cannot write fact cache '\(path)': \(error.reason)")
            )
        }
    }
}

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

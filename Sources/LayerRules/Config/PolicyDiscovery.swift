#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the policy file of a scanned root.
public enum PolicyDiscovery {
    /// The file names looked for, in order.
    public static let fileNames = ["rules.json", ".archlint.json"]

    /// The path of `rules.json`, else `.archlint.json`, in `root`; nil when there is neither.
    public static func find(inRoot root: String) -> String? {
        for name in fileNames {
            let path = root == "." || root.isEmpty ? name : (root.hasSuffix("/") ? root + name : root + "/" + name)
            if isRegularFile(path) { return path }
        }
        return nil
    }

    /// True when `path` names a regular file (following symbolic links).
    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}

extension PolicyLoader {
    /// The policy of a run: the file at `explicitPath` when one is given, else the file `PolicyDiscovery`
    /// finds in `root`, else the embedded default policy.
    public static func resolve(explicitPath: String?, root: String) throws(PolicyError) -> (Policy, PolicySource) {
        if let path = explicitPath ?? PolicyDiscovery.find(inRoot: root) {
            return try load(contentsOf: path)
        }
        return (DefaultPolicy.load(), DefaultPolicy.source)
    }
}

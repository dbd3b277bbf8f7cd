import SwiftScanner

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the policy file of a scanned root.
///
/// A policy found in the root is untrusted input: a symbolic link that leads out of the root is refused (its
/// target could be any file of the machine, and parse errors would quote it) unless symbolic links are followed
/// on purpose. Anything at the name that is not a folder is the policy, so a pipe or device named `rules.json` is
/// an error when it is read, never a silent fallback to the default policy.
public enum PolicyDiscovery {
    /// The file names looked for, in order.
    public static let fileNames = ["rules.json", ".archlint.json"]

    /// The path of `rules.json`, else `.archlint.json`, in `root`; nil when there is neither (folders of
    /// those names are ignored).
    public static func find(inRoot root: String, followSymlinks: Bool = false) throws(PolicyError) -> String? {
        for name in fileNames {
            let path = root == "." || root.isEmpty ? name : (root.hasSuffix("/") ? root + name : root + "/" + name)
            var link = stat()
            guard lstat(path, &link) == 0 else { continue }
            if link.st_mode & S_IFMT == S_IFLNK, !followSymlinks, !staysInside(path, root: root) {
                throw .unreadable(
                    path: path,
                    reason: "symbolic link leading out of the scanned root; not followed "
                        + "(use '--config' or '--follow-symlinks' to read it)")
            }
            var target = stat()
            if stat(path, &target) == 0, target.st_mode & S_IFMT == S_IFDIR { continue }
            return path
        }
        return nil
    }

    /// True when the link at `path` resolves to a file inside `root`; false for a dangling link.
    private static func staysInside(_ path: String, root: String) -> Bool {
        guard let resolved = realPath(path), let realRoot = realPath(root.isEmpty ? "." : root) else { return false }
        return resolved.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/")
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

extension PolicyLoader {
    /// The policy of a run: the file at `explicitPath` when one is given, else the file `PolicyDiscovery`
    /// finds in `root`, else the embedded default policy.
    public static func resolve(explicitPath: String?, root: String, followSymlinks: Bool = false) throws(PolicyError)
        -> (Policy, PolicySource)
    {
        if let explicitPath { return try load(contentsOf: explicitPath) }
        if let path = try PolicyDiscovery.find(inRoot: root, followSymlinks: followSymlinks) {
            return try load(contentsOf: path)
        }
        return (DefaultPolicy.load(), DefaultPolicy.source)
    }
}

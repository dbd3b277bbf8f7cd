/// How paths are printed: a scan root joined with a root-relative path, and paths without leading `./`.
public enum DisplayPath {
    /// `root/relativePath`, or just `relativePath` for the root `.` (or an empty root).
    public static func join(root: String, _ relativePath: String) -> String {
        if root == "." || root.isEmpty { return relativePath }
        return root.hasSuffix("/") ? root + relativePath : root + "/" + relativePath
    }

    /// `path` without leading `./` components.
    public static func strippingDotSlash(_ path: String) -> String {
        var result = Substring(path)
        while result.hasPrefix("./") { result = result.dropFirst(2) }
        return String(result)
    }
}

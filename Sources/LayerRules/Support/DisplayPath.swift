/// Joins a scan root and a root-relative path the way they are printed.
public enum DisplayPath {
    public static func join(root: String, _ relativePath: String) -> String {
        if root == "." || root.isEmpty { return relativePath }
        return root.hasSuffix("/") ? root + relativePath : root + "/" + relativePath
    }
}

/// How paths are printed: a scan root joined with a root-relative path, and paths without leading `./`.
public enum DisplayPath {
    /// `root/relativePath`, or just `relativePath` for the root `.` (or an empty root).
    public static func join(root: String, _ relativePath: String) -> String {
        if root == "." || root.isEmpty { return relativePath }
        return root.hasSuffix("/") ? root + relativePath : joined(root, relativePath)
    }

    /// `parent/child`, made in one allocation by copying bytes (`+` looks at each join for characters that
    /// combine across it, and a path joined from two parts cost 1,500 instructions).
    public static func joined(_ parent: String, _ child: String) -> String {
        var child = child
        return child.withUTF8 { joined(parent, bytes: $0) }
    }

    /// `parent/child` for a child given as UTF-8 bytes.
    public static func joined(_ parent: String, bytes child: UnsafeBufferPointer<UInt8>) -> String {
        var parent = parent
        return parent.withUTF8 { head in
            String(unsafeUninitializedCapacity: head.count + 1 + child.count) { buffer in
                _ = buffer.initialize(fromContentsOf: head)
                buffer[head.count] = UInt8(ascii: "/")
                _ = UnsafeMutableBufferPointer(rebasing: buffer[(head.count + 1)...]).initialize(fromContentsOf: child)
                return head.count + 1 + child.count
            }
        }
    }

    /// `path` without leading `./` components.
    public static func strippingDotSlash(_ path: String) -> String {
        var result = Substring(path)
        while result.hasPrefix("./") { result = result.dropFirst(2) }
        return String(result)
    }
}

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
        String(joining: parent, UInt8(ascii: "/"), child)
    }

    /// `path` without leading `./` components.
    public static func strippingDotSlash(_ path: String) -> String {
        guard path.utf8.starts(with: "./".utf8) else { return path }
        var result = Substring(path)
        while result.hasPrefix("./") { result = result.dropFirst(2) }
        return String(result)
    }
}

extension String {
    /// `head`, the ASCII byte `separator`, then the UTF-8 bytes `tail`, made in one allocation by copying bytes:
    /// `+` looks at each join for characters that combine across it.
    public init(joining head: String, _ separator: UInt8, _ tail: UnsafeBufferPointer<UInt8>) {
        var head = head
        self = head.withUTF8 { head in
            String(unsafeUninitializedCapacity: head.count + 1 + tail.count) { buffer in
                _ = buffer.initialize(fromContentsOf: head)
                buffer[head.count] = separator
                _ = UnsafeMutableBufferPointer(rebasing: buffer[(head.count + 1)...]).initialize(fromContentsOf: tail)
                return head.count + 1 + tail.count
            }
        }
    }

    /// `head`, the ASCII byte `separator`, then `tail`, in one allocation.
    public init(joining head: String, _ separator: UInt8, _ tail: String) {
        var tail = tail
        self = tail.withUTF8 { String(joining: head, separator, $0) }
    }
}

/// Paths rewritten by their text alone, without asking the file system: `.` components and repeated or
/// trailing slashes dropped, `name/..` collapsed. A symbolic link followed by `..` is not resolved (the
/// result names the link's parent folder, as a shell's `cd` does).
public enum LexicalPath {
    /// `./App//Presentation/../Domain/` → `App/Domain`; `.` for an empty result; a leading `/` and leading
    /// `..` components are kept.
    public static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !absolute {
                    parts.append(part)
                }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The folder that contains `path` (`.` for a bare name, `..` for `.`), normalized.
    public static func parent(_ path: String) -> String {
        normalized(normalized(path) + "/..")
    }

    /// `relative` inside `root` as written (`root/relative`, or `relative` for the root `.`), normalized.
    public static func joined(_ root: String, _ relative: String) -> String {
        normalized(root == "." ? relative : root + "/" + relative)
    }
}

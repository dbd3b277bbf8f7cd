#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the scan root is on disk, whichever way it was written (`.`, `./App/`, `../App`, an absolute path):
/// the base folder that reports make paths relative to, and the root's place inside it.
///
/// The base is the repository root (the nearest folder upward with a `.git` entry), else the scan root
/// itself. CI systems resolve report paths against the repository root, so a root inside the repository
/// (`App`) gives paths such as `App/Presentation/A.swift`, and two jobs over sibling apps never give the
/// same path.
public struct RootLocation: Hashable, Sendable {
    /// The absolute, symlink-free path of the base folder.
    public var base: String
    /// The scan root relative to `base` (`""` when it is the base), with `/` separators.
    public var rootInBase: String

    public init(base: String, rootInBase: String) {
        self.base = base
        self.rootInBase = rootInBase
    }

    /// The location of `root`; nil when it cannot be resolved.
    public static func locate(_ root: String) -> RootLocation? {
        guard let resolved = realpath(root.isEmpty ? "." : root, nil) else { return nil }
        let real = String(cString: resolved)
        free(resolved)
        var folder = real
        while true {
            var info = stat()
            if lstat(folder == "/" ? "/.git" : folder + "/.git", &info) == 0 {
                let inside = folder == real ? "" : String(real.dropFirst(folder == "/" ? 1 : folder.count + 1))
                return RootLocation(base: folder, rootInBase: inside)
            }
            guard folder != "/", let slash = folder.lastIndex(of: "/") else { break }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
        return RootLocation(base: real, rootInBase: "")
    }

    /// A root-relative path made relative to the base.
    public func pathInBase(_ relativePath: String) -> String {
        rootInBase.isEmpty ? relativePath : rootInBase + "/" + relativePath
    }
}

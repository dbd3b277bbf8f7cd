#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which project a run checks and which of its files it reports.
///
/// Every path given is resolved to its project: the nearest folder upward (from the path itself when it is
/// a folder, else from the folder holding it) with a `rules.json` or `.archlint.json`, stopping at the
/// repository root (the nearest folder with a `.git` entry); else that repository root. The project is
/// scanned whole, so that a model built from a few files can never pass a violation the whole tree reports,
/// and only the violations inside the given paths are reported. Paths of different projects are a usage
/// error. Paths in no project at all (no policy file and no repository upward) are checked as given, as
/// before: the only folder given is the root, else `.`.
public struct ProjectScope: Equatable, Sendable {
    /// The scan root, as written relative to the working directory (normalized).
    public var root: String
    /// What to scan: the root, or (outside any project) the paths as given.
    public var scanPaths: [String]
    /// The policy file found upward, nil for the embedded default (or when `--config` decides).
    public var policyPath: String?
    /// Root-relative paths of the given files and folders; nil when everything scanned is reported.
    public var selection: [String]?

    /// True when `relativePath` (root-relative) is inside one of the given paths.
    public func selects(_ relativePath: String) -> Bool {
        guard let selection else { return true }
        return selection.contains { relativePath == $0 || relativePath.hasPrefix($0 + "/") }
    }
}

/// Why the paths of one run cannot be checked together.
public enum ProjectScopeError: Error, Equatable, Sendable, CustomStringConvertible {
    case differentProjects(first: String, firstPolicy: String, second: String, secondPolicy: String)

    public var description: String {
        switch self {
        case .differentProjects(let first, let firstPolicy, let second, let secondPolicy):
            return "'\(first)' and '\(second)' belong to different projects ('\(first)' uses \(firstPolicy), "
                + "'\(second)' uses \(secondPolicy)); check each project in its own run"
        }
    }
}

extension ProjectScope {
    /// The scope of `paths` (never empty). With `explicitConfig` the policy is not looked for: folders are
    /// checked as given, and the project of a file is its repository root.
    public static func resolve(paths: [String], explicitConfig: Bool) throws -> ProjectScope {
        if explicitConfig, paths.allSatisfy(isDirectory) { return legacy(paths) }
        var found: [(path: String, anchor: ProjectAnchor?)] = []
        // A path that does not exist belongs to no project; discovery reports it.
        let missing = paths.filter { realPath($0) == nil }
        for path in paths where realPath(path) != nil {
            let start = isDirectory(path) ? LexicalPath.normalized(path) : LexicalPath.parent(path)
            found.append((path, ProjectAnchor.find(from: start, lookForPolicy: !explicitConfig)))
        }
        let anchors = found.compactMap(\.anchor)
        guard let first = found.first else { return legacy(paths) }
        for other in found.dropFirst() where other.anchor?.realRoot != first.anchor?.realRoot {
            throw ProjectScopeError.differentProjects(
                first: first.path, firstPolicy: policyName(first.anchor), second: other.path,
                secondPolicy: policyName(other.anchor))
        }
        guard let anchor = anchors.first else { return legacy(paths) }
        let selection = found.compactMap { entry -> String? in
            guard let real = realPath(entry.path) else { return entry.path }
            if real == anchor.realRoot { return nil }
            let prefix = anchor.realRoot.hasSuffix("/") ? anchor.realRoot : anchor.realRoot + "/"
            return real.hasPrefix(prefix) ? String(real.dropFirst(prefix.count)) : entry.path
        }
        let wholeProject = selection.count < found.count
        return ProjectScope(
            root: anchor.root, scanPaths: [anchor.root] + missing, policyPath: anchor.policyPath,
            selection: wholeProject ? nil : selection)
    }

    private static func legacy(_ paths: [String]) -> ProjectScope {
        let root = paths.count == 1 && isDirectory(paths[0]) ? paths[0] : "."
        return ProjectScope(root: root, scanPaths: paths, policyPath: nil, selection: nil)
    }

    private static func policyName(_ anchor: ProjectAnchor?) -> String {
        guard let anchor else { return "the embedded default policy" }
        return anchor.policyPath.map { "'\($0)'" } ?? "the embedded default policy"
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// The folder a path's project lives in: the nearest with a policy file, else the repository root.
struct ProjectAnchor {
    /// As written relative to the working directory (normalized).
    var root: String
    var realRoot: String
    var policyPath: String?

    /// Walks up from the folder `start`; nil when neither a policy file nor a repository root is found.
    static func find(from start: String, lookForPolicy: Bool) -> ProjectAnchor? {
        var folder = start
        while let real = ProjectScope.realPath(folder) {
            if lookForPolicy, let policy = policyFile(in: folder) {
                return ProjectAnchor(root: folder, realRoot: real, policyPath: policy)
            }
            if exists(LexicalPath.joined(folder, ".git")) {
                return ProjectAnchor(root: folder, realRoot: real, policyPath: nil)
            }
            if real == "/" { return nil }
            folder = LexicalPath.parent(folder)
        }
        return nil
    }

    /// `rules.json`, else `.archlint.json`, in `folder` (entries that are folders do not count).
    private static func policyFile(in folder: String) -> String? {
        for name in PolicyDiscovery.fileNames {
            let path = LexicalPath.joined(folder, name)
            if exists(path), !ProjectScope.isDirectory(path) { return path }
        }
        return nil
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}

/// The paths to check with duplicates left out, compared by canonical path (symbolic links and `..` resolved):
/// the same folder spelled twice (`tree` and `./tree/`), a folder inside another given folder, and a file given
/// twice or lying inside a given folder where the walk finds it. Order is kept; a path that cannot be resolved
/// is kept so that discovery reports it.
public enum RootSet {
    public static func deduplicated(_ paths: [String]) -> [String] {
        guard paths.count > 1 else { return paths }
        let canonical = paths.map(POSIX.realPath)
        let folders: [String?] = paths.indices.map { index in
            guard let resolved = canonical[index],
                case .success(let status) = POSIX.status(resolved, followLinks: true), status.type == .directory
            else { return nil }
            return resolved
        }
        var kept: [String] = []
        var seenFiles: Set<String> = []
        var keptFolders: [String] = []
        for index in paths.indices {
            guard let resolved = canonical[index] else {
                kept.append(paths[index])
                continue
            }
            if let folder = folders[index] {
                let coveredByOther = folders.indices.contains { other in
                    guard other != index, let outer = folders[other] else { return false }
                    return isInside(folder, outer) || (outer == folder && other < index)
                }
                if coveredByOther { continue }
                keptFolders.append(folder)
            } else {
                guard seenFiles.insert(resolved).inserted else { continue }
                let walkedBy = folders.compactMap { $0 }.contains {
                    isInside(resolved, $0) && isWalked(resolved, in: $0)
                }
                if walkedBy { continue }
            }
            kept.append(paths[index])
        }
        return kept
    }

    /// True when `path` is strictly inside `folder` (both canonical).
    private static func isInside(_ path: String, _ folder: String) -> Bool {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) && path != folder
    }

    /// True when a walk of `folder` finds the file `path`: a `.swift` name, no hidden or skipped folder between.
    private static func isWalked(_ path: String, in folder: String) -> Bool {
        let relative = path.dropFirst(folder.hasSuffix("/") ? folder.count : folder.count + 1)
        let components = relative.split(separator: "/")
        guard let name = components.last, name.hasSuffix(".swift"), name.count > 6 else { return false }
        return components.allSatisfy { !$0.hasPrefix(".") }
            && components.dropLast().allSatisfy { !SourceDiscovery.skipsDirectory(named: String($0)) }
    }
}

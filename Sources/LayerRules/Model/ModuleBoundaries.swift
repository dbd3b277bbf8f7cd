import SwiftScanner

/// Where a file's module begins, for path globs written `withinModule` (`Features`, `Modules`): such a glob names
/// a layer only where it matches at or below that boundary. The boundary is the deepest of:
/// - the folder of the file's module (a package target's folder, or the folder of the project declaring it);
/// - a folder holding a `Sources` folder on the file's path (`Features/Profile/Sources/…`): a module by its
///   layout, as where Tuist helpers declare the modules in code;
/// - below a folder that holds another module's folder (`Modules/` with local packages in it, beside the app's
///   own `Modules/Coordinator/`): that folder groups modules, whatever else it holds.
public struct ModuleBoundaries: Sendable {
    /// Why a boundary is where it is.
    public enum Reason: Equatable, Sendable {
        /// The file's module's folder.
        case module
        /// `folder` holds a `Sources` folder.
        case layout
        /// `folder` holds the folder of another module.
        case container
    }

    /// A boundary: path globs anchored in a folder less than `depth` folders deep do not count.
    public struct Boundary: Equatable, Sendable {
        public var depth: Int
        /// The module's folder, or the folder that groups modules (`.container`).
        public var folder: Substring
        public var reason: Reason

        static let root = Boundary(depth: 0, folder: "", reason: .module)
    }

    /// The folders with a module's folder strictly inside them, below the root.
    private let containers: Set<Substring>

    /// `moduleFolders`: the folders of the modules of the graph.
    init(moduleFolders: [String]) {
        var containers: Set<Substring> = []
        for folder in moduleFolders where !folder.isEmpty {
            var end = folder.endIndex
            while let slash = folder.utf8[..<end].lastIndex(of: UInt8(ascii: "/")) {
                guard containers.insert(folder[..<slash]).inserted else { break }
                end = slash
            }
        }
        self.containers = containers
    }

    /// The boundary of the file at `path` in the module whose folder is `moduleFolder`.
    public func boundary(ofFile path: String, moduleFolder: String?) -> Boundary {
        var best = Boundary.root
        if let moduleFolder, ProjectPath.isInside(path, moduleFolder) {
            best = Boundary(depth: ProjectPath.depth(of: moduleFolder), folder: moduleFolder[...], reason: .module)
        }
        // `depth` folders precede the component starting at `start`; the path is walked as UTF-8 bytes.
        let bytes = path.utf8
        var depth = 0
        var start = bytes.startIndex
        while let slash = bytes[start...].firstIndex(of: UInt8(ascii: "/")) {
            if depth > best.depth, bytes[start..<slash].elementsEqual("Sources".utf8) {
                best = Boundary(depth: depth, folder: path[..<bytes.index(before: start)], reason: .layout)
            }
            depth += 1
            if depth + 1 > best.depth, !containers.isEmpty, containers.contains(path[..<slash]) {
                best = Boundary(depth: depth + 1, folder: path[..<slash], reason: .container)
            }
            start = bytes.index(after: slash)
        }
        return best
    }
}

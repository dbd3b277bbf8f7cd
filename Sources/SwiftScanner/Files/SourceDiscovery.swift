import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A `.swift` file found by `SourceDiscovery`.
public struct DiscoveredFile: Hashable, Sendable {
    /// The path as found: the root joined with `relativePath` (just `relativePath` when the root is `.`), or
    /// the file as given.
    public var path: String
    /// The root it was found under (as given).
    public var root: String
    /// Relative to `root`, with `/` separators; for a file given directly, its path as given without a
    /// leading `./`.
    public var relativePath: String

    public init(path: String, root: String, relativePath: String) {
        self.path = path
        self.root = root
        self.relativePath = relativePath
    }
}

/// What `SourceDiscovery.find` found.
public struct DiscoveredFiles: Sendable {
    public var files: [DiscoveredFile]
    public var problems: [InputProblem]

    public init(files: [DiscoveredFile] = [], problems: [InputProblem] = []) {
        self.files = files
        self.problems = problems
    }
}

/// Finds `.swift` files under the given roots.
///
/// Directories are walked iteratively (no recursion) for regular files whose name ends in `.swift`;
/// a directory named `X.swift` is walked, not read. Hidden entries, documentation catalogs (`*.docc`) and
/// the folders in `skippedDirectoryNames` are skipped. Symbolic links are ignored unless `followSymlinks` is set; then
/// links to directories already visited (loops) and links that leave the root are not followed.
/// Dangling links are reported. Each root's files are sorted by relative path; roots keep their order.
public enum SourceDiscovery {
    /// Folder names never walked.
    public static let skippedDirectoryNames: Set<String> = [
        ".build", "DerivedData", "Pods", "Carthage", ".git", "node_modules",
    ]

    /// Extensions of folders that are resources or built products, never sources: documentation catalogs
    /// (whose Swift files are tutorial snippets), asset catalogs, localizations, Core Data models, bundles,
    /// frameworks and workspaces. Neither SwiftPM nor Xcode compiles a Swift file inside one, and asset
    /// catalogs alone can hold thousands of folders.
    public static let skippedDirectoryExtensions: [String] = [
        "docc", "xcassets", "lproj", "xcdatamodeld", "bundle", "framework", "xcframework", "xcworkspace",
    ]

    /// Whether a folder is never walked: a name in `skippedDirectoryNames`, or one ending in a
    /// `skippedDirectoryExtensions` extension.
    public static func skipsDirectory(named name: String) -> Bool {
        guard !skippedDirectoryNames.contains(name) else { return true }
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
        let suffix = name.utf8[name.utf8.index(after: dot)...]
        return skippedDirectoryExtensions.contains { suffix.elementsEqual($0.utf8) }
    }

    /// With `projectFiles`, the project files of Xcode (`*.xcodeproj/project.pbxproj`) and XcodeGen
    /// (`project.yml`) are found too. A folder for which `skippingFolder(root, its path relative to the root)`
    /// is true is not walked: nothing inside it is found or reported.
    public static func find(
        _ roots: [String], followSymlinks: Bool = false, projectFiles: Bool = false,
        skippingFolder: ((_ root: String, _ folder: String) -> Bool)? = nil
    ) -> DiscoveredFiles {
        var result = DiscoveredFiles()
        for root in roots {
            switch POSIX.status(root, followLinks: true) {
            case .failure(let error):
                result.problems.append(InputProblem(path: root, message: error.message))
            case .success(let status) where status.type == .directory:
                var walker = Walker(
                    root: root, followSymlinks: followSymlinks, projectFiles: projectFiles,
                    skippingFolder: skippingFolder)
                walker.walk(rootStatus: status)
                // Sorted in place, and the first root's files taken as they are: no copy of a file.
                walker.files.sort { bytesPrecede($0.relativePath, $1.relativePath) }
                walker.problems.sort { bytesPrecede($0.path, $1.path) }
                if result.files.isEmpty { result.files = walker.files } else { result.files += walker.files }
                result.problems += walker.problems
            case .success:
                result.files.append(
                    DiscoveredFile(path: root, root: root, relativePath: DisplayPath.strippingDotSlash(root)))
            }
        }
        return result
    }

    /// Byte-wise order of the UTF-8 encodings (as `memcmp`), without the per-character cost of `<`.
    public static func bytesPrecede(_ lhs: String, _ rhs: String) -> Bool {
        let ordered = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right -> Bool in
                let common = min(left.count, right.count)
                if common > 0, let leftBase = left.baseAddress, let rightBase = right.baseAddress {
                    let order = memcmp(leftBase, rightBase, common)
                    if order != 0 { return order < 0 }
                }
                return left.count < right.count
            }
        }
        return (ordered ?? nil) ?? lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    /// Walks one root with an explicit stack of directories.
    private struct Walker {
        let root: String
        let followSymlinks: Bool
        let projectFiles: Bool
        let skippingFolder: ((_ root: String, _ folder: String) -> Bool)?
        var files: [DiscoveredFile] = []
        var problems: [InputProblem] = []
        private var visited: Set<[UInt64]> = []
        private lazy var realRoot: String? = POSIX.realPath(root)

        init(
            root: String, followSymlinks: Bool, projectFiles: Bool,
            skippingFolder: ((_ root: String, _ folder: String) -> Bool)?
        ) {
            self.root = root
            self.followSymlinks = followSymlinks
            self.projectFiles = projectFiles
            self.skippingFolder = skippingFolder
        }

        /// Walks the tree. With symbolic links to follow, folders are listed one at a time in breadth-first
        /// order, so that of two links to one folder the same one is always walked (`visited`); without, on all
        /// cores.
        mutating func walk(rootStatus: POSIX.FileStatus) {
            visited.insert([rootStatus.device, rootStatus.inode])
            if followSymlinks { walkInOrder() } else { walkOnAllCores() }
        }

        private mutating func walkInOrder() {
            var pending: [String] = [""]
            var next = 0
            while next < pending.count {
                let folder = pending[next]
                next += 1
                if let skippingFolder, !folder.isEmpty, skippingFolder(root, folder) { continue }
                absorb(Self.list(folder, in: root, followSymlinks: true, projectFiles: projectFiles), into: &pending)
            }
        }

        /// Every worker takes a folder from one shared stack, lists it, and puts its subfolders on the stack:
        /// no worker waits for the others between the levels of the tree. The stack is all the workers share:
        /// each keeps the files and problems it finds (without links to follow, a visit shares nothing else),
        /// and the parts are joined once the walk ends (`find` sorts them).
        private mutating func walkOnAllCores() {
            let workerCount = ProcessInfo.processInfo.activeProcessorCount
            let work = SharedFolders()
            let parts = ResultSlots<Walker>(count: workerCount)
            let template = self
            DispatchQueue.concurrentPerform(iterations: workerCount) { worker in
                var part = template
                var found: [String] = []
                var finished = false
                while let folder = work.take(adding: found, finished: finished) {
                    finished = true
                    found.removeAll(keepingCapacity: true)
                    if let skippingFolder = part.skippingFolder, !folder.isEmpty, skippingFolder(part.root, folder) {
                        continue
                    }
                    part.absorb(
                        Self.list(folder, in: part.root, followSymlinks: false, projectFiles: part.projectFiles),
                        into: &found)
                }
                parts.store(part, at: worker)
            }
            for part in parts.values(missing: { template }) {
                files += part.files
                problems += part.problems
            }
        }

        /// Takes one folder's listing in: its files and problems, its subfolders and the entries it visits
        /// onto `pending`.
        mutating func absorb(_ listing: Listing, into pending: inout [String]) {
            files += listing.files
            problems += listing.problems
            pending += listing.directories
            for entry in listing.others {
                if let directory = visit(entry.name, entry.type, entry.relative) { pending.append(directory) }
            }
        }

        /// The folders still to list, shared by the workers of `walkOnAllCores`: the only state they share, so
        /// that the lock is held for a push and a pop, never while a folder is listed.
        private final class SharedFolders: @unchecked Sendable {
            private let lock = Lock()
            private var pending: [String] = [""]
            /// Workers that took a folder and have not come back for the next: their subfolders may still come.
            private var listing = 0
            /// Workers waiting for a folder.
            private var waiting = 0

            /// Puts the subfolders `found` in the folder the caller listed last on the stack (`finished`: the
            /// caller listed one), and takes the next folder to list, or nil once every folder is listed. Waits
            /// while the stack is empty but a folder being listed may still add to it.
            func take(adding found: [String], finished: Bool) -> String? {
                lock.lock()
                defer { lock.unlock() }
                if finished { listing -= 1 }
                if !found.isEmpty {
                    pending += found
                    if waiting > 0 { lock.broadcast() }
                }
                while pending.isEmpty && listing > 0 {
                    waiting += 1
                    lock.wait()
                    waiting -= 1
                }
                guard let folder = pending.popLast() else {
                    // The walk is over: the workers still waiting see it too.
                    if waiting > 0 { lock.broadcast() }
                    return nil
                }
                listing += 1
                return folder
            }
        }

        /// One folder's entries: its Swift files and subfolders to walk, and the entries that need a closer
        /// look (`visit`): symbolic links, entries of unknown type, and (when following links) every folder.
        struct Listing {
            var files: [DiscoveredFile] = []
            var directories: [String] = []
            var others: [(name: String, type: POSIX.FileStatus.FileType?, relative: String)] = []
            var problems: [InputProblem] = []
        }

        private static func list(_ relative: String, in root: String, followSymlinks: Bool, projectFiles: Bool)
            -> Listing
        {
            var listing = Listing()
            let directory = join(root, relative)
            let failure = POSIX.forEachDirectoryEntry(directory) { nameBytes, type in
                guard nameBytes.first != UInt8(ascii: ".") else { return }
                if type == .regular
                    && !(isSwiftFileName(nameBytes) || (projectFiles && isProjectFileName(nameBytes)))
                {
                    return
                }
                let name = String(decoding: nameBytes, as: UTF8.self)
                let childRelative = relative.isEmpty ? name : DisplayPath.joined(relative, name)
                let isValid = name.utf8.withContiguousStorageIfAvailable { nameBytes.hasSameBytes(as: $0) } ?? false
                guard isValid else {
                    if type == .directory || type == nil || isSwiftFileName(nameBytes) {
                        listing.problems.append(
                            InputProblem(
                                path: join(root, childRelative),
                                message: "name is not valid utf-8 (shown with U+FFFD); not read"))
                    }
                    return
                }
                switch type {
                case .regular:
                    listing.files.append(
                        DiscoveredFile(path: join(root, childRelative), root: root, relativePath: childRelative))
                case .directory where !followSymlinks:
                    if !SourceDiscovery.skipsDirectory(named: name) {
                        listing.directories.append(childRelative)
                    }
                default:
                    listing.others.append((name, type, childRelative))
                }
            }
            if let failure {
                listing.problems.append(
                    InputProblem(path: directory, message: "cannot open directory: " + failure.message))
            }
            return listing
        }

        /// Handles one entry; returns its relative path when it is a directory to walk.
        private mutating func visit(_ name: String, _ hint: POSIX.FileStatus.FileType?, _ relative: String) -> String? {
            let path = Self.join(root, relative)
            var type = hint
            if type == nil {
                guard case .success(let status) = POSIX.status(path, followLinks: false) else { return nil }
                type = status.type
            }
            switch type {
            case .directory:
                if SourceDiscovery.skipsDirectory(named: name) { return nil }
                if followSymlinks, case .success(let status) = POSIX.status(path, followLinks: false) {
                    visited.insert([status.device, status.inode])
                }
                return relative
            case .regular:
                if Self.isSwiftFileName(name) || (projectFiles && Self.isProjectFileName(name)) {
                    files.append(DiscoveredFile(path: path, root: root, relativePath: relative))
                }
                return nil
            case .symbolicLink:
                return visitLink(name, path, relative)
            default:
                if Self.isSwiftFileName(name) {
                    problems.append(
                        InputProblem(path: path, message: InputProblem.notRegularMessage, isFatal: false))
                }
                return nil
            }
        }

        private mutating func visitLink(_ name: String, _ path: String, _ relative: String) -> String? {
            let target: POSIX.FileStatus
            switch POSIX.status(path, followLinks: true) {
            case .success(let status): target = status
            case .failure(let error):
                if followSymlinks || Self.isSwiftFileName(name) {
                    let message =
                        error.code == ENOENT
                        ? "dangling symbolic link" : "cannot follow symbolic link: " + error.message
                    problems.append(InputProblem(path: path, message: message))
                }
                return nil
            }
            guard followSymlinks, let resolved = POSIX.realPath(path), let realRoot,
                resolved == realRoot || resolved.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/")
            else { return nil }
            switch target.type {
            case .directory:
                if SourceDiscovery.skipsDirectory(named: name) { return nil }
                guard visited.insert([target.device, target.inode]).inserted else { return nil }
                return relative
            case .regular:
                if Self.isSwiftFileName(name) {
                    files.append(DiscoveredFile(path: path, root: root, relativePath: relative))
                }
                return nil
            default:
                if Self.isSwiftFileName(name) {
                    problems.append(
                        InputProblem(path: path, message: InputProblem.notRegularMessage, isFatal: false))
                }
                return nil
            }
        }

        /// Whether the bytes of a file name spell an Xcode or XcodeGen project file's name.
        static func isProjectFileName(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
            name.hasSameBytes(as: "project.pbxproj") || name.hasSameBytes(as: "project.yml")
        }

        /// Whether the bytes of a file name end in `.swift`, after at least one other byte.
        static func isSwiftFileName(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
            name.count > 6 && UnsafeBufferPointer(rebasing: name[(name.count - 6)...]).hasSameBytes(as: ".swift")
        }

        /// `isProjectFileName` of a name as a `String`.
        static func isProjectFileName(_ name: String) -> Bool {
            var name = name
            return name.withUTF8 { isProjectFileName($0) }
        }

        /// `isSwiftFileName` of a name as a `String`.
        static func isSwiftFileName(_ name: String) -> Bool {
            var name = name
            return name.withUTF8 { isSwiftFileName($0) }
        }

        private static func join(_ root: String, _ relative: String) -> String {
            if relative.isEmpty { return root }
            if root == "." || root == "./" { return relative }
            return root.hasSuffix("/") ? root + relative : DisplayPath.joined(root, relative)
        }
    }
}

/// The package and target folders of a package graph, looked up by the UTF-8 bytes of a root-relative
/// folder: walking the folders above a file hashes slices of its path and allocates nothing. A folder with
/// non-ASCII characters is looked up as a `String`, so that canonically equivalent spellings (`é` as one
/// scalar or as `e` and an accent) match, as they do for SwiftPM.
struct FolderIndex: Sendable {
    private var folders = NameIndex()
    /// The same folders by `String` (compared by canonical equivalence), for names that are not ASCII.
    private var foldersByName: [String: Int] = [:]
    /// Per folder id, the package in that folder, or -1.
    private var packageAt: [Int] = []
    /// Per folder id, where its modules start in `moduleIDs` (one extra entry: the end).
    private var moduleStarts: [Int] = []
    private var moduleIDs: [Int] = []

    init(packages: [ScannedPackage], modules: [PackageModule]) {
        var modulesAt: [[Int]] = []
        func id(_ folder: String) -> Int {
            let id = folders.insert(folder)
            if foldersByName[folder] == nil { foldersByName[folder] = id }
            if id == packageAt.count {
                packageAt.append(-1)
                modulesAt.append([])
            }
            return id
        }
        for (index, package) in packages.enumerated() {
            let folder = id(package.directory)
            if packageAt[folder] < 0 { packageAt[folder] = index }
        }
        for (index, module) in modules.enumerated() { modulesAt[id(module.directory)].append(index) }
        moduleStarts = [0]
        for list in modulesAt {
            moduleIDs += list
            moduleStarts.append(moduleIDs.count)
        }
    }

    /// The id of a folder given as UTF-8 bytes, if a package or module lives there.
    func folder(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return foldersByName[String(decoding: bytes, as: UTF8.self)] }
        return folders.lookup(utf8: bytes)
    }

    /// The id of a folder, if a package or module lives there.
    func folder(_ path: String) -> Int? {
        var path = path
        return path.withUTF8(folder)
    }

    /// The package in a folder, if any (the first in manifest path order).
    @inline(__always)
    func package(inFolder folder: Int) -> Int? { packageAt[folder] < 0 ? nil : packageAt[folder] }

    /// Positions of the modules whose folder this is (read them with `module(at:)`).
    @inline(__always)
    func modules(inFolder folder: Int) -> Range<Int> { moduleStarts[folder]..<moduleStarts[folder + 1] }

    @inline(__always)
    func module(at position: Int) -> Int { moduleIDs[position] }

    /// The folders above a path (the bytes of `path` before each `/`, deepest first, then the root, empty).
    static func ancestors(of path: UnsafeBufferPointer<UInt8>) -> AnyIterator<UnsafeBufferPointer<UInt8>> {
        var end: Int? = path.count
        return AnyIterator {
            guard let current = end else { return nil }
            guard let slash = path[..<current].lastIndex(of: UInt8(ascii: "/")) else {
                end = nil
                return UnsafeBufferPointer(rebasing: path[0..<0])
            }
            end = slash
            return UnsafeBufferPointer(rebasing: path[..<slash])
        }
    }
}

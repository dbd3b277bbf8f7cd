import SwiftScanner

/// Path glob ranks already computed for a folder, by the signature of the file name they were computed for
/// (`PathGlobIndex.ranks(of:cache:)`). A worker keeps one while it assigns the layers of a run of files in path
/// order: most files share their folder with others, and most file names match no glob segment, so a folder's
/// globs are matched once instead of once per file.
///
/// Folders are compared by their bytes, as the globs match them.
struct PathRankCache {
    /// What a file name matches among the globs' segments.
    struct Signature: Hashable {
        /// How many segments `wildcardSegments` can tell apart.
        static let segmentLimit = 64

        /// The id of the globs' literal segment name the file name spells, or -1.
        var name: Int
        /// Bit `k`: the file name matches the `k`-th distinct segment with a wildcard of the globs matched one
        /// by one.
        var wildcardSegments: UInt64
    }

    private struct Key: Hashable {
        var folderHash: UInt64
        var signature: Signature
    }

    private var entries: [Key: [(folder: [UInt8], ranks: [GlobRank?])]] = [:]
    /// The last folder respelled and what that gave (`respelling(of:_:)`).
    private var lastRespelling: (folder: [UInt8], respelled: [UInt8]?)?

    init() {}

    /// How many rankings it holds.
    var count: Int { entries.values.reduce(0) { $0 + $1.count } }

    /// The ranks stored for `folder` and `signature`, if any.
    func ranks(folder: UnsafeBufferPointer<UInt8>, signature: Signature) -> [GlobRank?]? {
        let key = Key(folderHash: NameHash.of(folder), signature: signature)
        return entries[key]?.first { $0.folder.withUnsafeBufferPointer { $0.hasSameBytes(as: folder) } }?.ranks
    }

    /// `respell(folder)`, or what it gave for the same folder just before: files come in path order, and most
    /// folders with a space or hyphen in a large tree (`swift-syntax/…`) respell to nothing.
    mutating func respelling(
        of folder: UnsafeBufferPointer<UInt8>, _ respell: (UnsafeBufferPointer<UInt8>) -> [UInt8]?
    ) -> [UInt8]? {
        if let last = lastRespelling, last.folder.withUnsafeBufferPointer({ $0.hasSameBytes(as: folder) }) {
            return last.respelled
        }
        let respelled = respell(folder)
        lastRespelling = (Array(folder), respelled)
        return respelled
    }

    /// Stores the ranks of a path in `folder` whose file name has `signature`.
    mutating func insert(_ ranks: [GlobRank?], folder: UnsafeBufferPointer<UInt8>, signature: Signature) {
        let key = Key(folderHash: NameHash.of(folder), signature: signature)
        entries[key, default: []].append((Array(folder), ranks))
    }
}

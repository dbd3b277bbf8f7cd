/// The layout of a fact cache file, read and written:
///
/// - the header: `magic`, `formatVersion` (eight bytes) and the salt (a varint length and UTF-8 bytes);
/// - the entries: a count, then per distinct file content its `ContentKey` (three eight-byte words), the length
///   of its facts and the facts as `FactCodec` writes them;
/// - the stamps: a count, then per file path the index of its entry and its `FileStamp`.
///
/// Reading keeps what reads up to the first damaged part: a cut-off file still gives the entries before the cut.
struct FactCacheFile {
    /// The first bytes of every cache file.
    static let magic = Array("archlint fact cache\n".utf8)
    /// Bumped whenever the layout, `FactCodec`'s included, changes.
    static let formatVersion: UInt64 = 1

    /// A file's path (as the run opened it) and stamp when its facts were recorded, and the entry they are in.
    struct StampRecord: Hashable {
        var path: String
        var stamp: FileStamp
        var key: ContentKey
    }

    /// An entry's facts as a run has them: the bytes of the loaded cache's entry, or new ones.
    enum Facts {
        case reused(Range<Int>)
        case made([UInt8])
    }

    /// Where each entry's facts lie in the file's bytes.
    var entries: [ContentKey: Range<Int>] = [:]
    /// The entries' keys, in the file's order.
    var keys: [ContentKey] = []
    /// The stamps, in the file's order.
    var stamps: [StampRecord] = []

    init() {}

    /// What `bytes` hold; nothing when the header is not this format's with `salt`.
    init(_ bytes: [UInt8], salt: String) {
        bytes.withUnsafeBytes { raw in
            var reader = FactByteReader(raw, offset: min(Self.magic.count, raw.count))
            do throws(FactBytesError) {
                guard bytes.starts(with: Self.magic), try reader.word() == Self.formatVersion,
                    try reader.string() == salt
                else { return }
                // An entry: three words and its length; a stamp: a path's length, an index and seven numbers.
                let count = try reader.count(bytesEach: 25)
                entries.reserveCapacity(count)
                for _ in 0..<count {
                    let key = ContentKey(byteCount: try reader.word(), low: try reader.word(), high: try reader.word())
                    let length = try reader.count()
                    let start = reader.offset
                    _ = try reader.slice(length)
                    if entries.updateValue(start..<(start + length), forKey: key) == nil { keys.append(key) }
                }
                let stampCount = try reader.count(bytesEach: 9)
                stamps.reserveCapacity(stampCount)
                for _ in 0..<stampCount {
                    let path = try reader.string()
                    let key = keys[try reader.integer(atMost: keys.count - 1)]
                    stamps.append(StampRecord(path: path, stamp: try reader.stamp(), key: key))
                }
            } catch {}
        }
    }

    /// A cache file with `salt` holding `entries` (each key once, with its facts: new bytes, or a range of the
    /// `stored` cache's) and `stamps` (whose keys are among the entries').
    static func bytes(
        salt: String, entries: [(key: ContentKey, facts: Facts)], stored: [UInt8], stamps: [StampRecord]
    ) -> [UInt8] {
        var writer = FactByteWriter()
        magic.withUnsafeBytes { writer.raw($0) }
        writer.word(formatVersion)
        writer.string(salt)
        writer.integer(entries.count)
        var ordinals: [ContentKey: Int] = [:]
        for (ordinal, entry) in entries.enumerated() {
            ordinals[entry.key] = ordinal
            writer.word(entry.key.byteCount)
            writer.word(entry.key.low)
            writer.word(entry.key.high)
            switch entry.facts {
            case .reused(let range):
                writer.integer(range.count)
                stored.withUnsafeBytes { writer.raw(UnsafeRawBufferPointer(rebasing: $0[range])) }
            case .made(let facts):
                writer.integer(facts.count)
                facts.withUnsafeBytes { writer.raw($0) }
            }
        }
        let written = stamps.filter { ordinals[$0.key] != nil }
        writer.integer(written.count)
        for record in written {
            writer.string(record.path)
            writer.integer(ordinals[record.key] ?? 0)
            writer.stamp(record.stamp)
        }
        return writer.bytes
    }
}

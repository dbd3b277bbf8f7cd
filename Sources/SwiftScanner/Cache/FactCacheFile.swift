/// The layout of a fact cache file, read and written:
///
/// - the header: `magic`, `formatVersion` (eight bytes) and the salt (a varint length and UTF-8 bytes);
/// - the entries: a count, then per distinct file content its `ContentKey` (three eight-byte words), the length
///   of the rest, a checksum of the rest and the key (eight bytes), and the facts as `FactCodec` writes them;
/// - the stamps: a checksum of the section (eight bytes), a count, then per file path the index of its entry and
///   its `FileStamp`;
/// - the Xcode projects: a count, then per project file its key (its content's, salted with where it lies) and
///   what it declares (as `ProjectManifestCodec` writes it), laid out as an entry.
///
/// Every entry carries its checksum, checked when the entry is used, and the stamps theirs, checked when the file
/// is read: damaged bytes (a disk error, a file cut short by a full disk) never read as another file's facts;
/// what does not check out is read from the files again. Reading keeps what reads up to the first part whose
/// layout is damaged.
struct FactCacheFile {
    /// The first bytes of every cache file.
    static let magic = Array("archlint fact cache\n".utf8)
    /// Bumped whenever the layout, `FactCodec`'s included, changes.
    static let formatVersion: UInt64 = 3

    /// A file's path (as the run opened it) and stamp when its facts were recorded, and the entry they are in.
    struct StampRecord: Hashable {
        var path: String
        var stamp: FileStamp
        var key: ContentKey
    }

    /// An entry as a run has it: the bytes of the loaded cache's entry (checksum and facts), or new facts.
    enum Facts {
        case reused(Range<Int>)
        case made([UInt8])
    }

    /// Where each entry (its checksum, then its facts) lies in the file's bytes.
    var entries: [ContentKey: Range<Int>] = [:]
    /// The entries' keys, in the file's order.
    var keys: [ContentKey] = []
    /// The stamps, in the file's order.
    var stamps: [StampRecord] = []
    /// Where each Xcode project's entry lies in the file's bytes.
    var projects: [ContentKey: Range<Int>] = [:]

    init() {}

    /// What `bytes` hold; nothing when the header is not this format's with `salt`.
    init(_ bytes: [UInt8], salt: String) {
        bytes.withUnsafeBytes { raw in
            var reader = FactByteReader(raw, offset: min(Self.magic.count, raw.count))
            do throws(FactBytesError) {
                guard bytes.starts(with: Self.magic), try reader.word() == Self.formatVersion,
                    try reader.string() == salt
                else { return }
                // An entry: three words, its length and its checksum; a stamp: a path's length, an index and seven
                // numbers.
                let count = try reader.count(bytesEach: 33)
                entries.reserveCapacity(count)
                for _ in 0..<count {
                    let (key, range) = try Self.entry(&reader)
                    if entries.updateValue(range, forKey: key) == nil { keys.append(key) }
                }
                let stampChecksum = try reader.word()
                let stampStart = reader.offset
                var records: [StampRecord] = []
                let stampCount = try reader.count(bytesEach: 9)
                records.reserveCapacity(stampCount)
                for _ in 0..<stampCount {
                    let path = try reader.string()
                    let key = keys[try reader.integer(atMost: keys.count - 1)]
                    records.append(StampRecord(path: path, stamp: try reader.stamp(), key: key))
                }
                if Self.checksum(UnsafeRawBufferPointer(rebasing: raw[stampStart..<reader.offset])) == stampChecksum {
                    stamps = records
                }
                for _ in 0..<(try reader.count(bytesEach: 33)) {
                    let (key, range) = try Self.entry(&reader)
                    projects[key] = range
                }
            } catch {}
        }
    }

    private static func entry(_ reader: inout FactByteReader) throws(FactBytesError) -> (ContentKey, Range<Int>) {
        let key = ContentKey(byteCount: try reader.word(), low: try reader.word(), high: try reader.word())
        let length = try reader.count()
        let start = reader.offset
        guard length >= 8 else { throw FactBytesError() }
        _ = try reader.slice(length)
        return (key, start..<(start + length))
    }

    /// The facts of the entry of `key` at `range` of `bytes` (the cache file's), when its checksum checks out.
    static func verified(_ range: Range<Int>, of bytes: UnsafeRawBufferPointer, key: ContentKey)
        -> UnsafeRawBufferPointer?
    {
        let facts = UnsafeRawBufferPointer(rebasing: bytes[(range.lowerBound + 8)..<range.upperBound])
        let stored = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: range.lowerBound, as: UInt64.self))
        return stored == checksum(facts, key: key) ? facts : nil
    }

    /// The checksum of `bytes`, bound to `key` (so that an entry moved under another key does not check out).
    static func checksum(_ bytes: UnsafeRawBufferPointer, key: ContentKey? = nil) -> UInt64 {
        let hash = NameHash.of(bytes.assumingMemoryBound(to: UInt8.self))
        guard let key else { return hash }
        return hash ^ key.low ^ (key.high &* 0x9E37_79B9_7F4A_7C15) ^ key.byteCount
    }

    /// A cache file with `salt` holding `entries` (each key once, with its facts: new bytes, or a range of the
    /// `stored` cache's), `stamps` (whose keys are among the entries') and `projects` (as the entries).
    static func bytes(
        salt: String, entries: [(key: ContentKey, facts: Facts)], stored: [UInt8], stamps: [StampRecord],
        projects: [(key: ContentKey, facts: Facts)]
    ) -> [UInt8] {
        var writer = FactByteWriter()
        magic.withUnsafeBytes { writer.raw($0) }
        writer.word(formatVersion)
        writer.string(salt)
        writer.integer(entries.count)
        var ordinals: [ContentKey: Int] = [:]
        for (ordinal, entry) in entries.enumerated() {
            ordinals[entry.key] = ordinal
            writer.entry(entry.key, entry.facts, stored: stored)
        }
        var section = FactByteWriter()
        let written = stamps.filter { ordinals[$0.key] != nil }
        section.integer(written.count)
        for record in written {
            section.string(record.path)
            section.integer(ordinals[record.key] ?? 0)
            section.stamp(record.stamp)
        }
        section.bytes.withUnsafeBytes { bytes in
            writer.word(checksum(bytes))
            writer.raw(bytes)
        }
        writer.integer(projects.count)
        for project in projects { writer.entry(project.key, project.facts, stored: stored) }
        return writer.bytes
    }
}

extension FactByteWriter {
    /// An entry: its key's three words, then the length of the rest, and the rest: the checksum and the facts (new
    /// ones, or the checksum and facts of a range of `stored`).
    fileprivate mutating func entry(_ key: ContentKey, _ facts: FactCacheFile.Facts, stored: [UInt8]) {
        word(key.byteCount)
        word(key.low)
        word(key.high)
        switch facts {
        case .reused(let range):
            integer(range.count)
            stored.withUnsafeBytes { raw(UnsafeRawBufferPointer(rebasing: $0[range])) }
        case .made(let bytes):
            integer(bytes.count + 8)
            bytes.withUnsafeBytes {
                word(FactCacheFile.checksum($0, key: key))
                raw($0)
            }
        }
    }
}

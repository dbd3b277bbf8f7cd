#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The distinct names of one file's references, constructions and member uses, each once, in order of first
/// use; every such fact keeps its name as an index into `names`. The scanner fills it as it records names, so
/// that a name used many times is made into a `String` once, and later stages look each name up once per file
/// instead of once per use.
public struct FileNames: Sendable {
    /// The distinct names, in order of first use.
    public var names: [String] { table.names }
    private var table = NameTable()

    public init() {}

    /// The names `names` (distinct), kept without the means of finding them, as `kept()` keeps them.
    init(keeping names: [String]) {
        table = NameTable(keeping: names)
    }

    /// The index and `NameHash` of the name spelled by `bytes`; a string is made only for a new name. A new
    /// long name's string comes from `shared`, the names of the worker's earlier files.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, sharing shared: inout SharedNames) -> (
        index: Int32, hash: UInt64
    ) {
        let hash = NameHash.of(bytes)
        if let index = table.find(bytes, hash: hash) { return (index, hash) }
        return (table.add(shared.string(for: bytes, hash: hash), hash: hash), hash)
    }

    /// The name at `index`.
    func name(_ index: Int32) -> String { table.names[Int(index)] }

    /// The index of `name`, added when new.
    mutating func intern(_ name: String) -> Int32 { table.insert(name) }

    /// Exchanges the table with `lookup`: the extractor takes a worker's emptied table kept from file to file
    /// (`ExtractorStorage.nameLookup`), so that a file's names go into memory an earlier file already touched
    /// instead of a table grown from nothing, and hands it back after the file.
    mutating func exchangeTable(with lookup: inout NameTable) {
        swap(&table, &lookup)
    }

    /// The names without the means of finding them, copied without spare room: what a file's facts keep.
    func kept() -> FileNames {
        FileNames(keeping: ExtractorStorage.exactCopy(table.names))
    }
}

/// The hash of names across archlint: eight bytes at a time, multiplied and folded so that the low bits
/// (which pick hash table slots) depend on every byte.
public enum NameHash {
    /// The hash of the name spelled by `bytes`.
    @inline(__always)
    public static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        guard let base = bytes.baseAddress else { return finish(hash) }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = mix(hash, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        if offset < bytes.count {
            hash = mix(hash, tail(raw + offset, count: bytes.count - offset))
        }
        return finish(hash)
    }

    /// The `count` (1 to 7) bytes at `start` as a little-endian integer, read with at most three loads.
    @inline(__always)
    private static func tail(_ start: UnsafeRawPointer, count: Int) -> UInt64 {
        var value: UInt64 = 0
        var offset = 0
        if count & 4 != 0 {
            value = UInt64(UInt32(littleEndian: start.loadUnaligned(as: UInt32.self)))
            offset = 4
        }
        if count & 2 != 0 {
            let pair = UInt16(littleEndian: start.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
            value |= UInt64(pair) << (8 * UInt64(offset))
            offset += 2
        }
        if count & 1 != 0 {
            value |= UInt64(start.load(fromByteOffset: offset, as: UInt8.self)) << (8 * UInt64(offset))
        }
        return value
    }

    /// The hash of `name`, read in place.
    @inline(__always)
    public static func of(_ name: String) -> UInt64 {
        name.withBytesInPlace { of($0) }
    }

    @inline(__always)
    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 { fold(hash ^ word, 0xA076_1D64_78BD_642F) }

    @inline(__always)
    private static func finish(_ hash: UInt64) -> UInt64 { fold(hash, 0xE703_7ED1_A0B4_28DB) }

    /// The full 128-bit product of `value` and `other`, its halves folded together with `^`: the mixing step of
    /// archlint's hashes (wyhash's).
    @inline(__always)
    static func fold(_ value: UInt64, _ other: UInt64) -> UInt64 {
        let product = value.multipliedFullWidth(by: other)
        return product.high ^ product.low
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether `other` holds the same bytes (compared with `memcmp`).
    @inline(__always)
    public func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        guard count > 0, let left = baseAddress, let right = other.baseAddress else { return true }
        return memcmp(left, right, count) == 0
    }

    /// Whether these are the UTF-8 bytes of `text`.
    @inline(__always)
    public func hasSameBytes(as text: StaticString) -> Bool {
        text.withUTF8Buffer { hasSameBytes(as: $0) }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The distinct names of one file's references, constructions and member uses, each once, and per fact the
/// index of its name. The scanner fills it as it records names, so that a name used many times is made into
/// a `String` once, and later stages look each name up once per file instead of once per use. Facts built by
/// hand have none (`covers(_:)` is false for them).
///
/// Once the scan of the file ends, all of it is two arrays: the names and the indices of every fact.
public struct FileNames: Sendable {
    /// The distinct names, in order of first use.
    public var names: [String] { table.names }
    private var table = NameTable()
    /// Name indices of the references, then of the constructions, then of the member uses.
    private var indices: [Int32] = []
    private var referenceCount = 0
    private var constructionCount = 0
    private var memberUseCount = 0
    /// While scanning: the name indices of constructions and member uses (appended to `indices` at the end).
    private var pendingConstructions: [Int32] = []
    private var pendingMemberUses: [Int32] = []

    public init() {}

    /// Per reference of the file, the index of its name.
    public var references: ArraySlice<Int32> { indices[0..<referenceCount] }
    /// Per construction of the file, the index of its type name.
    public var constructions: ArraySlice<Int32> { indices[referenceCount..<referenceCount + constructionCount] }
    /// Per member use of the file, the index of its type name.
    public var memberUses: ArraySlice<Int32> {
        indices[referenceCount + constructionCount..<referenceCount + constructionCount + memberUseCount]
    }

    /// The name index of reference `index`.
    @inline(__always)
    public func reference(_ index: Int) -> Int32 { indices[index] }

    /// The name index of construction `index`.
    @inline(__always)
    public func construction(_ index: Int) -> Int32 { indices[referenceCount + index] }

    /// The name index of member use `index`.
    @inline(__always)
    public func memberUse(_ index: Int) -> Int32 { indices[referenceCount + constructionCount + index] }

    /// Whether every reference, construction and member use of `facts` has its name index here.
    public func covers(_ facts: FileFacts) -> Bool {
        !names.isEmpty && referenceCount == facts.references.count
            && constructionCount == facts.constructions.count && memberUseCount == facts.memberUses.count
            && indices.count == referenceCount + constructionCount + memberUseCount
    }

    /// Makes room for the name indices of `count` references.
    mutating func reserveReferences(_ count: Int) {
        indices.reserveCapacity(count)
    }

    mutating func addReference(_ index: Int32) {
        indices.append(index)
        referenceCount += 1
    }

    mutating func addConstruction(_ index: Int32) {
        pendingConstructions.append(index)
        constructionCount += 1
    }

    mutating func addMemberUse(_ index: Int32) {
        pendingMemberUses.append(index)
        memberUseCount += 1
    }

    /// The index and string of the name spelled by `bytes`; the string is made only for a new name.
    /// A new long name's string comes from `shared`, the names of the worker's earlier files.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, sharing shared: inout SharedNames) -> (
        index: Int32, name: String
    ) {
        let hash = NameHash.of(bytes)
        if let index = table.find(bytes, hash: hash) { return (index, table.names[Int(index)]) }
        let name = shared.string(for: bytes, hash: hash)
        return (table.add(name, hash: hash), name)
    }

    /// The index of `name`, added when new.
    mutating func intern(_ name: String) -> Int32 {
        var bytesOfName = name
        return bytesOfName.withUTF8 { bytes in
            let hash = NameHash.of(bytes)
            return table.find(bytes, hash: hash) ?? table.add(name, hash: hash)
        }
    }

    /// Ends the scan of the file: the indices go into one array, the lookup table is released.
    mutating func finish() {
        indices.reserveCapacity(indices.count + pendingConstructions.count + pendingMemberUses.count)
        indices += pendingConstructions
        indices += pendingMemberUses
        pendingConstructions = []
        pendingMemberUses = []
        table.releaseLookup()
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

    /// The hash of `name`.
    @inline(__always)
    public static func of(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { of($0) }
    }

    @inline(__always)
    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let product = (hash ^ word).multipliedFullWidth(by: 0xA076_1D64_78BD_642F)
        return product.high ^ product.low
    }

    @inline(__always)
    private static func finish(_ hash: UInt64) -> UInt64 {
        let product = hash.multipliedFullWidth(by: 0xE703_7ED1_A0B4_28DB)
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
}

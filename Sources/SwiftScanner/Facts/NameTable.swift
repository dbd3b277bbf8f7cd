/// Distinct names in order of first entry, found again by their UTF-8 bytes: an open-addressing table of
/// indices keyed by `NameHash`, so that a lookup costs one hash of the bytes and a comparison.
public struct NameTable: Sendable {
    /// The names, in the order they were added.
    public private(set) var names: [String] = []
    private var hashes: [UInt64] = []
    /// Indices into `names`, -1 for an empty slot; the count is a power of two (or zero).
    private var slots: [Int32] = []

    public init() {}

    /// The index of the name spelled by `bytes`, whose `NameHash` is `hash`, if it was added (and the lookup
    /// not released).
    public func find(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int32? {
        probe(hash) { Self.spells($0, bytes) }
    }

    /// The index of `name`, whose `NameHash` is `hash`, if it was added (and the lookup not released). Compared
    /// as strings: the same string object (names are shared) is equal at once.
    public func find(_ name: String, hash: UInt64) -> Int32? {
        probe(hash) { $0 == name }
    }

    /// The first added name with `hash` that `matches` accepts.
    @inline(__always)
    private func probe(_ hash: UInt64, _ matches: (String) -> Bool) -> Int32? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let index = Int(slots[slot])
            if hashes[index] == hash && matches(names[index]) { return Int32(index) }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Whether `name` is spelled by `bytes`; reads a native string's bytes in place, without copying it.
    @inline(__always)
    private static func spells(_ name: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if let same = name.utf8.withContiguousStorageIfAvailable({ $0.hasSameBytes(as: bytes) }) { return same }
        var copy = name
        return copy.withUTF8 { $0.hasSameBytes(as: bytes) }
    }

    /// The index of `name`, added when new.
    public mutating func insert(_ name: String) -> Int32 {
        var bytesOfName = name
        return bytesOfName.withUTF8 { bytes in
            let hash = NameHash.of(bytes)
            return find(bytes, hash: hash) ?? add(name, hash: hash)
        }
    }

    /// Adds `name`, whose hash is `hash`, and returns its index. The table grows by doubling, and `names` and
    /// `hashes` grow with it to the most names it holds before the next growth.
    public mutating func add(_ name: String, hash: UInt64) -> Int32 {
        if (names.count + 1) * 2 > slots.count {
            slots = [Int32](repeating: -1, count: max(32, slots.count * 2))
            names.reserveCapacity(slots.count / 2)
            hashes.reserveCapacity(slots.count / 2)
            for (index, known) in hashes.enumerated() { place(Int32(index), hash: known) }
        }
        names.append(name)
        hashes.append(hash)
        place(Int32(names.count - 1), hash: hash)
        return Int32(names.count - 1)
    }

    /// Keeps the names and lets go of what finding them takes: `find` finds nothing afterwards.
    /// The names are copied without their spare room when that is more than an eighth of them.
    mutating func releaseLookup() {
        hashes = []
        slots = []
        if names.capacity - names.count > names.count / 8 + 2 { names = names.withUnsafeBufferPointer { Array($0) } }
    }

    private mutating func place(_ index: Int32, hash: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = index
    }
}

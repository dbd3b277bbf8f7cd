/// Distinct names in order of first entry, found again by their UTF-8 bytes: an open-addressing table of
/// indices keyed by `NameHash`, so that a lookup costs one hash of the bytes and a comparison.
///
/// Each slot holds a name's index and the high half of its hash, so that a probe passes over the other names of
/// its slot run without reading their hashes or names: in the symbol table of a large tree those are cache misses,
/// and most names looked up (`String`, `UIView`) are declared nowhere in the tree.
public struct NameTable: Sendable {
    /// The names, in the order they were added.
    public private(set) var names: [String] = []
    /// Per name, its hash: read only to place the names again when the table grows.
    private var hashes: [UInt64] = []
    /// Per slot, 0 when empty, else the high 32 bits of a name's hash and, in the low 32 bits, its index + 1;
    /// the count is a power of two (or zero).
    private var slots: [UInt64] = []

    private static let tagMask: UInt64 = 0xFFFF_FFFF_0000_0000

    public init() {}

    /// The index of the name spelled by `bytes`, whose `NameHash` is `hash`, if it was added (a table made by
    /// `init(keeping:)` finds nothing).
    public func find(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int32? {
        probe(hash) { Self.spells($0, bytes) }
    }

    /// The index of `name`, whose `NameHash` is `hash`, if it was added (see `find(_:hash:)` of bytes). Compared
    /// as strings: the same string object (names are shared) is equal at once.
    public func find(_ name: String, hash: UInt64) -> Int32? {
        probe(hash) { $0 == name }
    }

    /// The first added name with `hash` that `matches` accepts.
    @inline(__always)
    private func probe(_ hash: UInt64, _ matches: (String) -> Bool) -> Int32? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        let tag = hash & Self.tagMask
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            if entry & Self.tagMask == tag {
                let index = Int(truncatingIfNeeded: entry & ~Self.tagMask) - 1
                if matches(names[index]) { return Int32(truncatingIfNeeded: index) }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Whether `name` is spelled by `bytes`; reads a native string's bytes in place, without copying it.
    @inline(__always)
    private static func spells(_ name: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        name.withBytesInPlace { $0.hasSameBytes(as: bytes) }
    }

    /// The index of `name`, added when new.
    public mutating func insert(_ name: String) -> Int32 {
        // Not through `String.withBytesInPlace`: its closure costs about a million instructions more on
        // woocommerce-ios (callgrind), this being called for every name of every file.
        if let index = name.utf8.withContiguousStorageIfAvailable({ insert(name, spelledBy: $0) }) { return index }
        var copy = name
        return copy.withUTF8 { insert(name, spelledBy: $0) }
    }

    private mutating func insert(_ name: String, spelledBy bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        let hash = NameHash.of(bytes)
        return find(bytes, hash: hash) ?? add(name, hash: hash)
    }

    /// Adds `name`, whose hash is `hash`, and returns its index. The table grows by doubling, and `names` and
    /// `hashes` grow with it to the most names it holds before the next growth.
    public mutating func add(_ name: String, hash: UInt64) -> Int32 {
        if (names.count + 1) * 2 > slots.count {
            slots = [UInt64](repeating: 0, count: max(32, slots.count * 2))
            names.reserveCapacity(slots.count / 2)
            hashes.reserveCapacity(slots.count / 2)
            for (index, known) in hashes.enumerated() { place(index, hash: known) }
        }
        names.append(name)
        hashes.append(hash)
        place(names.count - 1, hash: hash)
        return Int32(names.count - 1)
    }

    /// How many slots the table has: the room `removeAll()` keeps.
    var slotCount: Int { slots.count }

    /// Tables with more slots than this are let go after a file rather than emptied and kept: one huge file
    /// must not leave a table whose probes miss the cache for the rest of the run.
    static let largestKept = 1 << 12

    /// Empties the table for the next file's names: its room is kept (unless it has more than `largestKept`
    /// slots), and only the slots its names took are cleared.
    mutating func removeAll() {
        guard slots.count <= Self.largestKept else {
            self = NameTable()
            return
        }
        let mask = slots.count - 1
        for (index, hash) in hashes.enumerated() {
            // Each name's entry is in its probe run exactly once: look for the entry itself, past slots that
            // earlier names of the loop cleared.
            let entry = hash & Self.tagMask | UInt64(index + 1)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != entry { slot = (slot + 1) & mask }
            slots[slot] = 0
        }
        names.removeAll(keepingCapacity: true)
        hashes.removeAll(keepingCapacity: true)
    }

    /// A table holding `names` (distinct), without the means of finding them: `find` finds nothing.
    init(keeping names: [String]) {
        self.names = names
    }

    private mutating func place(_ index: Int, hash: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = hash & Self.tagMask | UInt64(index + 1)
    }
}

/// Interns names: an open-addressing hash table from names to dense integers, hashed with FNV-1a over
/// the UTF-8 bytes. Lookups are the hot path of reference resolution; they neither allocate nor run
/// the standard library's seeded hasher.
struct NameIndex: Sendable {
    private var names: [String] = []
    private var hashes: [UInt64] = []
    /// Index into `names`, or -1 for an empty slot. The count is a power of two.
    private var slots: [Int32] = [Int32](repeating: -1, count: 16)

    var count: Int { names.count }

    /// The id of `name`, inserting it when new.
    mutating func insert(_ name: String) -> Int {
        let hash = Self.hash(name)
        if let id = find(name, hash: hash) { return id }
        if (names.count + 1) * 2 > slots.count { grow() }
        let id = names.count
        names.append(name)
        hashes.append(hash)
        place(id, hash: hash)
        return id
    }

    /// The id of `name`, if it was inserted.
    @inline(__always)
    func lookup(_ name: String) -> Int? { find(name, hash: Self.hash(name)) }

    private func find(_ name: String, hash: UInt64) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let id = Int(slots[slot])
            if id < 0 { return nil }
            if hashes[id] == hash, names[id] == name { return id }
            slot = (slot + 1) & mask
        }
    }

    private mutating func place(_ id: Int, hash: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(id)
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for id in names.indices { place(id, hash: hashes[id]) }
    }

    /// FNV-1a over the UTF-8 bytes, mixed so that the low bits (used for slots) depend on every byte.
    @inline(__always)
    static func hash(_ name: String) -> UInt64 {
        func fnv<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash ^ (hash >> 29)
        }
        return name.utf8.withContiguousStorageIfAvailable(fnv) ?? fnv(name.utf8)
    }
}

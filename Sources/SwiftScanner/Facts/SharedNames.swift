/// Long names that earlier files of the same worker already made into strings, so that the files a worker
/// scans share one string per name instead of each allocating its own (a name of 15 bytes or fewer is stored
/// inside its `String` and needs no sharing). The facts of every file are kept for the whole run, so sharing
/// costs only this table.
struct SharedNames {
    /// Names shorter than this are made directly: their strings allocate nothing.
    static let shortestShared = 16

    private var names: [String] = []
    private var hashes: [UInt64] = []
    /// Indices into `names`, -1 for an empty slot; the count is a power of two.
    private var slots: [Int32] = []

    /// The string spelled by `bytes`, whose `NameHash` is `hash`: the one made before when there is one, else a
    /// new one (invalid UTF-8 repaired, as `String(decoding:as:)` does), which is kept for the next files.
    mutating func string(for bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> String {
        guard bytes.count >= Self.shortestShared else { return String(decoding: bytes, as: UTF8.self) }
        if !slots.isEmpty {
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 {
                let index = Int(slots[slot])
                if hashes[index] == hash {
                    var known = names[index]
                    if known.withUTF8({ $0.hasSameBytes(as: bytes) }) { return known }
                }
                slot = (slot + 1) & mask
            }
        }
        let name = String(decoding: bytes, as: UTF8.self)
        if (names.count + 1) * 2 > slots.count { grow() }
        names.append(name)
        hashes.append(hash)
        place(Int32(names.count - 1), hash: hash)
        return name
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: max(256, slots.count * 2))
        for (index, hash) in hashes.enumerated() { place(Int32(index), hash: hash) }
    }

    private mutating func place(_ index: Int32, hash: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = index
    }
}

/// The objects of a project file by id: an open-addressing table over the ids' bytes, so that looking an
/// id up costs one fold of its bytes and a comparison, with no `String` and no `Hasher` per id.
struct ObjectIDTable {
    /// Per slot, an index into `ids` and `objects`, or -1 when empty.
    private var slots: [Int32]
    private var ids: [UnsafeBufferPointer<UInt8>] = []
    private var objects: [Int32] = []
    private let mask: Int

    /// A table for about `count` ids.
    init(capacity count: Int) {
        var size = 16
        while size < count * 2 { size <<= 1 }
        slots = [Int32](repeating: -1, count: size)
        mask = size - 1
        ids.reserveCapacity(count)
        objects.reserveCapacity(count)
    }

    /// The object of an id (a later id with the same bytes replaces an earlier one).
    subscript(id: UnsafeBufferPointer<UInt8>) -> Int32? {
        get {
            let slot = find(id)
            return slots[slot] < 0 ? nil : objects[Int(slots[slot])]
        }
        set {
            guard let newValue else { return }
            let slot = find(id)
            if slots[slot] >= 0 {
                objects[Int(slots[slot])] = newValue
                return
            }
            precondition(ids.count * 2 < slots.count, "ObjectIDTable holds at most half its capacity")
            slots[slot] = Int32(ids.count)
            ids.append(id)
            objects.append(newValue)
        }
    }

    /// The id of an object, the first entered that maps to it.
    func id(of object: Int32) -> UnsafeBufferPointer<UInt8>? {
        objects.firstIndex(of: object).map { ids[$0] }
    }

    /// The slot holding `id`, or the empty slot where it belongs.
    private func find(_ id: UnsafeBufferPointer<UInt8>) -> Int {
        var slot = Int(truncatingIfNeeded: Self.hash(id)) & mask
        while slots[slot] >= 0 && !ids[Int(slots[slot])].hasSameBytes(as: id) { slot = (slot + 1) & mask }
        return slot
    }

    /// Folds the bytes eight at a time (ids are 24 hex digits), then mixes the bits.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let raw = UnsafeRawBufferPointer(bytes)
        var folded = UInt64(truncatingIfNeeded: raw.count)
        var offset = 0
        while offset + 8 <= raw.count {
            folded = (folded &* 0x9E37_79B9_7F4A_7C15) ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < raw.count {
            folded = (folded &* 0x100_0000_01B3) ^ UInt64(raw[offset])
            offset += 1
        }
        folded ^= folded >> 31
        folded = folded &* 0xBF58_476D_1CE4_E5B9
        return folded ^ (folded >> 29)
    }
}

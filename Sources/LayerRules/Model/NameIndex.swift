import SwiftScanner

/// Interns names: an open-addressing hash table from names to dense integers, hashed with `NameHash`
/// (the scanner's hash, so names it interned need not be hashed again). Lookups are the hot path of
/// reference resolution; they neither allocate nor run the standard library's seeded hasher.
struct NameIndex: Sendable {
    private var names: [String] = []
    private var hashes: [UInt64] = []
    /// Index into `names`, or -1 for an empty slot. The count is a power of two.
    private var slots: [Int32] = [Int32](repeating: -1, count: 16)

    /// The id of `name`, inserting it when new.
    mutating func insert(_ name: String) -> Int {
        let hash = NameHash.of(name)
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
    func lookup(_ name: String) -> Int? { find(name, hash: NameHash.of(name)) }

    /// The id of `name`, whose `NameHash` is `hash`, if it was inserted.
    @inline(__always)
    func lookup(_ name: String, hash: UInt64) -> Int? { find(name, hash: hash) }

    /// The id of the name whose UTF-8 bytes are `bytes`, if it was inserted.
    func lookup(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let hash = NameHash.of(bytes)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let id = Int(slots[slot])
            if id < 0 { return nil }
            if hashes[id] == hash {
                var name = names[id]
                if name.withUTF8({ $0.hasSameBytes(as: bytes) }) { return id }
            }
            slot = (slot + 1) & mask
        }
    }

    /// The id of the name `prefix.suffix` (`Outer.Inner`), if it was inserted; the joined name is built in a
    /// temporary buffer, not a `String`.
    func lookup(_ prefix: String, dot suffix: String) -> Int? {
        var head = prefix
        var tail = suffix
        return head.withUTF8 { head in
            tail.withUTF8 { tail in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: head.count + 1 + tail.count) { joined in
                    _ = joined.initialize(from: head)
                    joined[head.count] = UInt8(ascii: ".")
                    _ = UnsafeMutableBufferPointer(rebasing: joined[(head.count + 1)...]).initialize(from: tail)
                    return lookup(utf8: UnsafeBufferPointer(joined))
                }
            }
        }
    }

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
}

/// Symbols grouped by name, each name's symbols stored contiguously: a lookup gives a range of one shared
/// array, so resolving a name neither allocates nor retains a per-name list. Within a name, the symbols
/// marked `leading` come first; each part keeps symbol order.
struct SymbolsByName: Sendable {
    /// The symbols of one name: `all` positions, and the `leading` ones (a prefix of `all`).
    struct Group {
        var all: Range<Int>
        var leading: Range<Int>
    }

    private var index = NameIndex()
    /// Per name id, where its symbols start in `ids` (one extra entry: the end).
    private var starts: [Int] = [0]
    /// Per name id, where its symbols that are not leading start.
    private var leadingEnds: [Int] = []
    private var ids: [SymbolID] = []

    /// Groups symbols `0..<names.count` by `names[symbol]`.
    init(names: [String], leading: (Int) -> Bool = { _ in false }) {
        var slots = [Int](repeating: 0, count: names.count)
        var counts: [Int] = []
        var leadingCounts: [Int] = []
        for (symbol, name) in names.enumerated() {
            let slot = index.insert(name)
            if slot == counts.count {
                counts.append(0)
                leadingCounts.append(0)
            }
            counts[slot] += 1
            if leading(symbol) { leadingCounts[slot] += 1 }
            slots[symbol] = slot
        }
        starts = [Int](repeating: 0, count: counts.count + 1)
        for slot in counts.indices { starts[slot + 1] = starts[slot] + counts[slot] }
        leadingEnds = counts.indices.map { starts[$0] + leadingCounts[$0] }
        var nextLeading = starts
        var nextOther = leadingEnds
        ids = [SymbolID](repeating: SymbolID(0), count: names.count)
        for (symbol, slot) in slots.enumerated() {
            if leading(symbol) {
                ids[nextLeading[slot]] = SymbolID(symbol)
                nextLeading[slot] += 1
            } else {
                ids[nextOther[slot]] = SymbolID(symbol)
                nextOther[slot] += 1
            }
        }
    }

    /// The symbols named `name`, or nil when none is.
    @inline(__always)
    func group(named name: String) -> Group? {
        index.lookup(name).map(group(slot:))
    }

    /// The symbols named `name`, whose `NameHash` is `hash`, or nil when none is.
    @inline(__always)
    func group(named name: String, hash: UInt64) -> Group? {
        index.lookup(name, hash: hash).map(group(slot:))
    }

    /// The symbols named `prefix.suffix`, or nil when none is.
    @inline(__always)
    func group(named prefix: String, dot suffix: String) -> Group? {
        index.lookup(prefix, dot: suffix).map(group(slot:))
    }

    private func group(slot: Int) -> Group {
        Group(all: starts[slot]..<starts[slot + 1], leading: starts[slot]..<leadingEnds[slot])
    }

    @inline(__always)
    subscript(position: Int) -> SymbolID { ids[position] }
}

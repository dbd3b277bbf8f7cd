import SwiftScanner

/// Interns names to dense integers: the scanner's `NameTable` (open addressing, hashed with `NameHash`, names
/// compared by their UTF-8 bytes), looked up by `String`, by bytes or by a dotted pair. Lookups are the hot path
/// of reference resolution; they neither allocate nor run the standard library's seeded hasher.
struct NameIndex: Sendable {
    private var table = NameTable()

    /// The id of `name`, inserting it when new.
    mutating func insert(_ name: String) -> Int { Int(table.insert(name)) }

    /// The id of `name`, if it was inserted.
    @inline(__always)
    func lookup(_ name: String) -> Int? { lookup(name, hash: NameHash.of(name)) }

    /// The id of `name`, whose `NameHash` is `hash`, if it was inserted.
    @inline(__always)
    func lookup(_ name: String, hash: UInt64) -> Int? { table.find(name, hash: hash).map(Int.init) }

    /// The id of the name whose UTF-8 bytes are `bytes`, if it was inserted.
    func lookup(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        table.find(bytes, hash: NameHash.of(bytes)).map(Int.init)
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

    /// The number of distinct names.
    var groupCount: Int { starts.count - 1 }

    /// The symbols of the `slot`th distinct name (`0..<groupCount`).
    func group(slot: Int) -> Group {
        Group(all: starts[slot]..<starts[slot + 1], leading: starts[slot]..<leadingEnds[slot])
    }

    @inline(__always)
    subscript(position: Int) -> SymbolID { ids[position] }
}

/// A one-word summary of a set of names, by their `NameHash`: a name whose bit is clear is surely not in the
/// set, so most names are ruled out without comparing strings. A set bit only says "maybe".
struct NameFilter: Equatable {
    private(set) var bits: UInt64 = 0

    /// The empty filter.
    init() {}

    /// The filter of `names`.
    init(_ names: [String]) {
        for name in names { bits |= 1 << Self.slot(NameHash.of(name)) }
    }

    /// The bit (0 to 63) of the name whose `NameHash` is `hash`: its top six bits pick it, as a name table's
    /// slots come from the low bits.
    @inline(__always)
    static func slot(_ hash: UInt64) -> UInt64 { hash >> 58 }

    /// False when the name whose `NameHash` is `hash` is surely not in the set.
    @inline(__always)
    func mayContain(hash: UInt64) -> Bool { bits >> Self.slot(hash) & 1 != 0 }

    /// The filter of both sets.
    @inline(__always)
    func union(_ other: NameFilter) -> NameFilter {
        var both = self
        both.bits |= other.bits
        return both
    }
}

/// A `NameFilter` over names that come and go (the generic parameters of the open scopes): each bit counts
/// the names that set it, and is cleared when the last of them is removed.
struct CountingNameFilter {
    private var counts: [UInt32] = []
    private(set) var filter = NameFilter()

    /// Adds one occurrence of `name`.
    mutating func insert(_ name: String) {
        if counts.isEmpty { counts = [UInt32](repeating: 0, count: 64) }
        let slot = NameFilter.slot(NameHash.of(name))
        counts[Int(slot)] += 1
        filter.set(slot, true)
    }

    /// Removes one occurrence of `name`, which was inserted.
    mutating func remove(_ name: String) {
        let slot = NameFilter.slot(NameHash.of(name))
        guard !counts.isEmpty, counts[Int(slot)] > 0 else { return }
        counts[Int(slot)] -= 1
        if counts[Int(slot)] == 0 { filter.set(slot, false) }
    }
}

extension NameFilter {
    /// Sets or clears bit `slot`.
    fileprivate mutating func set(_ slot: UInt64, _ isSet: Bool) {
        bits = isSet ? bits | 1 << slot : bits & ~(1 << slot)
    }
}

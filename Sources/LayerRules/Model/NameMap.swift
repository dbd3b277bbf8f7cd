import SwiftScanner

/// Values by name, the names interned in a `NameIndex`: a lookup hashes the name's UTF-8 bytes with `NameHash`
/// and makes no `String` (a `Substring` or bytes will do), where a `[String: Value]` runs the standard library's
/// seeded hasher over a `String`. Names are compared by their bytes: give them as one stage spells them.
struct NameMap<Value>: Sendable where Value: Sendable {
    private var names = NameIndex()
    private var values: [Value] = []

    init() {}

    /// The value of `name`, or nil.
    subscript(name: String) -> Value? {
        names.lookup(name).map { values[$0] }
    }

    /// The value of the name `name` spells, or nil.
    subscript(name: Substring) -> Value? {
        if let found = name.utf8.withContiguousStorageIfAvailable({ names.lookup(utf8: $0) }) {
            return found.map { values[$0] }
        }
        return self[String(name)]
    }

    /// Sets the value of `name`, adding the name when new.
    mutating func set(_ value: Value, for name: String) {
        let id = names.insert(name)
        if id == values.count { values.append(value) } else { values[id] = value }
    }

    /// Whether `name` has a value.
    func contains(_ name: String) -> Bool { names.lookup(name) != nil }

    /// Whether the map is empty.
    var isEmpty: Bool { values.isEmpty }
}

extension NameMap {
    /// `value` appended to the list of `name`, which starts empty.
    mutating func append<Element>(_ value: Element, to name: String) where Value == [Element] {
        let id = names.insert(name)
        if id == values.count { values.append([value]) } else { values[id].append(value) }
    }
}

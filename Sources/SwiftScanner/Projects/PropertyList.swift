/// An old-style (OpenStep) ASCII property list, the format of `project.pbxproj`, parsed into nodes over the
/// file's bytes: strings are sliced only when read and line numbers found only when asked for, so a large
/// project costs one pass and a few arrays.
struct PropertyList {
    enum Kind: UInt8 {
        case string, quotedString, array, dictionary
    }

    /// A value: a string's bytes (`start..<end`), or a container's children (`items[first..<first + count]`;
    /// a dictionary's are key and value pairs) and its opening bracket at `start`.
    struct Node {
        var kind: Kind
        var start: Int32
        var end: Int32
        var first: Int32
        var count: Int32
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var nodes: [Node] = []
    var items: [Int32] = []
    /// The offsets of the file's line feeds, listed once the parse has succeeded (the parser fills the arrays).
    var lineFeeds: [Int32] = []

    /// The top-level value (the last node finished).
    var root: Int32 { Int32(nodes.count - 1) }

    /// The 1-based line a node starts on.
    func line(_ node: Int32) -> Int {
        let offset = nodes[Int(node)].start
        var low = 0
        var high = lineFeeds.count
        while low < high {
            let middle = (low + high) / 2
            if lineFeeds[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low + 1
    }

    func isString(_ node: Int32) -> Bool { nodes[Int(node)].kind.rawValue <= Kind.quotedString.rawValue }

    /// A string node's bytes (still escaped when quoted).
    func stringBytes(_ node: Int32) -> UnsafeBufferPointer<UInt8> {
        let value = nodes[Int(node)]
        return UnsafeBufferPointer(rebasing: bytes[Int(value.start)..<Int(value.end)])
    }

    /// A string node's value, escapes resolved; nil for a container.
    func string(_ node: Int32) -> String? {
        let value = nodes[Int(node)]
        switch value.kind {
        case .string: return String(decoding: stringBytes(node), as: UTF8.self)
        case .quotedString:
            let raw = stringBytes(node)
            guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
            var content: [UInt8] = []
            var escaping = false
            for byte in raw {
                if escaping {
                    switch byte {
                    case UInt8(ascii: "n"): content.append(0x0A)
                    case UInt8(ascii: "t"): content.append(0x09)
                    case UInt8(ascii: "r"): content.append(0x0D)
                    default: content.append(byte)
                    }
                    escaping = false
                } else if byte == UInt8(ascii: "\\") {
                    escaping = true
                } else {
                    content.append(byte)
                }
            }
            return String(decoding: content, as: UTF8.self)
        default: return nil
        }
    }

    /// Whether a string node spells `text` (compared as bytes, lengths first).
    func spells(_ node: Int32, _ text: StaticString) -> Bool {
        let value = nodes[Int(node)]
        guard value.kind.rawValue <= Kind.quotedString.rawValue,
            Int(value.end - value.start) == text.utf8CodeUnitCount
        else { return false }
        return UnsafeBufferPointer(rebasing: bytes[Int(value.start)..<Int(value.end)]).hasSameBytes(as: text)
    }

    /// The elements of an array node (empty for anything else).
    func elements(_ node: Int32) -> ArraySlice<Int32> {
        let value = nodes[Int(node)]
        guard value.kind == .array else { return [] }
        return items[Int(value.first)..<Int(value.first + value.count)]
    }

    /// The key and value node pairs of a dictionary node (empty for anything else).
    func entries(_ node: Int32) -> [(key: Int32, value: Int32)] {
        let value = nodes[Int(node)]
        guard value.kind == .dictionary else { return [] }
        return stride(from: Int(value.first), to: Int(value.first + value.count), by: 2).map {
            (items[$0], items[$0 + 1])
        }
    }

    /// The value of `key` in a dictionary node (the last one when a key repeats).
    func value(_ node: Int32, _ key: StaticString) -> Int32? {
        let value = nodes[Int(node)]
        guard value.kind == .dictionary else { return nil }
        var index = Int(value.first + value.count) - 2
        while index >= Int(value.first) {
            if spells(items[index], key) { return items[index + 1] }
            index -= 2
        }
        return nil
    }

    /// The string value of `key` in a dictionary node.
    func string(_ node: Int32, _ key: StaticString) -> String? { value(node, key).flatMap(string) }
}

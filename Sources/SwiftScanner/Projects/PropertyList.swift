/// An old-style (OpenStep) ASCII property list, the format of `project.pbxproj`, parsed into nodes over the
/// file's bytes: strings are sliced only when read, so a large project costs one pass and a few arrays.
struct PropertyList {
    enum Kind: UInt8 {
        case string, quotedString, array, dictionary
    }

    /// A value: a string's bytes, or a container's children (`items[first..<first + count]`; a dictionary's
    /// are key and value pairs).
    struct Node {
        var kind: Kind
        var start: Int32
        var end: Int32
        var first: Int32
        var count: Int32
        var line: Int32
    }

    let bytes: UnsafeBufferPointer<UInt8>
    fileprivate(set) var nodes: [Node] = []
    fileprivate(set) var items: [Int32] = []

    /// The top-level value (the last node finished).
    var root: Int32 { Int32(nodes.count - 1) }

    func line(_ node: Int32) -> Int { Int(nodes[Int(node)].line) }

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
        return PropertyList.equal(
            UnsafeBufferPointer(rebasing: bytes[Int(value.start)..<Int(value.end)]),
            UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Whether two byte ranges are equal: lengths first, then the bytes.
    @inline(__always)
    static func equal(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var index = 0
        while index < lhs.count {
            if lhs[index] != rhs[index] { return false }
            index += 1
        }
        return true
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

/// Why a property list could not be parsed, at a 1-based line and column.
struct PropertyListError: Error, Hashable, Sendable {
    var message: String
    var position: SourcePosition
}

/// Parses an old-style ASCII property list from bytes: dictionaries `{ key = value; }`, arrays `( a, b )`,
/// quoted and unquoted strings, data `<0fbd>`, `//` and `/* */` comments. Never traps; nesting deeper than
/// `maximumDepth` is an error.
struct PropertyListParser {
    static let maximumDepth = 64

    private var tree: PropertyList
    private var offset = 0
    private var line: Int32 = 1
    private var lineStart = 0
    /// Children of the containers being parsed, moved to `tree.items` when each closes.
    private var pending: [Int32] = []

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        tree = PropertyList(bytes: bytes)
    }

    private var bytes: UnsafeBufferPointer<UInt8> { tree.bytes }

    /// The property list the bytes hold; nothing but comments and white space may follow its value. The tree
    /// refers to `bytes`, which must outlive it.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<PropertyList, PropertyListError> {
        var parser = PropertyListParser(bytes)
        parser.tree.nodes.reserveCapacity(bytes.count / 24)
        parser.tree.items.reserveCapacity(bytes.count / 16)
        do throws(PropertyListError) {
            _ = try parser.value(depth: 0)
            try parser.skipTrivia()
            if parser.offset < bytes.count { throw parser.error("unexpected text after the top-level value") }
            return .success(parser.tree)
        } catch {
            return .failure(error)
        }
    }

    private func error(_ message: String) -> PropertyListError {
        PropertyListError(
            message: message, position: SourcePosition(line: Int(line), column: offset - lineStart + 1))
    }

    @inline(__always)
    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    @inline(__always)
    private mutating func advance() {
        if bytes[offset] == 0x0A {
            line += 1
            lineStart = offset + 1
        }
        offset += 1
    }

    private func next(is byte: UInt8) -> Bool { offset + 1 < bytes.count && bytes[offset + 1] == byte }

    private mutating func skipTrivia() throws(PropertyListError) {
        while let byte = current {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                advance()
            } else if byte == UInt8(ascii: "/") && next(is: UInt8(ascii: "/")) {
                while let next = current, next != 0x0A { offset += 1 }
            } else if byte == UInt8(ascii: "/") && next(is: UInt8(ascii: "*")) {
                try skipBlockComment()
            } else {
                return
            }
        }
    }

    /// Skips a `/* … */` comment starting at `offset` (one tight loop: a project has one after most ids).
    private mutating func skipBlockComment() throws(PropertyListError) {
        let start = SourcePosition(line: Int(line), column: offset - lineStart + 1)
        let count = bytes.count
        var index = offset + 2
        while true {
            guard index < count else { throw PropertyListError(message: "unterminated comment", position: start) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "*") && index + 1 < count && bytes[index + 1] == UInt8(ascii: "/") {
                offset = index + 2
                return
            }
            if byte == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
    }

    private mutating func add(_ kind: PropertyList.Kind, _ start: Int, _ end: Int, line: Int32) -> Int32 {
        tree.nodes.append(
            PropertyList.Node(kind: kind, start: Int32(start), end: Int32(end), first: 0, count: 0, line: line))
        return Int32(tree.nodes.count - 1)
    }

    private mutating func value(depth: Int) throws(PropertyListError) -> Int32 {
        try skipTrivia()
        guard let byte = current else { throw error("unexpected end of file") }
        guard depth < Self.maximumDepth else { throw error("values nested deeper than \(Self.maximumDepth) levels") }
        let startLine = line
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "("):
            let isDictionary = byte == UInt8(ascii: "{")
            offset += 1
            let base = pending.count
            if isDictionary { try dictionary(depth: depth) } else { try array(depth: depth) }
            let first = tree.items.count
            tree.items.append(contentsOf: pending[base...])
            pending.removeSubrange(base...)
            tree.nodes.append(
                PropertyList.Node(
                    kind: isDictionary ? .dictionary : .array, start: 0, end: 0, first: Int32(first),
                    count: Int32(tree.items.count - first), line: startLine))
            return Int32(tree.nodes.count - 1)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return try quoted(byte)
        case UInt8(ascii: "<"):
            let unterminated = error("unterminated data value")
            offset += 1
            let start = offset
            while let next = current, next != UInt8(ascii: ">") { advance() }
            guard current != nil else { throw unterminated }
            offset += 1
            return add(.string, start, offset - 1, line: startLine)
        default:
            guard Self.isUnquoted(byte) else { throw error("unexpected character '\(Self.describe(byte))'") }
            let start = offset
            while let next = current, Self.isUnquoted(next) { offset += 1 }
            return add(.string, start, offset, line: startLine)
        }
    }

    private mutating func dictionary(depth: Int) throws(PropertyListError) {
        while true {
            try skipTrivia()
            guard let byte = current else { throw error("unterminated dictionary") }
            if byte == UInt8(ascii: "}") {
                offset += 1
                return
            }
            let key = try value(depth: depth + 1)
            guard tree.isString(key) else { throw error("a dictionary key must be a string") }
            try expect(UInt8(ascii: "="), "expected '=' after a key")
            let value = try value(depth: depth + 1)
            pending.append(key)
            pending.append(value)
            try expect(UInt8(ascii: ";"), "expected ';' after a value")
        }
    }

    private mutating func array(depth: Int) throws(PropertyListError) {
        while true {
            try skipTrivia()
            guard let byte = current else { throw error("unterminated array") }
            if byte == UInt8(ascii: ")") {
                offset += 1
                return
            }
            pending.append(try value(depth: depth + 1))
            try skipTrivia()
            if current == UInt8(ascii: ",") {
                offset += 1
            } else if current != UInt8(ascii: ")") {
                throw error("expected ',' or ')' in array")
            }
        }
    }

    private mutating func expect(_ byte: UInt8, _ message: String) throws(PropertyListError) {
        try skipTrivia()
        guard current == byte else { throw error(message) }
        offset += 1
    }

    private mutating func quoted(_ quote: UInt8) throws(PropertyListError) -> Int32 {
        let startLine = line
        let unterminated = PropertyListError(
            message: "unterminated string", position: SourcePosition(line: Int(line), column: offset - lineStart + 1))
        offset += 1
        let start = offset
        while true {
            guard let byte = current else { throw unterminated }
            if byte == quote {
                offset += 1
                return add(.quotedString, start, offset - 1, line: startLine)
            }
            if byte == UInt8(ascii: "\\") {
                offset += 1
                guard current != nil else { throw unterminated }
            }
            advance()
        }
    }

    /// Bytes of an unquoted string: letters, digits and `_$+/:.-` (and any non-ASCII byte).
    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
            UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default: return byte >= 0x80
        }
    }

    private static func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\u{" + String(byte, radix: 16) + "}"
    }
}

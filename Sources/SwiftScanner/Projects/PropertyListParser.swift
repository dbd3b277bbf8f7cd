#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a property list could not be parsed, at a 1-based line and column.
struct PropertyListError: Error, Hashable, Sendable {
    var message: String
    var position: SourcePosition
}

/// Parses an old-style ASCII property list from bytes: dictionaries `{ key = value; }`, arrays `( a, b )`,
/// quoted and unquoted strings, data `<0fbd>`, `//` and `/* */` comments, after a byte order mark if there is one.
/// Never traps; nesting deeper than `maximumDepth` is an error.
///
/// Lines are not counted while parsing: the nodes keep byte offsets, and the line feeds are listed once at
/// the end (one `memchr` pass), so that the loops over comments, ids and strings look at each byte once.
struct PropertyListParser {
    static let maximumDepth = 64

    private var tree: PropertyList
    private var offset = 0
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
        // A byte order mark (an editor's, not Xcode's) is not part of the text.
        parser.offset = ByteOrderMark.length(in: bytes)
        parser.tree.nodes.reserveCapacity(bytes.count / 24)
        parser.tree.items.reserveCapacity(bytes.count / 16)
        do throws(PropertyListError) {
            _ = try parser.value(depth: 0)
            try parser.skipTrivia()
            if parser.offset < bytes.count { throw parser.error("unexpected text after the top-level value") }
            parser.tree.lineFeeds = lineFeeds(in: bytes)
            return .success(parser.tree)
        } catch {
            return .failure(error)
        }
    }

    /// The offsets of the line feeds (project files are at most 32 MiB, so they fit 32 bits).
    private static func lineFeeds(in bytes: UnsafeBufferPointer<UInt8>) -> [Int32] {
        var found: [Int32] = []
        found.reserveCapacity(bytes.count / 40)
        var index = 0
        while let at = find(0x0A, in: bytes, from: index) {
            found.append(Int32(at))
            index = at + 1
        }
        return found
    }

    private func error(_ message: String, at position: Int? = nil) -> PropertyListError {
        PropertyListError(message: message, position: Self.position(of: position ?? offset, in: bytes))
    }

    /// The 1-based line and column of a byte offset, counting line feeds (only errors need it).
    private static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return SourcePosition(line: line, column: offset - lineStart + 1)
    }

    @inline(__always)
    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private func next(is byte: UInt8) -> Bool { offset + 1 < bytes.count && bytes[offset + 1] == byte }

    private mutating func skipTrivia() throws(PropertyListError) {
        let count = bytes.count
        while offset < count {
            let byte = bytes[offset]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                offset += 1
            } else if byte == UInt8(ascii: "/") && next(is: UInt8(ascii: "/")) {
                offset = Self.find(0x0A, in: bytes, from: offset + 2) ?? count
            } else if byte == UInt8(ascii: "/") && next(is: UInt8(ascii: "*")) {
                try skipBlockComment()
            } else {
                return
            }
        }
    }

    /// Skips a `/* … */` comment starting at `offset` (a project has one after most ids): `memchr` finds
    /// each `*`.
    private mutating func skipBlockComment() throws(PropertyListError) {
        let start = offset
        var index = offset + 2
        while let star = Self.find(UInt8(ascii: "*"), in: bytes, from: index) {
            if star + 1 < bytes.count && bytes[star + 1] == UInt8(ascii: "/") {
                offset = star + 2
                return
            }
            index = star + 1
        }
        throw error("unterminated comment", at: start)
    }

    /// The offset of the first `byte` at or after `from`.
    @inline(__always)
    private static func find(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard let base = bytes.baseAddress, from < bytes.count,
            let hit = memchr(base + from, Int32(byte), bytes.count - from)
        else { return nil }
        return UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
    }

    private mutating func add(_ kind: PropertyList.Kind, _ start: Int, _ end: Int) -> Int32 {
        tree.nodes.append(PropertyList.Node(kind: kind, start: Int32(start), end: Int32(end), first: 0, count: 0))
        return Int32(tree.nodes.count - 1)
    }

    private mutating func value(depth: Int) throws(PropertyListError) -> Int32 {
        try skipTrivia()
        guard let byte = current else { throw error("unexpected end of file") }
        guard depth < Self.maximumDepth else { throw error("values nested deeper than \(Self.maximumDepth) levels") }
        guard byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") else { return try scalar(byte) }
        let start = offset
        let isDictionary = byte == UInt8(ascii: "{")
        offset += 1
        let base = pending.count
        if isDictionary { try dictionary(depth: depth) } else { try array(depth: depth) }
        let first = tree.items.count
        tree.items.append(contentsOf: pending[base...])
        pending.removeSubrange(base...)
        tree.nodes.append(
            PropertyList.Node(
                kind: isDictionary ? .dictionary : .array, start: Int32(start), end: Int32(offset),
                first: Int32(first), count: Int32(tree.items.count - first)))
        return Int32(tree.nodes.count - 1)
    }

    private mutating func dictionary(depth: Int) throws(PropertyListError) {
        while true {
            try skipTrivia()
            guard let byte = current else { throw error("unterminated dictionary") }
            if byte == UInt8(ascii: "}") {
                offset += 1
                return
            }
            guard depth + 1 < Self.maximumDepth else {
                throw error("values nested deeper than \(Self.maximumDepth) levels")
            }
            guard byte != UInt8(ascii: "{") && byte != UInt8(ascii: "(") else {
                throw error("a dictionary key must be a string")
            }
            let key = try scalar(byte)
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

    /// A string, quoted or not, or a data value, starting with `byte` at `offset`.
    private mutating func scalar(_ byte: UInt8) throws(PropertyListError) -> Int32 {
        let start = offset
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return try quoted(byte)
        case UInt8(ascii: "<"):
            guard let close = Self.find(UInt8(ascii: ">"), in: bytes, from: offset + 1) else {
                throw error("unterminated data value")
            }
            offset = close + 1
            return add(.string, start + 1, close)
        default:
            guard Self.isUnquoted(byte) else { throw error("unexpected character '\(Self.describe(byte))'") }
            offset = unquotedEnd(from: start + 1)
            return add(.string, start, offset)
        }
    }

    @inline(__always)
    private mutating func expect(_ byte: UInt8, _ message: String) throws(PropertyListError) {
        if current != byte { try skipTrivia() }
        guard current == byte else { throw error(message) }
        offset += 1
    }

    /// A quoted string from its opening quote at `offset`: `memchr` finds the closing quote, and a backslash
    /// before it (an escape) sends the search on.
    private mutating func quoted(_ quote: UInt8) throws(PropertyListError) -> Int32 {
        let opening = offset
        var index = offset + 1
        while true {
            guard let close = Self.find(quote, in: bytes, from: index) else {
                throw error("unterminated string", at: opening)
            }
            if Self.isEscaped(close, in: bytes, after: opening) {
                index = close + 1
                continue
            }
            offset = close + 1
            return add(.quotedString, opening + 1, close)
        }
    }

    /// Whether the byte at `index` follows an odd run of backslashes that starts after `start`.
    private static func isEscaped(_ index: Int, in bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> Bool {
        var backslashes = 0
        var before = index - 1
        while before > start && bytes[before] == UInt8(ascii: "\\") {
            backslashes += 1
            before -= 1
        }
        return backslashes % 2 == 1
    }

    /// The end of an unquoted string whose bytes go on at `start`: sixteen bytes at a time while sixteen remain
    /// (object ids are 24 hex digits, paths and file types longer), then byte by byte.
    private func unquotedEnd(from start: Int) -> Int {
        Byte.runEnd(in: bytes, from: start, blockEnd: Self.unquotedEnd(in:), continues: Self.isUnquoted)
    }

    /// The lane of the first of sixteen bytes that cannot be in an unquoted string (see `isUnquoted`), or 16.
    @inline(__always)
    static func unquotedEnd(in bytes: SIMD16<UInt8>) -> Int {
        typealias Bytes = SIMD16<UInt8>
        // `.`, `/`, the digits and `:` are the thirteen bytes from 0x2E.
        let digitsAndSeparators = (bytes &- Bytes(repeating: 0x2E)) .< Bytes(repeating: 13)
        let marks =
            (bytes .== Bytes(repeating: 0x5F)) .| (bytes .== Bytes(repeating: 0x24))
            .| (bytes .== Bytes(repeating: 0x2B)) .| (bytes .== Bytes(repeating: 0x2D))
        return Byte.firstClearLane(
            Byte.asciiLetters(in: bytes) .| digitsAndSeparators .| marks .| (bytes .>= Bytes(repeating: 0x80)))
    }

    /// Bytes of an unquoted string: letters, digits and `_$+/:.-` (and any non-ASCII byte), as a bit set.
    @inline(__always)
    static func isUnquoted(_ byte: UInt8) -> Bool {
        // Bits 0-63: `$` (36), `+` (43), `-` (45), `.` (46), `/` (47), `0`-`9` (48-57), `:` (58).
        let low: UInt64 = 0x07FF_E810_0000_0000
        // Bits 64-127: `A`-`Z` (65-90), `_` (95), `a`-`z` (97-122).
        let high: UInt64 = 0x07FF_FFFE_87FF_FFFE
        if byte >= 0x80 { return true }
        let word = byte < 64 ? low : high
        return (word >> UInt64(byte & 63)) & 1 == 1
    }

    private static func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\u{" + String(byte, radix: 16) + "}"
    }
}

/// A value of an old-style (OpenStep) ASCII property list, the format of `project.pbxproj`, with the line
/// where it starts.
public indirect enum PropertyList: Hashable, Sendable {
    case string(String, line: Int)
    case array([PropertyList], line: Int)
    case dictionary([String: PropertyList], line: Int)

    /// The line the value starts on (1-based).
    public var line: Int {
        switch self {
        case .string(_, let line), .array(_, let line), .dictionary(_, let line): return line
        }
    }

    /// The string, if this is one.
    public var string: String? {
        if case .string(let value, _) = self { return value }
        return nil
    }

    /// The elements, if this is an array.
    public var array: [PropertyList]? {
        if case .array(let values, _) = self { return values }
        return nil
    }

    /// The entries, if this is a dictionary.
    public var dictionary: [String: PropertyList]? {
        if case .dictionary(let entries, _) = self { return entries }
        return nil
    }

    /// The string value of a dictionary entry.
    public subscript(key: String) -> String? { dictionary?[key]?.string }

    /// The string elements of an array entry of a dictionary (empty when absent).
    public func strings(_ key: String) -> [String] {
        dictionary?[key]?.array?.compactMap(\.string) ?? []
    }
}

/// Why a property list could not be parsed, at a 1-based line and column.
public struct PropertyListError: Error, Hashable, Sendable {
    public var message: String
    public var position: SourcePosition
}

/// Parses an old-style ASCII property list from bytes: dictionaries `{ key = value; }`, arrays `( a, b )`,
/// quoted and unquoted strings, data `<0fbd>`, `//` and `/* */` comments. Never traps; nesting deeper than
/// `maximumDepth` is an error.
public struct PropertyListParser {
    public static let maximumDepth = 64

    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The value the bytes hold; nothing but comments and white space may follow it.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<PropertyList, PropertyListError> {
        var parser = PropertyListParser(bytes)
        do {
            let value = try parser.value(depth: 0)
            try parser.skipTrivia()
            if parser.offset < bytes.count { throw parser.error("unexpected text after the top-level value") }
            return .success(value)
        } catch let error as PropertyListError {
            return .failure(error)
        } catch {
            return .failure(PropertyListError(message: "\(error)", position: SourcePosition(line: 1, column: 1)))
        }
    }

    /// Convenience for tests.
    public static func parse(_ text: String) -> Result<PropertyList, PropertyListError> {
        var copy = text
        return copy.withUTF8 { parse($0) }
    }

    private func error(_ message: String) -> PropertyListError {
        PropertyListError(message: message, position: SourcePosition(line: line, column: offset - lineStart + 1))
    }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func advance() {
        if bytes[offset] == UInt8(ascii: "\n") {
            line += 1
            lineStart = offset + 1
        }
        offset += 1
    }

    private mutating func skipTrivia() throws(PropertyListError) {
        while let byte = current {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                advance()
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                while let next = current, next != 0x0A { advance() }
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                let start = error("unterminated comment")
                advance()
                advance()
                while true {
                    guard let next = current else { throw start }
                    if next == UInt8(ascii: "*"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                        advance()
                        advance()
                        break
                    }
                    advance()
                }
            } else {
                return
            }
        }
    }

    private mutating func value(depth: Int) throws(PropertyListError) -> PropertyList {
        try skipTrivia()
        guard let byte = current else { throw error("unexpected end of file") }
        guard depth < Self.maximumDepth else { throw error("values nested deeper than \(Self.maximumDepth) levels") }
        let startLine = line
        switch byte {
        case UInt8(ascii: "{"): return .dictionary(try dictionary(depth: depth), line: startLine)
        case UInt8(ascii: "("): return .array(try array(depth: depth), line: startLine)
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quoted(byte), line: startLine)
        case UInt8(ascii: "<"): return .string(try data(), line: startLine)
        default:
            guard Self.isUnquoted(byte) else { throw error("unexpected character '\(Self.describe(byte))'") }
            return .string(unquoted(), line: startLine)
        }
    }

    private mutating func dictionary(depth: Int) throws(PropertyListError) -> [String: PropertyList] {
        advance()
        var entries: [String: PropertyList] = [:]
        while true {
            try skipTrivia()
            guard let byte = current else { throw error("unterminated dictionary") }
            if byte == UInt8(ascii: "}") {
                advance()
                return entries
            }
            guard case .string(let key, _) = try value(depth: depth + 1) else {
                throw error("a dictionary key must be a string")
            }
            try expect(UInt8(ascii: "="), "expected '=' after key '\(key)'")
            entries[key] = try value(depth: depth + 1)
            try expect(UInt8(ascii: ";"), "expected ';' after the value of '\(key)'")
        }
    }

    private mutating func array(depth: Int) throws(PropertyListError) -> [PropertyList] {
        advance()
        var elements: [PropertyList] = []
        while true {
            try skipTrivia()
            guard let byte = current else { throw error("unterminated array") }
            if byte == UInt8(ascii: ")") {
                advance()
                return elements
            }
            elements.append(try value(depth: depth + 1))
            try skipTrivia()
            if current == UInt8(ascii: ",") {
                advance()
            } else if current != UInt8(ascii: ")") {
                throw error("expected ',' or ')' in array")
            }
        }
    }

    private mutating func expect(_ byte: UInt8, _ message: String) throws(PropertyListError) {
        try skipTrivia()
        guard current == byte else { throw error(message) }
        advance()
    }

    private mutating func quoted(_ quote: UInt8) throws(PropertyListError) -> String {
        let start = error("unterminated string")
        advance()
        var content: [UInt8] = []
        while true {
            guard let byte = current else { throw start }
            if byte == quote {
                advance()
                return String(decoding: content, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                advance()
                guard let escaped = current else { throw start }
                switch escaped {
                case UInt8(ascii: "n"): content.append(0x0A)
                case UInt8(ascii: "t"): content.append(0x09)
                case UInt8(ascii: "r"): content.append(0x0D)
                default: content.append(escaped)
                }
                advance()
                continue
            }
            content.append(byte)
            advance()
        }
    }

    private mutating func data() throws(PropertyListError) -> String {
        let start = error("unterminated data value")
        advance()
        var content: [UInt8] = []
        while let byte = current, byte != UInt8(ascii: ">") {
            content.append(byte)
            advance()
        }
        guard current != nil else { throw start }
        advance()
        return String(decoding: content, as: UTF8.self)
    }

    private mutating func unquoted() -> String {
        let start = offset
        while let byte = current, Self.isUnquoted(byte) { advance() }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
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

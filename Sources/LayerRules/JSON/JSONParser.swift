import SwiftScanner

/// A strict RFC 8259 JSON parser that records the line and column of every value and key.
///
/// It never crashes on any input: invalid UTF-8, unterminated literals and nesting deeper
/// than `maximumDepth` are reported as `JSONParseError`s with a position. Nesting uses an explicit
/// stack, not recursion, so the depth of the input never threatens the call stack.
public struct JSONParser {
    /// Arrays and objects nested deeper than this are rejected, so parsing cannot exhaust the stack.
    public static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses a whole document; a UTF-8 byte order mark at the start is skipped.
    public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> LocatedJSON {
        try parse(bytes, streaming: nil)
    }

    /// Parses a whole document like `parse(_:)`, but hands each element of the array that is the value of the
    /// top-level object's member `key` to `element` as soon as it is complete, in order, instead of keeping it:
    /// that array comes back empty. A document of many records is then never held as one tree. A syntax error
    /// anywhere is still thrown, after the elements before it were handed over.
    public static func parse(
        _ bytes: [UInt8], streamingElementsOf key: String, to element: (LocatedJSON) -> Void
    ) throws(JSONParseError) -> LocatedJSON {
        try withoutActuallyEscaping(element) { element throws(JSONParseError) in
            try parse(bytes, streaming: (key, element))
        }
    }

    private static func parse(_ bytes: [UInt8], streaming: Streaming?) throws(JSONParseError) -> LocatedJSON {
        var parser = JSONParser(bytes)
        if let invalid = bytes.withUnsafeBufferPointer({ UTF8Validation.firstInvalidIndex(in: $0) }) {
            throw .invalidUTF8(parser.position(ofIndex: invalid))
        }
        parser.index = ByteOrderMark.length(in: bytes)
        parser.lineStart = parser.index
        let value = try parser.parseValue(streaming: streaming)
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw .expected("expected end of input after the value, found \(parser.describeCurrent())", parser.here)
        }
        return value
    }

    /// Parses the UTF-8 bytes of `text`.
    public static func parse(_ text: String) throws(JSONParseError) -> LocatedJSON {
        try parse(Array(text.utf8))
    }

    // MARK: - Positions

    private var here: JSONPosition { JSONPosition(line: line, column: index - lineStart + 1) }

    private func position(ofIndex target: Int) -> JSONPosition {
        var line = 1
        var lineStart = 0
        for i in 0..<target where bytes[i] == UInt8(ascii: "\n") {
            line += 1
            lineStart = i + 1
        }
        return JSONPosition(line: line, column: target - lineStart + 1)
    }

    private func position(atIndexOnCurrentLine target: Int) -> JSONPosition {
        JSONPosition(line: line, column: target - lineStart + 1)
    }

    /// The character at the current index, quoted, for messages.
    private func describeCurrent() -> String {
        let (scalar, _) = UTF8Decoding.scalar(in: bytes, at: index)
        guard scalar >= 0x20, scalar != 0x7F else {
            let hex = String(scalar, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        var end = index + 1
        if isWordByte(bytes[index]) {
            while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        } else {
            while end < bytes.count, UTF8Decoding.isContinuation(bytes[end]) { end += 1 }
        }
        return "'" + Excerpt.of(String(decoding: bytes[index..<end], as: UTF8.self)) + "'"
    }

    private func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        default: return false
        }
    }

    // MARK: - Values

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    /// The top-level member whose array elements are handed over, and to whom.
    private typealias Streaming = (key: String, element: (LocatedJSON) -> Void)

    /// An array or object being parsed: an explicit stack of these replaces recursion.
    private struct OpenContainer {
        var isObject: Bool
        var start: JSONPosition
        var items: [LocatedJSON] = []
        var members: [LocatedJSON.Member] = []
        /// The keys read, by where they are, once the object has `indexedKeyCount` members (fewer are compared
        /// one by one: most objects are small, and a table each would cost more than the comparisons).
        var keyPositions: [String: JSONPosition] = [:]
        var pendingKey = ""
        var pendingKeyPosition = JSONPosition(line: 1, column: 1)
        /// True for the array whose elements are handed over instead of kept.
        var streams = false

        static let indexedKeyCount = 16
    }

    /// Parses one value, nested arrays and objects included, without recursion.
    private mutating func parseValue(streaming: Streaming?) throws(JSONParseError) -> LocatedJSON {
        var stack: [OpenContainer] = []
        while true {
            guard var completed = try parseScalarOrOpen(&stack) else {
                // An array just opened as the value of the streamed top-level member.
                if let streaming, stack.count == 2, !stack[1].isObject, stack[1].items.isEmpty, stack[0].isObject,
                    stack[0].pendingKey == streaming.key
                {
                    stack[1].streams = true
                }
                continue
            }
            while true {
                guard var container = stack.popLast() else { return completed }
                if container.streams, let streaming {
                    streaming.element(completed)
                    completed = LocatedJSON(.null, at: container.start)
                }
                guard let closed = try append(completed, to: &container) else {
                    stack.append(container)
                    break
                }
                completed = closed
            }
        }
    }

    /// Parses a scalar or an empty container, or opens a container: pushes it (with the first key read,
    /// for an object) and returns nil.
    private mutating func parseScalarOrOpen(_ stack: inout [OpenContainer]) throws(JSONParseError) -> LocatedJSON? {
        skipWhitespace()
        guard index < bytes.count else { throw .unexpectedEndOfInput(here) }
        let start = here
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard stack.count < Self.maximumDepth else { throw .nestingTooDeep(limit: Self.maximumDepth, start) }
            let isObject = bytes[index] == UInt8(ascii: "{")
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                index += 1
                return LocatedJSON(isObject ? .object([]) : .array([]), at: start)
            }
            var container = OpenContainer(isObject: isObject, start: start)
            if isObject { try parseMemberKey(into: &container) }
            stack.append(container)
            return nil
        case UInt8(ascii: "\""): return LocatedJSON(.string(try parseString()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return LocatedJSON(.number(try parseNumber()), at: start)
        default:
            for (word, value) in [("true", LocatedJSON.Value.bool(true)), ("false", .bool(false)), ("null", .null)]
            where matchesWord(word) {
                index += word.utf8.count
                return LocatedJSON(value, at: start)
            }
            throw .expected("expected a value, found \(describeCurrent())", start)
        }
    }

    /// Adds a completed element to `container` and reads the separator after it. Returns the container's
    /// value when it closes, or nil when another element follows (with its key read, for an object).
    private mutating func append(_ element: LocatedJSON, to container: inout OpenContainer) throws(JSONParseError)
        -> LocatedJSON?
    {
        if container.isObject {
            container.members.append(
                LocatedJSON.Member(key: container.pendingKey, keyPosition: container.pendingKeyPosition, value: element)
            )
        } else if !container.streams {
            container.items.append(element)
        }
        skipWhitespace()
        guard index < bytes.count else { throw .unexpectedEndOfInput(here) }
        let closing = container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        switch bytes[index] {
        case UInt8(ascii: ","):
            let commaPosition = here
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == closing { throw .trailingComma(commaPosition) }
            if container.isObject { try parseMemberKey(into: &container) }
            return nil
        case closing:
            index += 1
            return LocatedJSON(
                container.isObject ? .object(container.members) : .array(container.items), at: container.start)
        default:
            throw .expected(
                container.isObject
                    ? "expected ',' or '}' after object member" : "expected ',' or ']' after array element", here)
        }
    }

    /// Reads `"key":` into the container's pending key, rejecting duplicates.
    private mutating func parseMemberKey(into container: inout OpenContainer) throws(JSONParseError) {
        skipWhitespace()
        guard index < bytes.count else { throw .unexpectedEndOfInput(here) }
        guard bytes[index] == UInt8(ascii: "\"") else {
            throw .expected("expected a string as object key, found \(describeCurrent())", here)
        }
        let keyPosition = here
        let key = try parseString()
        if container.members.count < OpenContainer.indexedKeyCount {
            if let first = container.members.first(where: { $0.key == key }) {
                throw .duplicateKey(key, first: first.keyPosition, keyPosition)
            }
        } else {
            if container.keyPositions.isEmpty {
                for member in container.members { container.keyPositions[member.key] = member.keyPosition }
            }
            if let first = container.keyPositions.updateValue(keyPosition, forKey: key) {
                throw .duplicateKey(key, first: first, keyPosition)
            }
        }
        skipWhitespace()
        guard index < bytes.count else { throw .unexpectedEndOfInput(here) }
        guard bytes[index] == UInt8(ascii: ":") else {
            throw .expected("expected ':' after object key, found \(describeCurrent())", here)
        }
        index += 1
        container.pendingKey = key
        container.pendingKeyPosition = keyPosition
    }

    private func matchesWord(_ word: String) -> Bool {
        let end = index + word.utf8.count
        guard end <= bytes.count, bytes[index..<end].elementsEqual(word.utf8) else { return false }
        return end == bytes.count || !isWordByte(bytes[end])
    }

    // MARK: - Strings

    private mutating func parseString() throws(JSONParseError) -> String {
        let start = here
        index += 1
        // Most strings have no escape: up to the closing quote, they are made from the bytes in place.
        let plainEnd = bytes.withUnsafeBufferPointer { bytes in
            var end = index
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"),
                bytes[end] >= 0x20
            {
                end += 1
            }
            return end
        }
        if plainEnd < bytes.count, bytes[plainEnd] == UInt8(ascii: "\"") {
            defer { index = plainEnd + 1 }
            return bytes.withUnsafeBufferPointer { bytes in
                String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<plainEnd]), as: UTF8.self)
            }
        }
        var buffer = Array(bytes[index..<plainEnd])
        index = plainEnd
        while true {
            guard index < bytes.count else { throw .unterminatedString(start) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &buffer, stringStart: start)
            case UInt8(ascii: "\n"):
                throw .unterminatedString(start)
            case 0..<0x20:
                throw .controlCharacterInString(byte, here)
            default:
                buffer.append(byte)
                index += 1
            }
        }
    }

    private mutating func parseEscape(into buffer: inout [UInt8], stringStart: JSONPosition)
        throws(JSONParseError)
    {
        let escapeStart = index
        index += 1
        guard index < bytes.count else { throw .unterminatedString(stringStart) }
        let simple: UInt8?
        switch bytes[index] {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            let length = UTF8Decoding.scalar(in: bytes, at: index).length
            let escape = String(decoding: bytes[escapeStart..<(index + length)], as: UTF8.self)
            throw .invalidEscape(escape, position(atIndexOnCurrentLine: escapeStart))
        }
        if let simple {
            buffer.append(simple)
            index += 1
            return
        }
        index += 1
        let scalar = try parseUnicodeEscape(escapeStart: escapeStart)
        buffer.append(contentsOf: String(Character(scalar)).utf8)
    }

    /// Parses the four hex digits after `\u` (and a following low surrogate escape when needed).
    private mutating func parseUnicodeEscape(escapeStart: Int) throws(JSONParseError) -> Unicode.Scalar {
        let high = try hexQuad(escapeStart: escapeStart)
        if (0xDC00...0xDFFF).contains(high) { throw invalidUnicodeEscape(from: escapeStart, to: index) }
        if (0xD800...0xDBFF).contains(high) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { throw invalidUnicodeEscape(from: escapeStart, to: index) }
            let lowStart = index
            index += 2
            let low = try hexQuad(escapeStart: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else { throw invalidUnicodeEscape(from: escapeStart, to: index) }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
        }
        return Unicode.Scalar(high)!
    }

    private mutating func hexQuad(escapeStart: Int) throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                var end = index
                if end < bytes.count, bytes[end] >= 0x20, bytes[end] != UInt8(ascii: "\"") {
                    end += UTF8Decoding.scalar(in: bytes, at: end).length
                }
                throw invalidUnicodeEscape(from: escapeStart, to: end)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func invalidUnicodeEscape(from start: Int, to end: Int) -> JSONParseError {
        .invalidUnicodeEscape(
            String(decoding: bytes[start..<min(end, bytes.count)], as: UTF8.self),
            position(atIndexOnCurrentLine: start))
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    // MARK: - Numbers

    private mutating func parseNumber() throws(JSONParseError) -> Double {
        let startIndex = index
        let start = here
        var end = index
        while end < bytes.count, isNumberByte(bytes[end]) { end += 1 }
        let text = String(decoding: bytes[startIndex..<end], as: UTF8.self)
        guard Self.isValidNumber(bytes[startIndex..<end]), let number = Double(text) else {
            throw .invalidNumber(text, start)
        }
        index = end
        return number
    }

    private func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
            UInt8(ascii: "e"), UInt8(ascii: "E"):
            return true
        default: return false
        }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private static func isValidNumber(_ text: ArraySlice<UInt8>) -> Bool {
        var rest = text[...]
        func digits() -> Int {
            let count = rest.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
            rest = rest.dropFirst(count)
            return count
        }
        if rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
        if rest.first == UInt8(ascii: "0") {
            rest = rest.dropFirst()
        } else if digits() == 0 {
            return false
        }
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            if digits() == 0 { return false }
        }
        if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
            if digits() == 0 { return false }
        }
        return rest.isEmpty
    }
}

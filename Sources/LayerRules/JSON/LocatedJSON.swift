/// A 1-based place in a JSON document; the column counts UTF-8 bytes.
public struct JSONPosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: JSONPosition, rhs: JSONPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// A parsed JSON value that remembers where each of its parts was written.
public struct LocatedJSON: Hashable, Sendable {
    /// The kind of value and its contents.
    public enum Value: Hashable, Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([LocatedJSON])
        /// Members in document order; keys are unique.
        case object([Member])
    }

    /// One `"key": value` member of an object.
    public struct Member: Hashable, Sendable {
        public var key: String
        /// Where the key's opening quote is.
        public var keyPosition: JSONPosition
        public var value: LocatedJSON

        public init(key: String, keyPosition: JSONPosition, value: LocatedJSON) {
            self.key = key
            self.keyPosition = keyPosition
            self.value = value
        }
    }

    public var value: Value
    /// Where the value's first character is.
    public var position: JSONPosition

    public init(_ value: Value, at position: JSONPosition) {
        self.value = value
        self.position = position
    }

    /// 1-based line of the value's first character.
    public var line: Int { position.line }
    /// 1-based column of the value's first character, in UTF-8 bytes.
    public var column: Int { position.column }

    /// `null`, `boolean`, `number`, `string`, `array` or `object`, for messages.
    public var kindName: String {
        switch value {
        case .null: return "null"
        case .bool: return "boolean"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }

    /// The member with the given key, if this is an object that has one.
    public func member(_ key: String) -> Member? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }
    }

    /// The same value without positions.
    public func toJSONValue() -> JSONValue {
        switch value {
        case .null: return .null
        case .bool(let bool): return .bool(bool)
        case .number(let number): return .number(number)
        case .string(let string): return .string(string)
        case .array(let items): return .array(items.map { $0.toJSONValue() })
        case .object(let members): return .object(members.map { ($0.key, $0.value.toJSONValue()) })
        }
    }
}

/// Why a document is not valid JSON, and where.
public enum JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The document ends inside a value.
    case unexpectedEndOfInput(JSONPosition)
    /// `expected ',' or '}' after object member`: the message says what was expected.
    case expected(String, JSONPosition)
    /// A `,` right before `]` or `}`; the position is the comma's.
    case trailingComma(JSONPosition)
    /// A string without its closing quote on the same line; the position is the opening quote's.
    case unterminatedString(JSONPosition)
    /// The escape as written, e.g. `\q`.
    case invalidEscape(String, JSONPosition)
    /// A `\u` escape that is malformed or a lone surrogate, as written.
    case invalidUnicodeEscape(String, JSONPosition)
    /// A raw control character (below U+0020) inside a string.
    case controlCharacterInString(UInt8, JSONPosition)
    /// A number outside the RFC 8259 grammar, as written (`01`, `1.`).
    case invalidNumber(String, JSONPosition)
    /// The first byte that is not valid UTF-8.
    case invalidUTF8(JSONPosition)
    /// A key used twice in one object; `first` is where it was first used.
    case duplicateKey(String, first: JSONPosition, JSONPosition)
    /// An array or object nested deeper than `limit`; the position is its opening bracket's.
    case nestingTooDeep(limit: Int, JSONPosition)

    /// Where the problem is.
    public var position: JSONPosition {
        switch self {
        case .unexpectedEndOfInput(let position), .expected(_, let position), .trailingComma(let position),
            .unterminatedString(let position), .invalidEscape(_, let position),
            .invalidUnicodeEscape(_, let position), .controlCharacterInString(_, let position),
            .invalidNumber(_, let position), .invalidUTF8(let position), .duplicateKey(_, _, let position),
            .nestingTooDeep(_, let position):
            return position
        }
    }

    /// 1-based line of the problem.
    public var line: Int { position.line }
    /// 1-based column of the problem, in UTF-8 bytes.
    public var column: Int { position.column }

    /// The message without the position.
    public var message: String {
        switch self {
        case .unexpectedEndOfInput: return "unexpected end of input"
        case .expected(let what, _): return what
        case .trailingComma: return "trailing comma is not allowed"
        case .unterminatedString: return "unterminated string"
        case .invalidEscape(let escape, _): return "invalid escape '\(escape)'"
        case .invalidUnicodeEscape(let escape, _): return "invalid unicode escape '\(escape)'"
        case .controlCharacterInString(let byte, _):
            let hex = String(byte, radix: 16, uppercase: true)
            return "control character U+\(String(repeating: "0", count: 4 - hex.count) + hex) must be escaped"
        case .invalidNumber(let text, _): return "invalid number '\(text)'"
        case .invalidUTF8: return "invalid utf-8"
        case .duplicateKey(let key, let first, _): return "duplicate key '\(key)' (first defined at \(first))"
        case .nestingTooDeep(let limit, _): return "nesting deeper than \(limit) levels"
        }
    }

    /// `line:column: message`.
    public var description: String { "\(position): \(message)" }
}

/// A JSON value whose objects keep their keys in insertion order, so that
/// every document archlint writes has a stable, documented layout.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(b)
        case .number(let n): hasher.combine(n)
        case .string(let s): hasher.combine(s)
        case .array(let a): hasher.combine(a)
        case .object(let o):
            for (key, value) in o {
                hasher.combine(key)
                hasher.combine(value)
            }
        }
    }

    /// An integer number.
    public static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

    /// A string, or null when `value` is nil.
    public static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// Looks up a key of an object (nil for other values or a missing key).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }
}

// MARK: - Serialisation

extension JSONValue {
    /// Serialises the value. `pretty` uses two-space indentation and one member per line.
    public func serialized(pretty: Bool = true) -> String {
        var out: [UInt8] = []
        write(to: &out, pretty: pretty, indent: 0)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the value's UTF-8 bytes to `out` (bytes, not a `String`: appending to a `String` checks every
    /// join for characters that combine across it, and a report appends hundreds of pieces per finding).
    func write(to out: inout [UInt8], pretty: Bool, indent: Int) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let n): JSONValue.writeNumber(n, to: &out)
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .array(let items):
            if items.isEmpty {
                out.append(contentsOf: "[]".utf8)
                return
            }
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { JSONValue.newline(&out, indent + 1) }
                item.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { JSONValue.newline(&out, indent) }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty {
                out.append(contentsOf: "{}".utf8)
                return
            }
            out.append(UInt8(ascii: "{"))
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { JSONValue.newline(&out, indent + 1) }
                JSONValue.writeString(key, to: &out)
                out.append(contentsOf: (pretty ? ": " : ":").utf8)
                value.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { JSONValue.newline(&out, indent) }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ out: inout [UInt8], _ indent: Int) {
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    /// A whole number as its decimal digits (written in place: lines and columns are most of a report's numbers),
    /// another finite number as Swift prints it, and `null` for infinity and NaN.
    private static func writeNumber(_ n: Double, to out: inout [UInt8]) {
        guard n.isFinite, abs(n) < 1e15, n == Double(Int64(n)) else {
            out.append(contentsOf: (n.isFinite ? String(n) : "null").utf8)
            return
        }
        var value = Int64(n)
        if value < 0 {
            out.append(UInt8(ascii: "-"))
            value = -value
        }
        let start = out.count
        repeat {
            out.append(UInt8(ascii: "0") + UInt8(value % 10))
            value /= 10
        } while value > 0
        out[start...].reverse()
    }

    /// Writes `s` as a JSON string literal, escaping quotes, backslashes and control characters.
    static func writeString(_ s: String, to out: inout String) {
        var bytes: [UInt8] = []
        writeString(s, to: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// `writeString(_:to:)` appending UTF-8 bytes.
    static func writeString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        jsonEscaping.append(s, to: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// JSON's escaping (0xE2 leads U+2028 and U+2029).
    private static let jsonEscaping = EscapedText(
        leads: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0x7F || $0 == 0xE2 },
        replacement: { jsonReplacement($0, $1) })

    /// What JSON writes for the character at `index`: quotes, backslashes and control characters escaped, and
    /// U+2028 and U+2029, which end a line in JavaScript.
    private static func jsonReplacement(_ utf8: UnsafeBufferPointer<UInt8>, _ index: Int) -> (String?, Int) {
        switch utf8[index] {
        case UInt8(ascii: "\""): return ("\\\"", 1)
        case UInt8(ascii: "\\"): return ("\\\\", 1)
        case UInt8(ascii: "\n"): return ("\\n", 1)
        case UInt8(ascii: "\r"): return ("\\r", 1)
        case UInt8(ascii: "\t"): return ("\\t", 1)
        case 0x08: return ("\\b", 1)
        case 0x0C: return ("\\f", 1)
        case let byte where byte < 0x20 || byte == 0x7F: return (unicodeEscape(UInt32(byte)), 1)
        case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] & 0xFE) == 0xA8:
            return (unicodeEscape(0x2028 + UInt32(utf8[index + 2] & 1)), 3)
        default: return (nil, 1)
        }
    }

    /// `\u` and four lowercase hexadecimal digits.
    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}

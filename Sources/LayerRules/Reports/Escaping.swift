/// Escaping for XML 1.0 (JUnit, Checkstyle). Characters XML forbids (most control characters) become U+FFFD.
enum XMLText {
    /// Escapes an attribute value: `&`, `<`, `>`, `"` and `'`, and tab, newline and carriage return as character
    /// references so that attribute-value normalisation keeps them.
    static func escapeAttribute(_ text: String) -> String {
        attributeEscaping.escape(text)
    }

    /// Escapes element content: `&`, `<` and `>`.
    static func escapeContent(_ text: String) -> String {
        contentEscaping.escape(text)
    }

    private static let attributeEscaping = escaping(attribute: true)
    private static let contentEscaping = escaping(attribute: false)

    /// 0xEF leads U+FFFE and U+FFFF.
    private static func escaping(attribute: Bool) -> EscapedText {
        EscapedText(
            leads: { byte in
                byte < 0x20 || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                    || byte == 0xEF || (attribute && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")))
            },
            replacement: { utf8, index in replacement(in: utf8, at: index, attribute: attribute) })
    }

    /// What replaces the character at `index` of `utf8` and how many bytes it spans, or nil when it stays.
    private static func replacement(in utf8: UnsafeBufferPointer<UInt8>, at index: Int, attribute: Bool) -> (
        String?, Int
    ) {
        switch utf8[index] {
        case UInt8(ascii: "&"): return ("&amp;", 1)
        case UInt8(ascii: "<"): return ("&lt;", 1)
        case UInt8(ascii: ">"): return ("&gt;", 1)
        case UInt8(ascii: "\""): return (attribute ? "&quot;" : nil, 1)
        case UInt8(ascii: "'"): return (attribute ? "&apos;" : nil, 1)
        case UInt8(ascii: "\t"): return (attribute ? "&#9;" : nil, 1)
        case UInt8(ascii: "\n"): return (attribute ? "&#10;" : nil, 1)
        case UInt8(ascii: "\r"): return ("&#13;", 1)
        case 0..<0x20: return ("\u{FFFD}", 1)
        // U+FFFE and U+FFFF, which XML does not allow.
        case 0xEF where index + 2 < utf8.count && utf8[index + 1] == 0xBF && utf8[index + 2] >= 0xBE:
            return ("\u{FFFD}", 3)
        default: return (nil, 1)
        }
    }
}

/// Escaping for text inside a Markdown table cell (GitHub-flavoured Markdown).
enum MarkdownText {
    /// Backslash-escapes Markdown punctuation, writes `<`, `>` and `&` as entities so no HTML is formed,
    /// and turns line breaks into `<br>` so a value stays in its table cell.
    static func escape(_ text: String) -> String {
        var out = ""
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\n":
                if !previousWasCarriageReturn { out += "<br>" }
            case "\r": out += "<br>"
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\\", "|", "`", "*", "_", "[", "]", "#", "~":
                out += "\\"
                out.unicodeScalars.append(scalar)
            default:
                out.unicodeScalars.append(ControlCharacter.contains(scalar) ? " " : scalar)
            }
        }
        return out
    }
}

/// Escaping for GitHub Actions workflow commands (`::error file=...::message`).
enum WorkflowCommand {
    /// Escapes a command's message: `%`, carriage return and newline; other control characters (C0, DEL and C1)
    /// become U+FFFD.
    static func escapeData(_ text: String) -> String {
        dataEscaping.escape(text)
    }

    /// Escapes a property value: as `escapeData`, plus `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        propertyEscaping.escape(text)
    }

    private static let dataEscaping = escaping(property: false)
    private static let propertyEscaping = escaping(property: true)

    /// 0xC2 leads the C1 controls.
    private static func escaping(property: Bool) -> EscapedText {
        EscapedText(
            leads: { byte in
                byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == UInt8(ascii: "%")
                    || (property && (byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",")))
            },
            replacement: { utf8, index in
                switch utf8[index] {
                case UInt8(ascii: "%"): return ("%25", 1)
                case UInt8(ascii: "\r"): return ("%0D", 1)
                case UInt8(ascii: "\n"): return ("%0A", 1)
                case UInt8(ascii: ":"): return (property ? "%3A" : nil, 1)
                case UInt8(ascii: ","): return (property ? "%2C" : nil, 1)
                case UInt8(ascii: "\t"): return (nil, 1)
                case 0..<0x20, 0x7F: return ("\u{FFFD}", 1)
                // C1 controls, U+0080 to U+009F.
                case 0xC2 where index + 1 < utf8.count && utf8[index + 1] <= 0x9F: return ("\u{FFFD}", 2)
                default: return (nil, 1)
                }
            })
    }
}

/// Percent-encoding of URI paths (RFC 3986).
enum URIPath {
    /// Encodes every byte of the UTF-8 form except unreserved characters and `/`.
    static func encode(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}

/// Control characters a terminal or log viewer may act on: C0 (below U+0020), DEL and C1 (U+0080 to U+009F,
/// where U+009B is a one-character CSI).
enum ControlCharacter {
    static func contains(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}

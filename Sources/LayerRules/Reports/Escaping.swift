/// Escaping for XML 1.0 (JUnit, Checkstyle). Characters XML forbids (most control characters) become U+FFFD.
enum XMLText {
    /// Escapes an attribute value: `&`, `<`, `>`, `"` and `'`, and tab, newline and carriage return as character
    /// references so that attribute-value normalisation keeps them.
    static func escapeAttribute(_ text: String) -> String {
        escape(text, attribute: true)
    }

    /// Escapes element content: `&`, `<` and `>`.
    static func escapeContent(_ text: String) -> String {
        escape(text, attribute: false)
    }

    private static func escape(_ text: String, attribute: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "'" where attribute: out += "&apos;"
            case "\t" where attribute: out += "&#9;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && value != 0xFFFE && value != 0xFFFF
                out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return out
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
        escape(text, property: false)
    }

    /// Escapes a property value: as `escapeData`, plus `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escape(text, property: true)
    }

    private static func escape(_ text: String, property: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            case "\t": out.unicodeScalars.append(scalar)
            default: out.unicodeScalars.append(ControlCharacter.contains(scalar) ? "\u{FFFD}" : scalar)
            }
        }
        return out
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

import SwiftScanner

/// Escaping for line-oriented text read by people and tools: the xcode format and the diagnostics on standard error.
public enum TerminalText {
    /// Writes control characters as Swift-style escapes (`\n`, `\r`, `\u{1B}`), so that a file name or a policy
    /// string can neither split a diagnostic into several lines nor send escape sequences to a terminal. Tab and
    /// every printable character, non-ASCII ones included, are kept.
    public static func escape(_ text: String) -> String {
        guard text.withBytesInPlace(hasControlBytes) else { return text }
        return escapedByScalars(text)
    }

    /// `text` with its control characters escaped, read scalar by scalar: what `escape` gives once the bytes
    /// show a control character.
    static func escapedByScalars(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case _ where isControl(scalar): out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// One output line made safe for terminals and CI logs: `escape`d, and never the start of a GitHub Actions
    /// workflow command. A line that would begin with `::` (after blanks; such as a path of a folder named
    /// `::error title=x::`) gets `./` in front, which keeps a path a path.
    public static func line(_ text: String) -> String {
        let escaped = escape(text)
        // Bytes first: without `::` after the blank bytes, no characters can start with it either.
        guard escaped.withBytesInPlace(mayStartCommand) else { return escaped }
        let content = escaped.drop { $0 == " " || $0 == "\t" }
        return content.hasPrefix("::") ? "./" + escaped : escaped
    }

    /// Whether the bytes after the leading spaces and tabs begin with `::`.
    private static func mayStartCommand(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 }
        return index + 1 < bytes.count && bytes[index] == UInt8(ascii: ":") && bytes[index + 1] == UInt8(ascii: ":")
    }

    /// Every line of `text` made safe with `line(_:)`; line breaks (`\n`) are kept.
    public static func lines(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) && $0 != "\n" }) || text.contains("::") else {
            return text
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line(String($0)) }.joined(
            separator: "\n")
    }

    /// Whether UTF-8 `bytes` hold a control character (see `isControl`): a byte below 0x20 but tab, DEL, or a
    /// C1 control (`C2 80`…`C2 9F`). Almost no text has one; this answers without decoding characters.
    private static func hasControlBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in bytes.indices {
            let byte = bytes[index]
            if (byte < 0x20 && byte != 0x09) || byte == 0x7F { return true }
            if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] & 0xE0 == 0x80 { return true }
        }
        return false
    }

    /// C0 controls except tab, DEL, and the C1 controls (which some terminals read as escape sequences).
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }
}

/// Escaping for line-oriented text read by people and tools: the xcode format and the diagnostics on standard error.
public enum TerminalText {
    /// Writes control characters as Swift-style escapes (`\n`, `\r`, `\u{1B}`), so that a file name or a policy
    /// string can neither split a diagnostic into several lines nor send escape sequences to a terminal. Tab and
    /// every printable character, non-ASCII ones included, are kept.
    public static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
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
        let content = escaped.drop { $0 == " " || $0 == "\t" }
        return content.hasPrefix("::") ? "./" + escaped : escaped
    }

    /// Every line of `text` made safe with `line(_:)`; line breaks (`\n`) are kept.
    public static func lines(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) && $0 != "\n" }) || text.contains("::") else {
            return text
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line(String($0)) }.joined(
            separator: "\n")
    }

    /// C0 controls except tab, DEL, and the C1 controls (which some terminals read as escape sequences).
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }
}

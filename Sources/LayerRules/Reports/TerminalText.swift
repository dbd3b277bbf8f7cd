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

    /// C0 controls except tab, DEL, and the C1 controls (which some terminals read as escape sequences).
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }
}

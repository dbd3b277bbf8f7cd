/// The start of a text that may be long or hostile, for quoting in an error message: at most
/// `maximumLength` characters, control characters escaped, `…` where it was cut.
public enum Excerpt {
    /// Characters (Unicode scalars) quoted before a text is cut.
    public static let maximumLength = 64

    /// `text`, or its first `maximumLength` characters followed by `…`, escaped for a terminal.
    public static func of(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > maximumLength else { return TerminalText.escape(text) }
        var start = String.UnicodeScalarView()
        start.append(contentsOf: scalars.prefix(maximumLength))
        return TerminalText.escape(String(start)) + "…"
    }
}

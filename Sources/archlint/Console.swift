import LayerRules

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes the tool's own messages: warnings and notes on stderr, results on stdout (errors go through
/// `ExitStatus`, which counts them). Messages pass through `TerminalText.escape`, so a file name with a newline
/// or an escape sequence cannot split a line or reach the terminal.
enum Console {
    /// `--quiet`: warnings and notes are not printed.
    static var quiet = false

    /// `archlint: warning: <message>` on stderr.
    static func warning(_ message: String) {
        if quiet { return }
        fputs(TerminalText.escape("archlint: warning: \(message)") + "\n", stderr)
    }

    /// `archlint: note: <message>` on stderr.
    static func note(_ message: String) {
        if quiet { return }
        fputs(TerminalText.escape("archlint: note: \(message)") + "\n", stderr)
    }

    /// Writes `text` to stdout as is (reports in a machine format, help text).
    static func output(_ text: String) {
        fputs(text, stdout)
    }

    /// Writes human-readable `text` (explanations, notes with names from the tree) to stdout, every line made
    /// safe by `TerminalText.lines`.
    static func text(_ text: String) {
        fputs(TerminalText.lines(text), stdout)
    }

    /// The value of an environment variable, if set.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// True when `descriptor` is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }
}

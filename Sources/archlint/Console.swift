import LayerRules

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes the tool's own messages: errors and notes on stderr, results on stdout. Messages pass through
/// `TerminalText.escape`, so a file name with a newline or an escape sequence cannot split a line or reach
/// the terminal.
enum Console {
    /// `--quiet`: warnings and notes are not printed.
    static var quiet = false

    /// `archlint: error: <message>` on stderr.
    static func error(_ message: String) {
        fputs(TerminalText.escape("archlint: error: \(message)") + "\n", stderr)
    }

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

    /// Input problems as the compiler prints them: `path:line:col: warning: …` for a scan diagnostic,
    /// `archlint: error: path: …` for a file that could not be read.
    static func problems(_ problems: [InputProblem]) {
        var text = ""
        for problem in problems {
            if let position = problem.position {
                let location = "\(problem.path):\(position.line):\(position.column)"
                text += TerminalText.line("\(location): warning: \(problem.message)") + "\n"
            } else {
                let severity = problem.isFatal ? "error" : "warning"
                text += TerminalText.line("archlint: \(severity): \(problem.path): \(problem.message)") + "\n"
            }
        }
        fputs(text, stderr)
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

/// Colour for the console (`xcode`) output: when to use it, and how a diagnostic line is coloured.
public enum TerminalStyle {
    /// What `--color` / `--no-color` asked for.
    public enum Choice: Sendable {
        /// Neither flag: colour when the output is a terminal and `NO_COLOR` is unset or empty.
        case automatic
        /// `--color`: always, even into a pipe or with `NO_COLOR`.
        case always
        /// `--no-color`.
        case never
    }

    /// True when output should be coloured. `noColor` is the value of the `NO_COLOR` environment variable
    /// (any non-empty value turns colour off, see no-color.org), `term` that of `TERM` (`dumb` turns it off); the
    /// explicit flags win over both.
    public static func colorEnabled(_ choice: Choice, noColor: String?, isTerminal: Bool, term: String? = nil)
        -> Bool
    {
        switch choice {
        case .always: return true
        case .never: return false
        case .automatic: return isTerminal && (noColor ?? "").isEmpty && term != "dumb"
        }
    }

    static let bold = "\u{1B}[1m"
    static let boldRed = "\u{1B}[1;31m"
    static let boldYellow = "\u{1B}[1;33m"
    static let reset = "\u{1B}[0m"

    /// Colours the `path:line:column: error|warning: message` lines of console output: the location bold,
    /// `error:` bold red, `warning:` bold yellow. Other lines are returned unchanged.
    public static func colorize(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(colorizeLine).joined(separator: "\n")
    }

    private static func colorizeLine(_ line: Substring) -> String {
        let markers = [(": error: ", boldRed), (": warning: ", boldYellow)].compactMap { marker, color in
            firstRange(of: marker, in: line).map { (range: $0, color: color) }
        }
        if let first = markers.min(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            let severity = line[first.range].dropFirst(2).dropLast()
            return bold + line[..<first.range.lowerBound] + reset + ": " + first.color + severity + reset + " "
                + line[first.range.upperBound...]
        }
        return String(line)
    }

    /// Where `marker` (ASCII) first occurs in `line`, compared as UTF-8 bytes.
    private static func firstRange(of marker: String, in line: Substring) -> Range<Substring.Index>? {
        let bytes = line.utf8
        let needle = marker.utf8
        var start = bytes.startIndex
        while start != bytes.endIndex {
            if bytes[start...].starts(with: needle) {
                return start..<bytes.index(start, offsetBy: needle.count)
            }
            start = bytes.index(after: start)
        }
        return nil
    }
}

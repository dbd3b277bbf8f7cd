import SwiftScanner

/// One `archlint:disable…` comment: which rules it silences, where, and why.
struct Suppression {
    enum Scope: Equatable {
        /// `disable:next`: the next line that has code (here: the next line with a scanned fact).
        case nextLine
        /// `disable:previous`: the previous line that has code.
        case previousLine
        /// `disable:this`: the comment's own line.
        case thisLine
        /// `disable`: from the comment's line to the `enable` that names the rule (or `all`), else to the end of
        /// the file.
        case region
    }

    var scope: Scope
    var ruleIDs: [String]
    /// The text after `--`, or nil when missing or empty.
    var reason: String?
    var position: SourcePosition
    /// The line the suppression covers, or the first line of a region.
    var line: Int
    /// For a region, the last line covered for each rule id (parallel to `ruleIDs`).
    var regionEnds: [Int]

    /// Parses the words of a `disable…` directive; nil for any other command.
    init?(_ parsed: Directive) {
        switch parsed.command {
        case "disable:next": scope = .nextLine
        case "disable:previous": scope = .previousLine
        case "disable:this": scope = .thisLine
        case "disable": scope = .region
        default: return nil
        }
        ruleIDs = parsed.ruleIDs
        reason = parsed.reason
        position = parsed.position
        line = parsed.position.line
        regionEnds = Array(repeating: Int.max, count: ruleIDs.count)
    }

    /// True when the suppression's rule id at `idIndex` applies to a finding on `line`.
    func covers(line: Int, idIndex: Int) -> Bool {
        scope == .region ? line >= self.line && line <= regionEnds[idIndex] : line == self.line
    }
}

/// An `archlint:` comment split into its command, rule ids and reason.
struct Directive {
    /// The commands archlint knows.
    static let commands = ["disable", "disable:next", "disable:previous", "disable:this", "enable"]

    var command: String
    var ruleIDs: [String]
    /// The text after `--`, or nil when missing or empty.
    var reason: String?
    var position: SourcePosition

    /// Splits `disable:next a, b -- reason`; nil for a comment with nothing after `archlint:`.
    init?(_ directive: CommentDirective) {
        var text = Substring(directive.text)
        var reason: Substring?
        if let separator = text.indices.first(where: { text[$0...].hasPrefix("--") }) {
            reason = text[text.index(separator, offsetBy: 2)...]
            text = text[..<separator]
        }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
        guard let command = words.first else { return nil }
        self.command = String(command)
        ruleIDs = words.dropFirst().map(String.init)
        let trimmed = reason.map(Self.trimmed) ?? ""
        self.reason = trimmed.isEmpty ? nil : trimmed
        position = directive.position
    }

    private static func trimmed(_ text: Substring) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(text[first...last])
    }
}

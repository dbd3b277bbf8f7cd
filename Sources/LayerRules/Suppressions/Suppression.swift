import SwiftScanner

/// One `archlint:disable…` comment: which rules it silences, where, and why.
struct Suppression {
    enum Scope: Equatable {
        /// `disable:next`: the next line that has code (here: the next line with a scanned fact).
        case nextLine
        /// `disable:this`: the comment's own line.
        case thisLine
        /// `disable`: the whole file.
        case file
    }

    var scope: Scope
    var ruleIDs: [String]
    /// The text after `--`, or nil when missing or empty.
    var reason: String?
    var position: SourcePosition
    /// The line the suppression covers (unused for `.file`).
    var line: Int

    /// Parses a directive (`disable:next a, b -- reason`); nil for other `archlint:` comments.
    init?(_ directive: CommentDirective) {
        var text = Substring(directive.text)
        var reason: Substring?
        if let separator = text.indices.first(where: { text[$0...].hasPrefix("--") }) {
            reason = text[text.index(separator, offsetBy: 2)...]
            text = text[..<separator]
        }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
        guard let command = words.first else { return nil }
        switch command {
        case "disable:next": scope = .nextLine
        case "disable:this": scope = .thisLine
        case "disable": scope = .file
        default: return nil
        }
        ruleIDs = words.dropFirst().map(String.init)
        let trimmed = reason.map(Self.trimmed) ?? ""
        self.reason = trimmed.isEmpty ? nil : trimmed
        position = directive.position
        line = directive.position.line
    }

    /// True when the suppression applies to a finding on `line`.
    func covers(line: Int) -> Bool { scope == .file || line == self.line }

    private static func trimmed(_ text: Substring) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(text[first...last])
    }
}

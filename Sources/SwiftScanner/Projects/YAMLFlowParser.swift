/// Flow collections `[a, {b: c}]`, nested, with quoted and plain scalars.
struct YAMLFlowParser {
    let text: Substring
    let line: Int
    var position: Substring.Index

    init(text: Substring, line: Int) {
        self.text = text
        self.line = line
        position = text.startIndex
    }

    mutating func skipSpaces() {
        while position < text.endIndex, text[position] == " " || text[position] == "\t" {
            position = text.index(after: position)
        }
    }

    mutating func value(depth: Int) throws(YAMLError) -> YAMLValue {
        skipSpaces()
        guard depth < YAMLSubsetReader.maximumDepth else {
            throw YAMLError(
                message: "values nested deeper than \(YAMLSubsetReader.maximumDepth) levels", line: line)
        }
        guard position < text.endIndex else { throw YAMLError(message: "unterminated flow collection", line: line) }
        switch text[position] {
        case "[":
            position = text.index(after: position)
            var items: [YAMLValue] = []
            while try !closes("]") { items.append(try value(depth: depth + 1)) }
            return .list(items, line: line)
        case "{":
            position = text.index(after: position)
            var entries: [YAMLEntry] = []
            while try !closes("}") {
                let key = try scalar(stoppingAtColon: true)
                skipSpaces()
                guard position < text.endIndex, text[position] == ":" else {
                    throw YAMLError(message: "expected ':' in flow map", line: line)
                }
                position = text.index(after: position)
                entries.append(YAMLEntry(key: key, value: try value(depth: depth + 1), line: line))
            }
            return .map(entries, line: line)
        default:
            return .scalar(try scalar(stoppingAtColon: false), line: line)
        }
    }

    /// Skips a `,` between items; true (and consumed) at the closing bracket.
    private mutating func closes(_ closer: Character) throws(YAMLError) -> Bool {
        skipSpaces()
        guard position < text.endIndex else { throw YAMLError(message: "unterminated flow collection", line: line) }
        if text[position] == closer {
            position = text.index(after: position)
            return true
        }
        if text[position] == "," {
            position = text.index(after: position)
            skipSpaces()
            if position < text.endIndex, text[position] == closer {
                position = text.index(after: position)
                return true
            }
        }
        return false
    }

    private mutating func scalar(stoppingAtColon: Bool) throws(YAMLError) -> String {
        skipSpaces()
        let start = position
        if position < text.endIndex, text[position] == "\"" || text[position] == "'" {
            let quote = text[position]
            position = text.index(after: position)
            while position < text.endIndex, text[position] != quote {
                if text[position] == "\\" && quote == "\"" && text.index(after: position) < text.endIndex {
                    position = text.index(after: position)
                }
                position = text.index(after: position)
            }
            guard position < text.endIndex else {
                throw YAMLError(message: "unterminated quoted string", line: line)
            }
            position = text.index(after: position)
        } else {
            while position < text.endIndex, !",]}".contains(text[position]) {
                if text[position] == ":" {
                    let next = text.index(after: position)
                    if stoppingAtColon || next == text.endIndex || text[next] == " " { break }
                }
                position = text.index(after: position)
            }
        }
        return try YAMLSubsetReader.scalarText(YAMLSubsetReader.trimmed(text[start..<position]), line: line)
    }
}

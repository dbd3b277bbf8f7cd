/// Flow collections `[a, {b: c}]`, nested, with quoted and plain scalars, read from UTF-8 bytes.
struct YAMLFlowParser {
    let text: YAMLSubsetReader.Bytes
    let line: Int
    var position: Int

    init(text: YAMLSubsetReader.Bytes, line: Int) {
        self.text = text
        self.line = line
        position = text.startIndex
    }

    mutating func skipSpaces() {
        while position < text.endIndex, text[position] == Byte.space || text[position] == Byte.tab {
            position += 1
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
        case Byte.leftBracket:
            position += 1
            var items: [YAMLValue] = []
            while try !closes(Byte.rightBracket, afterItem: !items.isEmpty) {
                items.append(try value(depth: depth + 1))
            }
            return .list(items, line: line)
        case Byte.leftBrace:
            position += 1
            var entries: [YAMLEntry] = []
            while try !closes(Byte.rightBrace, afterItem: !entries.isEmpty) {
                let key = try scalar(stoppingAtColon: true)
                skipSpaces()
                guard position < text.endIndex, text[position] == Byte.colon else {
                    throw YAMLError(message: "expected ':' in flow map", line: line)
                }
                position += 1
                entries.append(YAMLEntry(key: key, value: try value(depth: depth + 1), line: line))
            }
            return .map(entries, line: line)
        default:
            return .scalar(try scalar(stoppingAtColon: false), line: line)
        }
    }

    /// Skips a `,` between items; true (and consumed) at the closing bracket. After an item, anything else is
    /// an error: the item ended at a byte no item may start with (`:` or another bracket), and reading on would
    /// not move.
    private mutating func closes(_ closer: UInt8, afterItem: Bool) throws(YAMLError) -> Bool {
        skipSpaces()
        guard position < text.endIndex else { throw YAMLError(message: "unterminated flow collection", line: line) }
        if text[position] == closer {
            position += 1
            return true
        }
        if text[position] == Byte.comma {
            position += 1
            skipSpaces()
            if position < text.endIndex, text[position] == closer {
                position += 1
                return true
            }
        } else if afterItem {
            let expected = String(decoding: [closer], as: UTF8.self)
            throw YAMLError(message: "expected ',' or '\(expected)' after an item of a flow collection", line: line)
        }
        return false
    }

    private mutating func scalar(stoppingAtColon: Bool) throws(YAMLError) -> String {
        skipSpaces()
        let start = position
        if position < text.endIndex, text[position] == Byte.quote || text[position] == Byte.singleQuote {
            let quote = text[position]
            position += 1
            while position < text.endIndex, text[position] != quote {
                if text[position] == Byte.backslash && quote == Byte.quote && position + 1 < text.endIndex {
                    position += 1
                }
                position += 1
            }
            guard position < text.endIndex else {
                throw YAMLError(message: "unterminated quoted string", line: line)
            }
            position += 1
        } else {
            while position < text.endIndex {
                let byte = text[position]
                if byte == Byte.comma || byte == Byte.rightBracket || byte == Byte.rightBrace { break }
                if byte == Byte.colon {
                    let next = position + 1
                    if stoppingAtColon || next == text.endIndex || text[next] == Byte.space { break }
                }
                position += 1
            }
        }
        return try YAMLSubsetReader.scalarText(YAMLSubsetReader.trimmed(text[start..<position]), line: line)
    }
}

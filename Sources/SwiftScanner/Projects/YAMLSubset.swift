/// A value of the YAML subset `project.yml` files are read with, with the line it starts on.
public enum YAMLValue: Hashable, Sendable {
    case scalar(String, line: Int)
    case list([YAMLValue], line: Int)
    /// Entries in file order.
    case map([YAMLEntry], line: Int)

    public var line: Int {
        switch self {
        case .scalar(_, let line), .list(_, let line), .map(_, let line): return line
        }
    }

    public var scalar: String? {
        if case .scalar(let value, _) = self { return value }
        return nil
    }

    public var list: [YAMLValue]? {
        if case .list(let values, _) = self { return values }
        return nil
    }

    public var entries: [YAMLEntry]? {
        if case .map(let entries, _) = self { return entries }
        return nil
    }

    /// The value of a map's key (the last one when a key repeats).
    public subscript(key: String) -> YAMLValue? { entries?.last { $0.key == key }?.value }
}

/// One `key: value` of a YAML map.
public struct YAMLEntry: Hashable, Sendable {
    public var key: String
    public var value: YAMLValue
    public var line: Int
}

/// Why a YAML file is outside the subset or malformed, at a 1-based line.
public struct YAMLError: Error, Hashable, Sendable {
    public var message: String
    public var line: Int
}

/// Reads the YAML subset XcodeGen specs are written in: block maps and lists (indented with spaces), plain,
/// single- and double-quoted scalars, flow lists `[a, b]` and flat flow maps `{a: b}`, literal and folded
/// block scalars (`|`, `>`), comments, and a leading `---`. Anything else (tabs in indentation, anchors,
/// aliases, tags, merge keys, several documents) is an error naming the line, never a guess.
public struct YAMLSubsetReader {
    public static let maximumDepth = 64

    private static let blockIndicators = ["|", ">", "|-", ">-", "|+", ">+"]

    private struct Line {
        var indent: Int
        var text: Substring
        var number: Int
    }

    private var lines: [Line] = []
    private var index = 0
    /// Raw lines, for block scalars (they keep comments and blank lines).
    private let raw: [Substring]

    private init(raw: [Substring]) {
        self.raw = raw
    }

    /// Parses a whole file.
    public static func parse(_ text: String) -> Result<YAMLValue, YAMLError> {
        var reader = YAMLSubsetReader(
            raw: text.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.hasSuffix("\r") ? $0.dropLast() : $0
            })
        do {
            try reader.prepare()
            guard !reader.lines.isEmpty else { return .success(.map([], line: 1)) }
            let value = try reader.node(indent: reader.lines[0].indent, depth: 0)
            if reader.index < reader.lines.count {
                throw YAMLError(message: "unexpected indentation", line: reader.lines[reader.index].number)
            }
            return .success(value)
        } catch let error as YAMLError {
            return .failure(error)
        } catch {
            return .failure(YAMLError(message: "\(error)", line: 1))
        }
    }

    /// The lines with content, without comments; refuses what is outside the subset.
    private mutating func prepare() throws(YAMLError) {
        var blockIndent: Int?
        /// A line whose flow collection continues on the next lines.
        var pendingFlow: Line?
        for (offset, line) in raw.enumerated() {
            let number = offset + 1
            let indent = line.prefix { $0 == " " }.count
            let rest = line.dropFirst(indent)
            if let block = blockIndent {
                if rest.allSatisfy({ $0 == " " || $0 == "\t" }) || indent > block { continue }
                blockIndent = nil
            }
            if rest.first == "\t" && pendingFlow == nil {
                throw YAMLError(message: "tab character in indentation", line: number)
            }
            let content = Self.withoutComment(rest)
            guard !content.isEmpty else { continue }
            if content == "---" {
                guard lines.isEmpty else { throw YAMLError(message: "several documents in one file", line: number) }
                continue
            }
            if content == "..." || content.hasPrefix("%") {
                throw YAMLError(message: "document markers and directives are not supported", line: number)
            }
            if let open = pendingFlow {
                pendingFlow = Line(indent: open.indent, text: Substring(open.text + " " + content), number: open.number)
            } else {
                pendingFlow = Line(indent: indent, text: content, number: number)
            }
            if Self.flowBalance(pendingFlow!.text) > 0 { continue }
            lines.append(pendingFlow!)
            pendingFlow = nil
            if Self.blockIndicators.contains(where: { content.hasSuffix(": " + $0) || content == "- " + $0 }) {
                blockIndent = indent
            }
        }
        if let open = pendingFlow { throw YAMLError(message: "unterminated flow collection", line: open.number) }
    }

    /// Open minus closed brackets of a line's flow collection (outside quotes); 0 when it has none.
    private static func flowBalance(_ text: Substring) -> Int {
        guard let value = keySplit(text)?.1 ?? (isListItem(text) ? trimmed(text.dropFirst()) : text) as Substring?,
            value.first == "[" || value.first == "{"
        else { return 0 }
        var quote: Character?
        var balance = 0
        for character in value {
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "\"", "'": quote = character
            case "[", "{": balance += 1
            case "]", "}": balance -= 1
            default: break
            }
        }
        return balance
    }

    /// The text before a comment (`#` at the start or after white space, outside quotes), trimmed.
    private static func withoutComment(_ text: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        for position in text.indices {
            let character = text[position]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                if previous == " " || previous == "[" || previous == "{" || previous == "," || previous == ":"
                    || position == text.startIndex
                {
                    quote = character
                }
            } else if character == "#" && (previous == " " || previous == "\t") {
                return trimmed(text[..<position])
            }
            previous = character
        }
        return trimmed(text)
    }

    static func trimmed(_ text: Substring) -> Substring {
        var result = text
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        while let first = result.first, first == " " || first == "\t" { result = result.dropFirst() }
        return result
    }

    private mutating func node(indent: Int, depth: Int) throws(YAMLError) -> YAMLValue {
        let line = lines[index]
        guard depth < Self.maximumDepth else {
            throw YAMLError(message: "values nested deeper than \(Self.maximumDepth) levels", line: line.number)
        }
        if Self.isListItem(line.text) { return try list(indent: indent, depth: depth) }
        if Self.keySplit(line.text) != nil { return try map(indent: indent, depth: depth) }
        index += 1
        return try scalarOrFlow(line.text, line: line.number)
    }

    private static func isListItem(_ text: Substring) -> Bool { text == "-" || text.hasPrefix("- ") }

    private mutating func list(indent: Int, depth: Int) throws(YAMLError) -> YAMLValue {
        let start = lines[index].number
        var items: [YAMLValue] = []
        while index < lines.count, lines[index].indent == indent, Self.isListItem(lines[index].text) {
            let line = lines[index]
            let rest = Self.trimmed(line.text.dropFirst())
            if rest.isEmpty {
                index += 1
                guard index < lines.count, lines[index].indent > indent else {
                    items.append(.scalar("", line: line.number))
                    continue
                }
                items.append(try node(indent: lines[index].indent, depth: depth + 1))
            } else {
                // The item's content continues as if it started a line of its own at its column.
                let column = indent + (line.text.count - rest.count)
                lines[index] = Line(indent: column, text: rest, number: line.number)
                items.append(try node(indent: column, depth: depth + 1))
            }
        }
        return .list(items, line: start)
    }

    private mutating func map(indent: Int, depth: Int) throws(YAMLError) -> YAMLValue {
        let start = lines[index].number
        var entries: [YAMLEntry] = []
        while index < lines.count, lines[index].indent == indent, !Self.isListItem(lines[index].text) {
            let line = lines[index]
            guard let (rawKey, rawValue) = Self.keySplit(line.text) else {
                throw YAMLError(message: "expected 'key: value'", line: line.number)
            }
            let key = try Self.scalarText(rawKey, line: line.number)
            if key == "<<" { throw YAMLError(message: "merge keys ('<<') are not supported", line: line.number) }
            index += 1
            let value: YAMLValue
            if rawValue.isEmpty {
                if index < lines.count,
                    lines[index].indent > indent
                        || (lines[index].indent == indent && Self.isListItem(lines[index].text))
                {
                    value = try node(indent: lines[index].indent, depth: depth + 1)
                } else {
                    value = .scalar("", line: line.number)
                }
            } else if Self.blockIndicators.contains(String(rawValue)) {
                value = .scalar(blockScalar(after: line.number, indent: indent), line: line.number)
            } else {
                value = try scalarOrFlow(rawValue, line: line.number)
            }
            entries.append(YAMLEntry(key: key, value: value, line: line.number))
        }
        return .map(entries, line: start)
    }

    /// The lines of a `|` or `>` block after `line`, indented more than `indent`, joined with newlines.
    private func blockScalar(after line: Int, indent: Int) -> String {
        var text: [Substring] = []
        var number = line
        while number < raw.count {
            let next = raw[number]
            let nextIndent = next.prefix { $0 == " " }.count
            if !next.allSatisfy({ $0 == " " }) && nextIndent <= indent { break }
            text.append(next.dropFirst(min(nextIndent, indent + 2)))
            number += 1
        }
        return text.joined(separator: "\n")
    }

    /// Splits `key: value` at the first `:` followed by a space or the end, outside quotes and brackets.
    private static func keySplit(_ text: Substring) -> (Substring, Substring)? {
        var quote: Character?
        var nesting = 0
        for position in text.indices {
            let character = text[position]
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "\"", "'": if position == text.startIndex { quote = character }
            case "[", "{": nesting += 1
            case "]", "}": nesting -= 1
            case ":" where nesting == 0:
                let next = text.index(after: position)
                if next == text.endIndex || text[next] == " " {
                    return (trimmed(text[..<position]), trimmed(text[next...]))
                }
            default: break
            }
        }
        return nil
    }

    private func scalarOrFlow(_ text: Substring, line: Int) throws(YAMLError) -> YAMLValue {
        guard text.first == "[" || text.first == "{" else {
            return .scalar(try Self.scalarText(text, line: line), line: line)
        }
        var flow = YAMLFlowParser(text: text, line: line)
        let value = try flow.value(depth: 0)
        flow.skipSpaces()
        guard flow.position == text.endIndex else {
            throw YAMLError(message: "unexpected text after a flow collection", line: line)
        }
        return value
    }

    /// A scalar's value: quotes removed (with `\"`, `\\`, `\n` and `''` unescaped); anchors, aliases and
    /// tags refused.
    static func scalarText(_ text: Substring, line: Int) throws(YAMLError) -> String {
        guard let first = text.first else { return "" }
        switch first {
        case "&": throw YAMLError(message: "anchors ('&') are not supported", line: line)
        case "*": throw YAMLError(message: "aliases ('*') are not supported", line: line)
        case "!": throw YAMLError(message: "tags ('!') are not supported", line: line)
        case "\"":
            guard text.count >= 2, text.hasSuffix("\"") else {
                throw YAMLError(message: "unterminated double-quoted string", line: line)
            }
            var result = ""
            var escaped = false
            for character in text.dropFirst().dropLast() {
                if escaped {
                    result.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else {
                    result.append(character)
                }
            }
            return result
        case "'":
            guard text.count >= 2, text.hasSuffix("'") else {
                throw YAMLError(message: "unterminated single-quoted string", line: line)
            }
            return String(text.dropFirst().dropLast()).replacingOccurrences("''", with: "'")
        default:
            return String(text)
        }
    }
}

extension String {
    /// Every occurrence of `target` replaced (no Foundation).
    fileprivate func replacingOccurrences(_ target: String, with replacement: String) -> String {
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

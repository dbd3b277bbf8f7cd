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
/// aliases, tags, merge keys, several documents) is an error naming the line, never a guess. Lines end at
/// `\n`, with or without a `\r` before it; a byte order mark at the start is not part of the text.
///
/// The reader looks at UTF-8 bytes, not at `Character`s: every character the subset gives a meaning to is
/// ASCII, and no byte of a multi-byte UTF-8 sequence is, so the bytes say the same at a fraction of the cost
/// (and `\r\n`, one `Character`, is two bytes here).
public struct YAMLSubsetReader {
    public static let maximumDepth = 64

    /// Part of a file's bytes: a line, or a piece of one.
    typealias Bytes = ArraySlice<UInt8>

    private static let blockIndicators: [[UInt8]] = ["|", ">", "|-", ">-", "|+", ">+"].map { Array($0.utf8) }
    /// How a line that starts a block scalar ends: `key: |` and the like.
    private static let blockValueEnds = blockIndicators.map { [Byte.colon, Byte.space] + $0 }
    /// A list item that is a block scalar: `- |` and the like.
    private static let blockListItems = blockIndicators.map { [Byte.hyphen, Byte.space] + $0 }

    private struct Line {
        var indent: Int
        var text: Bytes
        var number: Int
    }

    private var lines: [Line] = []
    private var index = 0
    /// Raw lines, for block scalars (they keep comments and blank lines).
    private let raw: [Bytes]

    private init(raw: [Bytes]) {
        self.raw = raw
    }

    /// Parses a whole file.
    public static func parse(_ text: String) -> Result<YAMLValue, YAMLError> {
        parse(bytes: Array(text.utf8))
    }

    /// Parses a whole file from its bytes; a leading byte order mark is not part of the text, and bytes that are
    /// not UTF-8 become U+FFFD in the values they are part of.
    public static func parse(bytes: [UInt8]) -> Result<YAMLValue, YAMLError> {
        var reader = YAMLSubsetReader(
            raw: bytes.dropFirst(ByteOrderMark.length(in: bytes)).split(
                separator: Byte.newline, omittingEmptySubsequences: false
            ).map { $0.last == Byte.carriageReturn ? $0.dropLast() : $0 })
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
            let indent = line.prefix { $0 == Byte.space }.count
            let rest = line.dropFirst(indent)
            if let block = blockIndent {
                if rest.allSatisfy({ $0 == Byte.space || $0 == Byte.tab }) || indent > block { continue }
                blockIndent = nil
            }
            if rest.first == Byte.tab && pendingFlow == nil {
                throw YAMLError(message: "tab character in indentation", line: number)
            }
            let content = Self.withoutComment(rest)
            guard !content.isEmpty else { continue }
            if content.elementsEqual("---".utf8) {
                guard lines.isEmpty else { throw YAMLError(message: "several documents in one file", line: number) }
                continue
            }
            if content.elementsEqual("...".utf8) || content.first == UInt8(ascii: "%") {
                throw YAMLError(message: "document markers and directives are not supported", line: number)
            }
            if let open = pendingFlow {
                pendingFlow = Line(indent: open.indent, text: open.text + [Byte.space] + content, number: open.number)
            } else {
                pendingFlow = Line(indent: indent, text: content, number: number)
            }
            if Self.flowBalance(pendingFlow!.text) > 0 { continue }
            lines.append(pendingFlow!)
            pendingFlow = nil
            if Self.blockValueEnds.contains(where: { Self.hasSuffix(content, $0) })
                || Self.blockListItems.contains(where: { content.elementsEqual($0) })
            {
                blockIndent = indent
            }
        }
        if let open = pendingFlow { throw YAMLError(message: "unterminated flow collection", line: open.number) }
    }

    private static func hasSuffix(_ text: Bytes, _ suffix: [UInt8]) -> Bool {
        text.count >= suffix.count && text.suffix(suffix.count).elementsEqual(suffix)
    }

    /// Open minus closed brackets of a line's flow collection (outside quotes); 0 when it has none.
    private static func flowBalance(_ text: Bytes) -> Int {
        guard let value = keySplit(text)?.1 ?? (isListItem(text) ? trimmed(text.dropFirst()) : text) as Bytes?,
            value.first == Byte.leftBracket || value.first == Byte.leftBrace
        else { return 0 }
        var quote: UInt8?
        var balance = 0
        for byte in value {
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case Byte.quote, Byte.singleQuote: quote = byte
            case Byte.leftBracket, Byte.leftBrace: balance += 1
            case Byte.rightBracket, Byte.rightBrace: balance -= 1
            default: break
            }
        }
        return balance
    }

    /// The text before a comment (`#` at the start or after white space, outside quotes), trimmed.
    private static func withoutComment(_ text: Bytes) -> Bytes {
        var quote: UInt8?
        var previous = Byte.space
        for position in text.indices {
            let byte = text[position]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == Byte.quote || byte == Byte.singleQuote {
                if previous == Byte.space || previous == Byte.leftBracket || previous == Byte.leftBrace
                    || previous == Byte.comma || previous == Byte.colon || position == text.startIndex
                {
                    quote = byte
                }
            } else if byte == Byte.pound && (previous == Byte.space || previous == Byte.tab) {
                return trimmed(text[..<position])
            }
            previous = byte
        }
        return trimmed(text)
    }

    /// `text` without the spaces and tabs at either end.
    static func trimmed(_ text: Bytes) -> Bytes {
        var result = text
        while let last = result.last, last == Byte.space || last == Byte.tab { result = result.dropLast() }
        while let first = result.first, first == Byte.space || first == Byte.tab { result = result.dropFirst() }
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

    private static func isListItem(_ text: Bytes) -> Bool {
        text.first == Byte.hyphen && (text.count == 1 || text[text.startIndex + 1] == Byte.space)
    }

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
            } else if Self.blockIndicators.contains(where: { rawValue.elementsEqual($0) }) {
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
        var text: [UInt8] = []
        var number = line
        while number < raw.count {
            let next = raw[number]
            let nextIndent = next.prefix { $0 == Byte.space }.count
            if !next.allSatisfy({ $0 == Byte.space }) && nextIndent <= indent { break }
            if number > line { text.append(Byte.newline) }
            text += next.dropFirst(min(nextIndent, indent + 2))
            number += 1
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Splits `key: value` at the first `:` followed by a space or the end, outside quotes and brackets.
    private static func keySplit(_ text: Bytes) -> (Bytes, Bytes)? {
        var quote: UInt8?
        var nesting = 0
        for position in text.indices {
            let byte = text[position]
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case Byte.quote, Byte.singleQuote: if position == text.startIndex { quote = byte }
            case Byte.leftBracket, Byte.leftBrace: nesting += 1
            case Byte.rightBracket, Byte.rightBrace: nesting -= 1
            case Byte.colon where nesting == 0:
                let next = position + 1
                if next == text.endIndex || text[next] == Byte.space {
                    return (trimmed(text[..<position]), trimmed(text[next...]))
                }
            default: break
            }
        }
        return nil
    }

    private func scalarOrFlow(_ text: Bytes, line: Int) throws(YAMLError) -> YAMLValue {
        guard text.first == Byte.leftBracket || text.first == Byte.leftBrace else {
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
    static func scalarText(_ text: Bytes, line: Int) throws(YAMLError) -> String {
        guard let first = text.first else { return "" }
        switch first {
        case UInt8(ascii: "&"): throw YAMLError(message: "anchors ('&') are not supported", line: line)
        case UInt8(ascii: "*"): throw YAMLError(message: "aliases ('*') are not supported", line: line)
        case UInt8(ascii: "!"): throw YAMLError(message: "tags ('!') are not supported", line: line)
        case Byte.quote:
            guard text.count >= 2, text.last == Byte.quote else {
                throw YAMLError(message: "unterminated double-quoted string", line: line)
            }
            var result: [UInt8] = []
            var escaped = false
            for byte in text.dropFirst().dropLast() {
                if escaped {
                    result.append(
                        byte == UInt8(ascii: "n") ? Byte.newline : byte == UInt8(ascii: "t") ? Byte.tab : byte)
                    escaped = false
                } else if byte == Byte.backslash {
                    escaped = true
                } else {
                    result.append(byte)
                }
            }
            return String(decoding: result, as: UTF8.self)
        case Byte.singleQuote:
            guard text.count >= 2, text.last == Byte.singleQuote else {
                throw YAMLError(message: "unterminated single-quoted string", line: line)
            }
            // `''` stands for one quote.
            var result: [UInt8] = []
            var previousWasKeptQuote = false
            for byte in text.dropFirst().dropLast() {
                if byte == Byte.singleQuote && previousWasKeptQuote {
                    previousWasKeptQuote = false
                    continue
                }
                previousWasKeptQuote = byte == Byte.singleQuote
                result.append(byte)
            }
            return String(decoding: result, as: UTF8.self)
        default:
            return String(decoding: text, as: UTF8.self)
        }
    }
}

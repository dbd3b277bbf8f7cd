/// An expression of a manifest as far as a lexical reading understands it.
indirect enum ManifestExpression {
    case string(String, at: Int)
    /// A string literal with an interpolation: its value is unknown.
    case interpolated(at: Int)
    case array([ManifestExpression], at: Int)
    /// A name or a dotted name (`commonDependencies`, `Target.Dependency`); also `true`, numbers.
    case name(String, at: Int)
    /// `.linux`.
    case implicitMember(String, at: Int)
    /// `.target(…)`, `Target.target(…)`, `feature(…)`: the callee as written, without whitespace.
    case call(String, [ManifestArgument], at: Int)
    /// `a + b + c`.
    case concatenation([ManifestExpression], at: Int)
    /// Anything else, described for a diagnostic: `a closure`, `a function call`, `the operator '??'`.
    case unreadable(String, at: Int)

    /// Index of the expression's first token.
    var start: Int {
        switch self {
        case .string(_, let at), .interpolated(let at), .array(_, let at), .name(_, let at),
            .implicitMember(_, let at), .call(_, _, let at), .concatenation(_, let at), .unreadable(_, let at):
            return at
        }
    }
}

/// One argument of a call: its label (nil when unlabelled), value, and the value's token range.
struct ManifestArgument {
    var label: String?
    var value: ManifestExpression
    var tokens: Range<Int>
}

/// Parses expressions out of a manifest's token stream. Nesting deeper than `maximumDepth` is skipped
/// (balanced) instead of parsed, so no input can exhaust the stack.
struct ManifestExpressionParser {
    static let maximumDepth = 64

    let stream: TokenStream
    var index = 0
    /// Open brackets and parentheses around the current token; newlines end expressions only at 0.
    private var nesting = 0

    init(stream: TokenStream) {
        self.stream = stream
    }

    /// Parses one expression starting at `index`; afterwards `index` is the first token after it.
    mutating func parseExpression(depth: Int = 0) -> ManifestExpression {
        let start = index
        var parts = [parsePostfix(depth: depth)]
        while isOperator(index, "+") && continues(index) {
            index += 1
            parts.append(parsePostfix(depth: depth))
        }
        if stream.kind(index) == .operatorRun && continues(index) && !isOperator(index, "=") {
            let spelling = stream.text(index)
            skipExpressionRest()
            return .unreadable("the operator '\(spelling)'", at: start)
        }
        return parts.count == 1 ? parts[0] : .concatenation(parts, at: start)
    }

    /// True when token `position` continues the current expression (not a new statement).
    private func continues(_ position: Int) -> Bool {
        guard position < stream.count else { return false }
        return nesting > 0 || !stream[position].hasNewlineBefore || stream.kind(position) == .dot
            || isOperator(position, "+")
    }

    private func isOperator(_ position: Int, _ spelling: StaticString) -> Bool {
        stream.kind(position) == .operatorRun && stream.spells(position, spelling)
    }

    private mutating func parsePostfix(depth: Int) -> ManifestExpression {
        let start = index
        guard index < stream.count else { return .unreadable("nothing", at: max(0, stream.count - 1)) }
        var expression = parsePrimary(depth: depth)
        while index < stream.count && continues(index) {
            switch stream[index].kind {
            case .leftParen where !stream[index].hasNewlineBefore:
                guard depth < Self.maximumDepth else {
                    skipBalanced()
                    return .unreadable("nesting too deep", at: start)
                }
                let arguments = parseArguments(depth: depth + 1)
                switch expression {
                case .name(let callee, _): expression = .call(callee, arguments, at: start)
                case .implicitMember(let callee, _): expression = .call("." + callee, arguments, at: start)
                default: expression = .unreadable("a function call", at: start)
                }
            case .leftBrace where !stream[index].hasNewlineBefore:
                skipBalanced()
                switch expression {
                case .call, .name, .unreadable("a function call", _):
                    expression = .unreadable("a function call", at: start)
                default: expression = .unreadable("a closure", at: start)
                }
            case .dot where stream.isName(index + 1):
                let member = stream.name(index + 1)
                index += 2
                switch expression {
                case .name(let base, _): expression = .name(base + "." + member, at: start)
                case .implicitMember(let base, _): expression = .implicitMember(base + "." + member, at: start)
                case .call(let callee, _, _): expression = .unreadable("a function call ('\(callee)')", at: start)
                default: expression = .unreadable("a function call", at: start)
                }
            case .operatorRun where !stream[index].hasSpaceBefore && (isOperator(index, "!") || isOperator(index, "?")):
                index += 1
            default:
                return expression
            }
        }
        return expression
    }

    private mutating func parsePrimary(depth: Int) -> ManifestExpression {
        let start = index
        let token = stream[index]
        switch token.kind {
        case .string:
            return parseString()
        case .leftBracket:
            guard depth < Self.maximumDepth else {
                skipBalanced()
                return .unreadable("nesting too deep", at: start)
            }
            return parseArray(depth: depth + 1)
        case .leftParen:
            guard depth < Self.maximumDepth else {
                skipBalanced()
                return .unreadable("nesting too deep", at: start)
            }
            let arguments = parseArguments(depth: depth + 1)
            if arguments.count == 1, arguments[0].label == nil { return arguments[0].value }
            return .unreadable("a tuple", at: start)
        case .leftBrace:
            skipBalanced()
            return .unreadable("a closure", at: start)
        case .dot where stream.isName(index + 1):
            index += 2
            return .implicitMember(stream.name(start + 1), at: start)
        case .identifier, .backtickIdentifier, .number:
            index += 1
            return .name(stream.name(start), at: start)
        default:
            index += 1
            return .unreadable("'\(stream.text(start))'", at: start)
        }
    }

    /// A string literal; with an interpolation, all of its segments are skipped.
    private mutating func parseString() -> ManifestExpression {
        let start = index
        index += 1
        guard stream.kind(index) == .interpolationOpen else {
            return .string(ManifestStrings.value(of: stream.text(start)), at: start)
        }
        var open = 0
        while index < stream.count {
            switch stream[index].kind {
            case .interpolationOpen: open += 1
            case .interpolationClose: open -= 1
            case .string where open == 0:
                index += 1
                if stream.kind(index) != .interpolationOpen { return .interpolated(at: start) }
                continue
            default: break
            }
            index += 1
        }
        return .interpolated(at: start)
    }

    private mutating func parseArray(depth: Int) -> ManifestExpression {
        let start = index
        index += 1
        nesting += 1
        defer { nesting -= 1 }
        var elements: [ManifestExpression] = []
        var readable = true
        while index < stream.count && stream[index].kind != .rightBracket {
            if stream[index].kind == .comma {
                index += 1
                continue
            }
            let before = index
            elements.append(parseExpression(depth: depth))
            if stream.kind(index) == .colon {
                readable = false
                index += 1
            } else if index < stream.count, stream[index].kind != .comma, stream[index].kind != .rightBracket {
                skipToSeparator()
            }
            if index == before { index += 1 }
        }
        stepPastCloser()
        return readable ? .array(elements, at: start) : .unreadable("a dictionary", at: start)
    }

    /// Arguments from the `(` at `index` to its `)`; afterwards `index` is past the `)`.
    private mutating func parseArguments(depth: Int) -> [ManifestArgument] {
        index += 1
        nesting += 1
        defer { nesting -= 1 }
        var arguments: [ManifestArgument] = []
        while index < stream.count && stream[index].kind != .rightParen {
            if stream[index].kind == .comma {
                index += 1
                continue
            }
            let before = index
            var label: String?
            if stream.isName(index), stream.kind(index + 1) == .colon {
                label = stream.name(index)
                index += 2
            }
            let valueStart = index
            let value = parseExpression(depth: depth)
            arguments.append(ManifestArgument(label: label, value: value, tokens: valueStart..<index))
            if index < stream.count, stream[index].kind != .comma, stream[index].kind != .rightParen {
                skipToSeparator()
            }
            if index == before { index += 1 }
        }
        stepPastCloser()
        return arguments
    }

    /// Steps past the closing bracket at `index`; at the end of an unterminated file there is none, and `index`
    /// stays at the end (the token ranges of arguments end there).
    private mutating func stepPastCloser() {
        if index < stream.count { index += 1 }
    }

    /// Skips to the next `,` or closing bracket at the current nesting level.
    private mutating func skipToSeparator() {
        while index < stream.count {
            switch stream[index].kind {
            case .comma, .rightParen, .rightBracket, .rightBrace: return
            case .leftParen, .leftBracket, .leftBrace: skipBalanced()
            default: index += 1
            }
        }
    }

    /// Skips what is left of an expression after an operator nobody reads.
    private mutating func skipExpressionRest() {
        while index < stream.count && continues(index) {
            switch stream[index].kind {
            case .comma, .rightParen, .rightBracket, .rightBrace: return
            case .leftParen, .leftBracket, .leftBrace: skipBalanced()
            default: index += 1
            }
        }
    }

    /// Skips from the opener at `index` past its matching closer (or to the end), iteratively.
    mutating func skipBalanced() {
        var depth = 0
        repeat {
            switch stream[index].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            default: break
            }
            index += 1
        } while depth > 0 && index < stream.count
    }
}

/// Values of string literal tokens.
enum ManifestStrings {
    /// The text of a string literal token without its delimiters, with the common escapes resolved
    /// (none in a raw string).
    static func value(of literal: String) -> String {
        if let plain = plainValue(of: literal) { return plain }
        var text = Substring(literal)
        var hashes = 0
        while text.first == "#" {
            text = text.dropFirst()
            hashes += 1
        }
        if hashes > 0 { text = text.dropLast(min(hashes, text.count)) }
        let quotes = text.hasPrefix("\"\"\"") && text.count >= 6 ? 3 : 1
        guard text.count >= 2 * quotes else { return String(text.drop { $0 == "\"" }) }
        text = text.dropFirst(quotes).dropLast(quotes)
        if quotes == 3 { return String(text).trimmingNewlines() }
        guard hashes == 0, text.contains("\\") else { return String(text) }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "0": result.append("\0")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

extension ManifestStrings {
    /// The value of `"text"` without escapes (most literals of a manifest), taken from the bytes; nil for
    /// any other literal.
    fileprivate static func plainValue(of literal: String) -> String? {
        let quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\")
        return literal.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.count >= 2, bytes[0] == quote, bytes[bytes.count - 1] == quote,
                bytes.count < 3 || bytes[1] != quote || bytes[2] != quote,
                !bytes.contains(backslash)
            else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)]), as: UTF8.self)
        } ?? nil
    }
}

extension String {
    fileprivate func trimmingNewlines() -> String {
        var text = Substring(self)
        while let first = text.first, first.isNewline { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text.drop { $0 == " " || $0 == "\t" })
    }
}

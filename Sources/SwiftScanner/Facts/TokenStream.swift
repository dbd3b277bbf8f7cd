/// Read-only helpers over the tokens and the source bytes.
struct TokenStream {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The tokens, in `storage`.
    let tokens: CheckedTokens
    /// Keeps the tokens' memory alive as long as the stream.
    private let storage: TokenStorage

    init(bytes: UnsafeBufferPointer<UInt8>, tokens storage: TokenStorage) {
        self.bytes = bytes
        self.storage = storage
        tokens = CheckedTokens(storage.tokens)
    }

    var count: Int { tokens.count }

    @inline(__always)
    subscript(index: Int) -> Token { tokens[index] }

    /// The kind of token `index`, or nil past either end.
    @inline(__always)
    func kind(_ index: Int) -> TokenKind? {
        index >= 0 && index < tokens.count ? tokens[index].kind : nil
    }

    @inline(__always)
    func keyword(_ index: Int) -> Keyword {
        index >= 0 && index < tokens.count && tokens[index].kind == .identifier ? tokens[index].keyword : .none
    }

    /// True when token `index` is the single-character operator `character` (`<`, `>`, `=`, `&`).
    @inline(__always)
    func isOperator(_ index: Int, _ character: UInt8) -> Bool {
        guard index >= 0 && index < tokens.count else { return false }
        let token = tokens[index]
        return token.kind == .operatorRun && token.length == 1 && bytes[token.start] == character
    }

    /// True for any identifier or backticked name, keyword or not.
    @inline(__always)
    func isName(_ index: Int) -> Bool {
        kind(index) == .identifier || kind(index) == .backtickIdentifier
    }

    /// True when token `index` is a name that is not a keyword (backticked names always qualify).
    @inline(__always)
    func isPlainName(_ index: Int) -> Bool {
        guard index >= 0 && index < tokens.count else { return false }
        let token = tokens[index]
        return token.kind == .backtickIdentifier || (token.kind == .identifier && token.keyword == .none)
    }

    /// True when token `index` is a name whose first character is an ASCII capital letter.
    @inline(__always)
    func isCapitalised(_ index: Int) -> Bool {
        guard index >= 0 && index < tokens.count else { return false }
        let token = tokens[index]
        switch token.kind {
        case .identifier: return Byte.isUppercase(bytes[token.start])
        case .backtickIdentifier: return Byte.isUppercase(bytes[token.start + 1])
        default: return false
        }
    }

    /// True when the name's first character is a lowercase ASCII letter or `_`.
    @inline(__always)
    func isLowercaseName(_ index: Int) -> Bool {
        guard index >= 0 && index < tokens.count else { return false }
        let token = tokens[index]
        let first: UInt8
        switch token.kind {
        case .identifier: first = bytes[token.start]
        case .backtickIdentifier: first = bytes[token.start + 1]
        default: return false
        }
        return first &- 0x61 < 26 || first == 0x5F
    }

    /// The name of token `index` without backticks.
    func name(_ index: Int) -> String {
        let token = tokens[index]
        if token.kind == .backtickIdentifier {
            return string(token.start + 1, token.end - 1)
        }
        return string(token.start, token.end)
    }

    /// The bytes of the name of token `index`, without backticks.
    @inline(__always)
    func nameBytes(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        let token = tokens[index]
        let inset = token.kind == .backtickIdentifier ? 1 : 0
        return UnsafeBufferPointer(rebasing: bytes[token.start + inset..<token.end - inset])
    }

    /// The source text of token `index`.
    func text(_ index: Int) -> String { string(tokens[index].start, tokens[index].end) }

    /// Token texts of `range` concatenated without the whitespace and comments between them. Tokens written
    /// back to back (`Codable`, `Foo.Bar`, `Set<Int>`, most of what is asked for) are one slice of the source,
    /// made into a string without a buffer.
    func compactText(_ range: Range<Int>) -> String {
        if let (start, end) = contiguousBytes(range) { return string(start, end) }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(byteSpan(range))
        for index in range {
            let token = tokens[index]
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]))
        }
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Token texts of `range` joined with one space wherever the source had whitespace or comments.
    func spacedText(_ range: Range<Int>) -> String {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(byteSpan(range))
        for index in range {
            let token = tokens[index]
            if index != range.lowerBound && token.hasSpaceBefore { buffer.append(Byte.space) }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]))
        }
        return String(decoding: buffer, as: UTF8.self)
    }

    /// The byte range of `range`'s tokens when each starts where the one before it ends (nothing between them),
    /// else nil; nil for an empty range.
    private func contiguousBytes(_ range: Range<Int>) -> (start: Int, end: Int)? {
        guard !range.isEmpty else { return nil }
        var end = tokens[range.lowerBound].end
        for index in range.dropFirst() {
            let token = tokens[index]
            guard token.start == end else { return nil }
            end = token.end
        }
        return (tokens[range.lowerBound].start, end)
    }

    /// The bytes from the start of the first token of `range` to the end of its last: room enough for their
    /// texts, with or without single spaces between them.
    private func byteSpan(_ range: Range<Int>) -> Int {
        range.isEmpty ? 0 : tokens[range.upperBound - 1].end - tokens[range.lowerBound].start
    }

    /// True when token `index`'s bytes equal `word`.
    func spells(_ index: Int, _ word: StaticString) -> Bool {
        guard index >= 0 && index < tokens.count else { return false }
        let token = tokens[index]
        guard token.length == word.utf8CodeUnitCount else { return false }
        for offset in 0..<token.length where bytes[token.start + offset] != word.utf8Start[offset] { return false }
        return true
    }

    /// The index of the `>` matching the `<` at `open`, when everything between looks like a generic
    /// argument or parameter list; nil otherwise. Looks at no more than 256 tokens.
    func matchingAngle(_ open: Int) -> Int? {
        var depth = 0
        var index = open
        let limit = min(tokens.count, open + 256)
        while index < limit {
            let token = tokens[index]
            switch token.kind {
            case .operatorRun:
                if isOperator(index, Byte.less) {
                    depth += 1
                } else if isOperator(index, Byte.greater) {
                    depth -= 1
                    if depth == 0 { return index }
                } else if !isTypeOperator(index) {
                    return nil
                }
            case .identifier, .backtickIdentifier, .dot, .comma, .colon, .leftBracket, .rightBracket, .leftParen,
                .rightParen, .at, .number, .pound:
                break
            default:
                return nil
            }
            index += 1
        }
        return nil
    }

    /// Operators that can appear inside a type: `?`, `!`, `&`, `->`, `~`, `...`, `==` (in `where`).
    private func isTypeOperator(_ index: Int) -> Bool {
        let token = tokens[index]
        for offset in 0..<token.length {
            switch bytes[token.start + offset] {
            case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "-"), UInt8(ascii: ">"),
                UInt8(ascii: "~"), UInt8(ascii: "."), UInt8(ascii: "="):
                continue
            default:
                return false
            }
        }
        return true
    }

    private func string(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A diagnostic located by byte offset; converted to line and column at the end of a scan.
struct RawDiagnostic {
    var kind: ScanDiagnostic.Kind
    var message: String
    var offset: Int
}

extension RawDiagnostic {
    /// `unclosed '(' (3 unclosed delimiters)`, and what follows from it (`detail`), at the opener's offset: the
    /// outermost of `count` delimiters still open where a file ends (or one closed over by an outer closer).
    static func unclosed(_ opener: TokenKind, count: Int = 1, at offset: Int, detail: String = "") -> RawDiagnostic {
        let spelling: String
        switch opener {
        case .leftParen: spelling = "("
        case .leftBracket: spelling = "["
        case .interpolationOpen: spelling = "\\("
        default: spelling = "{"
        }
        let counted = count > 1 ? " (\(count) unclosed delimiters)" : ""
        return RawDiagnostic(
            kind: .unbalancedDelimiter, message: "unclosed '\(spelling)'" + counted + detail, offset: offset)
    }
}

/// An `archlint:` comment found by the lexer.
struct RawDirective {
    var text: String
    var offset: Int
    var isTrailing: Bool
}

/// The byte-level Swift lexer.
///
/// It walks the UTF-8 bytes once with a cursor and produces `Token`s (kind and byte range). String
/// interpolations are handled with an explicit stack of open string literals, never with recursion, so
/// arbitrarily deep nesting cannot overflow the call stack. Comments produce no tokens; comments that carry
/// an `archlint:` directive are reported separately.
struct Lexer {
    /// A string literal being lexed: how it is delimited.
    private struct StringShape {
        var hashes: Int
        var multiline: Bool
        var start: Int
    }

    /// A string literal suspended at an interpolation `\(`, and the parentheses opened inside it since.
    private struct InterpolationFrame {
        var shape: StringShape
        var parenDepth: Int
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let end: Int
    private var pos: Int
    private var pendingFlags: UInt8 = Token.newlineBefore
    private var frames: [InterpolationFrame] = []
    private let keywords = KeywordTable.shared

    private var buffer = TokenBuffer()
    /// Where the tokens go: once `run()` has lexed the input, it holds them.
    let storage: TokenStorage
    /// How many identifiers start with an ASCII capital letter: about the most type references the file can have.
    private(set) var capitalisedNameCount = 0
    private(set) var directives: [RawDirective] = []
    private(set) var diagnostics: [RawDiagnostic] = []
    /// Where each line starts, the first at the start offset: found as the lexer passes the line breaks
    /// (`\n`, `\r\n` and a lone `\r` each end a line), so that no other pass over the bytes looks for them.
    private(set) var lineStarts: [Int]

    /// Creates a lexer for `bytes`, starting at `start` (after a byte order mark, if any), that lexes into
    /// `storage` (whatever tokens it held are let go).
    init(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, into storage: TokenStorage = TokenStorage()) {
        self.bytes = bytes
        self.storage = storage
        self.end = bytes.count
        self.pos = start
        lineStarts = [start]
        lineStarts.reserveCapacity(bytes.count / 32 + 1)
    }

    /// Lexes the whole input into `tokens`. Called once.
    mutating func run() {
        skipShebang()
        lexTokens(capacity: bytes.count / 5 + 16)
        buffer = TokenBuffer()
        for frame in frames.reversed() {
            reportUnterminated(frame.shape)
        }
        frames.removeAll()
    }

    /// The most tokens one `lexNext()` emits: `)` closing an interpolation, a string segment and `\(`.
    private static let mostTokensPerStep = 3

    /// Lexes the input into `storage`, made room for `capacity` tokens first. When the room fills up, the
    /// storage grows to twice its size, keeping the tokens lexed so far, and lexing goes on.
    private mutating func lexTokens(capacity: Int) {
        storage.count = 0
        var room = capacity
        while true {
            storage.reserve(room, keeping: buffer.count)
            buffer.point(to: UnsafeMutableBufferPointer(start: storage.base, count: storage.capacity))
            lexUntilFull()
            if pos >= end { break }
            room = storage.capacity * 2
        }
        storage.count = buffer.count
    }

    // MARK: - Dispatch

    /// Lexes from `pos` until the input ends or the tokens' storage has no room left for another step.
    /// Identifiers and one-byte punctuation, most of a file's tokens, are lexed here with the cursor and the
    /// flags in locals; every other token goes through `lexNext()`.
    private mutating func lexUntilFull() {
        var cursor = pos
        var flags = pendingFlags
        while true {
            cursor = blankEnd(from: cursor, flags: &flags)
            guard cursor < end, buffer.hasRoom(for: Lexer.mostTokensPerStep) else { break }
            let byte = bytes[cursor]
            let stop: Int
            let token: Token
            if Byte.isIdentifierStart(byte) {
                stop = identifierEnd(from: cursor + 1)
                if Byte.isUppercase(byte) { capitalisedNameCount += 1 }
                token = Token(
                    kind: .identifier, flags: flags, keyword: keywords.classify(bytes, cursor, stop - cursor),
                    startOffset: UInt32(truncatingIfNeeded: cursor), endOffset: UInt32(truncatingIfNeeded: stop))
            } else if let kind = Lexer.punctuation(byte, inInterpolation: !frames.isEmpty),
                kind != .dot || cursor + 1 == end || bytes[cursor + 1] != Byte.dot
            {
                stop = cursor + 1
                token = Token(
                    kind: kind, flags: flags, keyword: .none, startOffset: UInt32(truncatingIfNeeded: cursor),
                    endOffset: UInt32(truncatingIfNeeded: stop))
            } else {
                pos = cursor
                pendingFlags = flags
                lexNext()
                cursor = pos
                flags = pendingFlags
                continue
            }
            buffer.appendInCheckedRoom(token)
            flags = 0
            cursor = stop
        }
        pos = cursor
        pendingFlags = flags
    }

    /// The kind of the one-byte token `byte` when it is always that token: punctuation, and parentheses
    /// outside string interpolations (inside, they count towards the interpolation's end). A `.` is a dot
    /// unless another `.` follows (the caller checks).
    @inline(__always)
    private static func punctuation(_ byte: UInt8, inInterpolation: Bool) -> TokenKind? {
        switch byte {
        case Byte.leftBrace: return .leftBrace
        case Byte.rightBrace: return .rightBrace
        case Byte.leftBracket: return .leftBracket
        case Byte.rightBracket: return .rightBracket
        case Byte.comma: return .comma
        case Byte.colon: return .colon
        case Byte.semicolon: return .semicolon
        case Byte.at: return .at
        case Byte.backslash: return .backslash
        case Byte.dot: return .dot
        case Byte.leftParen: return inInterpolation ? nil : .leftParen
        case Byte.rightParen: return inInterpolation ? nil : .rightParen
        default: return nil
        }
    }

    /// The offset of the first byte at or after `index` that is not blank (spaces, tabs, line breaks, vertical
    /// tabs, form feeds and NULs), noting the blanks passed in `flags`. Runs of spaces (indentation) are
    /// skipped a word at a time.
    @inline(__always)
    private mutating func blankEnd(from index: Int, flags: inout UInt8) -> Int {
        var cursor = index
        while cursor < end {
            let byte = bytes[cursor]
            if byte == Byte.space {
                flags |= Token.spaceBefore
                cursor = spaceRunEnd(from: cursor + 1)
                continue
            } else if byte == Byte.newline || byte == Byte.carriageReturn {
                flags |= Token.newlineBefore | Token.spaceBefore
                if endsLine(at: cursor) { lineStarts.append(cursor + 1) }
            } else if byte == Byte.tab || byte == 0x0B || byte == 0x0C || byte == 0 {
                flags |= Token.spaceBefore
            } else {
                break
            }
            cursor += 1
        }
        return cursor
    }

    /// True when the line break at `index` ends a line: a line feed, or a carriage return not followed by
    /// a line feed (which ends the line itself).
    @inline(__always)
    private func endsLine(at index: Int) -> Bool {
        bytes[index] == Byte.newline || index + 1 == end || bytes[index + 1] != Byte.newline
    }

    /// Notes the starts of the lines that begin inside `start..<stop`: the line breaks inside a token that spans
    /// lines (a multi-line string segment, a regex literal). Without a carriage return in the range, the line
    /// feeds are found with `memchr`.
    private mutating func noteLineBreaks(from start: Int, to stop: Int) {
        guard start < stop, let base = bytes.baseAddress else { return }
        guard memchr(base + start, Int32(Byte.carriageReturn), stop - start) != nil else {
            var index = start
            while index < stop, let found = memchr(base + index, Int32(Byte.newline), stop - index) {
                index = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base + 1
                lineStarts.append(index)
            }
            return
        }
        for index in start..<stop where Byte.isNewline(bytes[index]) && endsLine(at: index) {
            lineStarts.append(index + 1)
        }
    }

    /// The offset of the first byte at or after `index` that is not a space (or `end`), found eight bytes at a
    /// time where the input allows.
    @inline(__always)
    private func spaceRunEnd(from index: Int) -> Int {
        let (offset, found) = firstMarkedByte(from: index) { $0 ^ Lexer.eightSpaces }
        if found { return offset }
        var cursor = offset
        while cursor < end && bytes[cursor] == Byte.space { cursor += 1 }
        return cursor
    }

    /// Looks at the bytes from `index` eight at a time while eight remain: the offset of the first byte that
    /// `marks` leaves a bit set in (`marks` maps a little-endian word to one with bits only in the bytes it
    /// marks, exactly up to the first such byte), found; or, when no word had one, the offset where fewer than
    /// eight bytes remain, not found, for the caller's byte loop.
    @inline(__always)
    private func firstMarkedByte(from index: Int, _ marks: (UInt64) -> UInt64) -> (offset: Int, found: Bool) {
        var cursor = index
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return (cursor, false) }
        while cursor + 8 <= end {
            let marked = marks(UInt64(littleEndian: base.loadUnaligned(fromByteOffset: cursor, as: UInt64.self)))
            if marked != 0 { return (cursor + marked.trailingZeroBitCount >> 3, true) }
            cursor += 8
        }
        return (cursor, false)
    }

    /// Eight spaces, as one word.
    private static let eightSpaces: UInt64 = 0x2020_2020_2020_2020

    /// Lexes the token at `pos`, which is not blank and not a token `lexUntilFull()` lexes itself (an
    /// identifier, or punctuation outside interpolations).
    private mutating func lexNext() {
        let byte = bytes[pos]
        switch byte {
        case Byte.slash:
            lexSlash()
        case Byte.quote:
            lexStringStart(hashes: 0, start: pos)
        case Byte.pound:
            lexPound()
        case Byte.backtick:
            lexBacktick()
        case Byte.leftParen:
            if !frames.isEmpty { frames[frames.count - 1].parenDepth += 1 }
            emit(.leftParen, pos, pos + 1)
        case Byte.rightParen:
            lexRightParen()
        case Byte.dot:
            lexOperator()
        case Byte.less, Byte.equals, Byte.greater, Byte.pipe:
            if atLineStart() && lexConflictMarker() { return }
            if byte == Byte.less && pos + 1 < end && bytes[pos + 1] == Byte.pound && lexPlaceholder() { return }
            lexOperator()
        default:
            if Byte.isDigit(byte) {
                lexNumber()
            } else if Byte.isOperator(byte) {
                lexOperator()
            } else {
                emit(.unknown, pos, pos + 1)
            }
        }
    }

    /// Appends a token that is not an identifier (identifiers are lexed in `lexUntilFull()`) and moves past it.
    private mutating func emit(_ kind: TokenKind, _ start: Int, _ stop: Int) {
        buffer.append(
            Token(
                kind: kind, flags: pendingFlags, keyword: .none, startOffset: UInt32(truncatingIfNeeded: start),
                endOffset: UInt32(truncatingIfNeeded: stop)))
        pendingFlags = 0
        pos = stop
    }

    private func atLineStart() -> Bool {
        pos == 0 || bytes[pos - 1] == Byte.newline || bytes[pos - 1] == Byte.carriageReturn
    }

    private mutating func skipShebang() {
        guard pos + 1 < end, bytes[pos] == Byte.pound, bytes[pos + 1] == UInt8(ascii: "!") else { return }
        while pos < end && bytes[pos] != Byte.newline && bytes[pos] != Byte.carriageReturn { pos += 1 }
    }

    // MARK: - Identifiers, numbers, operators

    /// The offset of the first byte at or after `index` that does not continue an identifier (or `end`),
    /// found sixteen bytes at a time while sixteen remain.
    @inline(__always)
    private func identifierEnd(from index: Int) -> Int {
        Byte.runEnd(in: bytes, from: index, blockEnd: Byte.identifierEnd(in:), continues: Byte.isIdentifierContinue)
    }

    private mutating func lexBacktick() {
        var cursor = pos + 1
        let limit = min(end, pos + Lexer.maximumInlineLength)
        while cursor < limit {
            let byte = bytes[cursor]
            if byte == Byte.backtick || byte == Byte.newline || byte == Byte.carriageReturn { break }
            cursor += 1
        }
        if cursor < limit && bytes[cursor] == Byte.backtick && cursor > pos + 1 {
            emit(.backtickIdentifier, pos, cursor + 1)
        } else {
            emit(.unknown, pos, pos + 1)
        }
    }

    private mutating func lexNumber() {
        let start = pos
        var cursor = pos + 1
        let isHex = pos + 1 < end && bytes[pos] == UInt8(ascii: "0") && (bytes[pos + 1] | 0x20) == UInt8(ascii: "x")
        while cursor < end {
            let byte = bytes[cursor]
            if Byte.isIdentifierContinue(byte) && byte < 0x80 {
                cursor += 1
            } else if byte == Byte.dot && cursor + 1 < end && Byte.isDigit(bytes[cursor + 1]) {
                cursor += 1
            } else if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
                let previous = bytes[cursor - 1] | 0x20
                guard (previous == UInt8(ascii: "e") && !isHex) || (previous == UInt8(ascii: "p") && isHex) else {
                    break
                }
                cursor += 1
            } else {
                break
            }
        }
        emit(.number, start, cursor)
    }

    private mutating func lexOperator() {
        let start = pos
        let first = bytes[pos]
        if first == Byte.greater {
            emit(.operatorRun, start, start + 1)
            return
        }
        var cursor = pos + 1
        if first == Byte.dot {
            while cursor < end && (bytes[cursor] == Byte.dot || Byte.isOperator(bytes[cursor])) {
                if startsComment(cursor) { break }
                cursor += 1
            }
            emit(.operatorRun, start, cursor)
            return
        }
        while cursor < end && Byte.isOperator(bytes[cursor]) {
            if startsComment(cursor) { break }
            if bytes[cursor] == Byte.greater && !(cursor == start + 1 && first == UInt8(ascii: "-")) { break }
            cursor += 1
        }
        emit(.operatorRun, start, cursor)
    }

    private func startsComment(_ index: Int) -> Bool {
        bytes[index] == Byte.slash && index + 1 < end
            && (bytes[index + 1] == Byte.slash || bytes[index + 1] == Byte.star)
    }

    /// Longest placeholder, backticked name or bare regex literal looked for: scans for a closing
    /// delimiter stop there, so that a long line full of openers cannot make lexing quadratic.
    private static let maximumInlineLength = 1024

    private mutating func lexPlaceholder() -> Bool {
        var cursor = pos + 2
        let limit = min(end, pos + Lexer.maximumInlineLength)
        while cursor + 1 < limit {
            let byte = bytes[cursor]
            if byte == Byte.newline || byte == Byte.carriageReturn { return false }
            if byte == Byte.pound && bytes[cursor + 1] == Byte.greater {
                emit(.placeholder, pos, cursor + 2)
                return true
            }
            cursor += 1
        }
        return false
    }

    private mutating func lexConflictMarker() -> Bool {
        let marker = bytes[pos]
        guard pos + 7 <= end else { return false }
        for index in pos..<(pos + 7) where bytes[index] != marker { return false }
        if pos + 7 < end {
            let next = bytes[pos + 7]
            guard next == Byte.space || next == Byte.newline || next == Byte.carriageReturn || next == Byte.tab
            else { return false }
        }
        diagnostics.append(RawDiagnostic(kind: .conflictMarker, message: "merge conflict marker", offset: pos))
        while pos < end && bytes[pos] != Byte.newline && bytes[pos] != Byte.carriageReturn { pos += 1 }
        return true
    }

    // MARK: - Comments

    private mutating func lexSlash() {
        let next: UInt8 = pos + 1 < end ? bytes[pos + 1] : 0
        if next == Byte.slash {
            lexLineComment()
        } else if next == Byte.star {
            lexBlockComment()
        } else if regexAllowed() && next != Byte.space && next != Byte.tab && next != Byte.newline
            && next != Byte.carriageReturn && pos + 1 < end
        {
            lexBareRegex()
        } else {
            lexOperator()
        }
    }

    private mutating func lexLineComment() {
        let start = pos
        let cursor = lineEnd(from: pos + 2)
        recordDirective(commentStart: start, textStart: start + 2, textEnd: cursor)
        pos = cursor
    }

    /// The offset of the first `\n` or `\r` at or after `index`, or `end` (found with `memchr`).
    private func lineEnd(from index: Int) -> Int {
        guard index < end, let base = bytes.baseAddress else { return end }
        var limit = end
        if let newline = memchr(base + index, Int32(Byte.newline), end - index) {
            limit = newline.assumingMemoryBound(to: UInt8.self) - UnsafeMutablePointer(mutating: base)
        }
        if let carriageReturn = memchr(base + index, Int32(Byte.carriageReturn), limit - index) {
            return carriageReturn.assumingMemoryBound(to: UInt8.self) - UnsafeMutablePointer(mutating: base)
        }
        return limit
    }

    private mutating func lexBlockComment() {
        let start = pos
        var depth = 1
        var cursor = pos + 2
        var sawNewline = false
        while cursor < end {
            let byte = bytes[cursor]
            if byte == Byte.star && cursor + 1 < end && bytes[cursor + 1] == Byte.slash {
                depth -= 1
                cursor += 2
                if depth == 0 { break }
            } else if byte == Byte.slash && cursor + 1 < end && bytes[cursor + 1] == Byte.star {
                depth += 1
                cursor += 2
            } else {
                if byte == Byte.newline || byte == Byte.carriageReturn {
                    sawNewline = true
                    if endsLine(at: cursor) { lineStarts.append(cursor + 1) }
                }
                cursor += 1
            }
        }
        if depth > 0 {
            diagnostics.append(
                RawDiagnostic(kind: .unterminatedComment, message: "unterminated block comment", offset: start))
            recordDirective(commentStart: start, textStart: start + 2, textEnd: end)
        } else {
            recordDirective(commentStart: start, textStart: start + 2, textEnd: cursor - 2)
        }
        pendingFlags |= Token.spaceBefore
        if sawNewline {
            pendingFlags |= Token.newlineBefore
        }
        pos = cursor
    }

    private mutating func recordDirective(commentStart: Int, textStart: Int, textEnd: Int) {
        var cursor = textStart
        while cursor < textEnd && (bytes[cursor] == Byte.slash || bytes[cursor] == Byte.star) { cursor += 1 }
        while cursor < textEnd && (bytes[cursor] == Byte.space || bytes[cursor] == Byte.tab) { cursor += 1 }
        let prefix: StaticString = "archlint:"
        let prefixLength = prefix.utf8CodeUnitCount
        guard textEnd - cursor >= prefixLength else { return }
        for index in 0..<prefixLength where bytes[cursor + index] != prefix.utf8Start[index] { return }
        var textFirst = cursor + prefixLength
        var textLast = textEnd
        while textFirst < textLast && Byte.isWhitespace(bytes[textFirst]) { textFirst += 1 }
        while textLast > textFirst && Byte.isWhitespace(bytes[textLast - 1]) { textLast -= 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[textFirst..<textLast]), as: UTF8.self)
        let trailsCode = pendingFlags & Token.newlineBefore == 0
        directives.append(RawDirective(text: text, offset: commentStart, isTrailing: trailsCode))
    }

    // MARK: - Regex literals

    /// True when the previous token ends an expression, so that `/` there is division.
    private func regexAllowed() -> Bool {
        guard let last = buffer.last else { return true }
        switch last.kind {
        case .identifier:
            return last.keyword.startsExpression
        case .number, .string, .regex, .rightParen, .rightBracket, .rightBrace, .backtickIdentifier,
            .placeholder, .interpolationClose:
            return false
        default:
            return true
        }
    }

    /// A `/…/` regex literal where an expression can start. As in the Swift compiler, it is not a regex
    /// when no closing `/` follows on the same line or when the contents would close a `)` they did not
    /// open (`(/Action.child).map`); then the `/` is an operator (a prefix operator such as a case path).
    private mutating func lexBareRegex() {
        let start = pos
        var cursor = pos + 1
        var depth = 0
        var inClass = false
        let limit = min(end, pos + Lexer.maximumInlineLength)
        while cursor < limit {
            let byte = bytes[cursor]
            if byte == Byte.newline || byte == Byte.carriageReturn { break }
            if byte == Byte.backslash {
                cursor += 2
                continue
            }
            if inClass {
                if byte == Byte.rightBracket { inClass = false }
            } else if byte == Byte.leftBracket {
                inClass = true
            } else if byte == Byte.leftParen {
                depth += 1
            } else if byte == Byte.rightParen {
                depth -= 1
                if depth < 0 { break }
            } else if byte == Byte.slash {
                noteLineBreaks(from: start, to: cursor + 1)
                emit(.regex, start, cursor + 1)
                return
            }
            cursor += 1
        }
        lexOperator()
    }

    private mutating func lexExtendedRegex(hashes: Int) {
        let start = pos
        var cursor = pos + hashes + 1
        while cursor < end {
            let byte = bytes[cursor]
            if byte == Byte.backslash {
                cursor += 2
                continue
            }
            if byte == Byte.slash && hashesFollow(cursor + 1, count: hashes) {
                noteLineBreaks(from: start, to: cursor + 1 + hashes)
                emit(.regex, start, cursor + 1 + hashes)
                return
            }
            cursor += 1
        }
        diagnostics.append(
            RawDiagnostic(kind: .unterminatedRegex, message: "unterminated regex literal", offset: start))
        noteLineBreaks(from: start, to: end)
        emit(.regex, start, end)
    }

    private func hashesFollow(_ index: Int, count: Int) -> Bool {
        guard index + count <= end else { return false }
        var cursor = index
        while cursor < index + count {
            if bytes[cursor] != Byte.pound { return false }
            cursor += 1
        }
        return true
    }

    // MARK: - `#`: raw strings, extended regex, pound keywords

    private mutating func lexPound() {
        var cursor = pos
        while cursor < end && bytes[cursor] == Byte.pound { cursor += 1 }
        let hashes = cursor - pos
        if cursor < end && bytes[cursor] == Byte.quote {
            lexStringStart(hashes: hashes, start: pos)
        } else if cursor < end && bytes[cursor] == Byte.slash {
            lexExtendedRegex(hashes: hashes)
        } else {
            emit(.pound, pos, pos + 1)
        }
    }

    // MARK: - Strings

    private mutating func lexStringStart(hashes: Int, start: Int) {
        let quote = start + hashes
        var multiline = quote + 2 < end && bytes[quote + 1] == Byte.quote && bytes[quote + 2] == Byte.quote
        if multiline && hashes > 0 { multiline = onlySpaceUntilLineEnd(from: quote + 3) }
        pos = quote + (multiline ? 3 : 1)
        continueString(StringShape(hashes: hashes, multiline: multiline, start: start), segmentStart: start)
    }

    private mutating func lexRightParen() {
        guard let frame = frames.last else {
            emit(.rightParen, pos, pos + 1)
            return
        }
        if frame.parenDepth > 0 {
            frames[frames.count - 1].parenDepth -= 1
            emit(.rightParen, pos, pos + 1)
            return
        }
        frames.removeLast()
        emit(.interpolationClose, pos, pos + 1)
        continueString(frame.shape, segmentStart: pos)
    }

    /// Lexes string content from `pos` until the closing delimiter, an interpolation, or (for a
    /// single-line literal) the end of the line.
    private mutating func continueString(_ shape: StringShape, segmentStart: Int) {
        var cursor = pos
        while cursor < end {
            cursor = nextStringStop(from: cursor)
            guard cursor < end else { break }
            let byte = bytes[cursor]
            if byte == Byte.backslash {
                let afterHashes = cursor + 1 + shape.hashes
                guard hashesFollow(cursor + 1, count: shape.hashes) else {
                    cursor += 1
                    continue
                }
                if afterHashes < end && bytes[afterHashes] == Byte.leftParen {
                    emitString(shape, segmentStart, cursor)
                    emit(.interpolationOpen, cursor, afterHashes + 1)
                    frames.append(InterpolationFrame(shape: shape, parenDepth: 0))
                    return
                }
                if afterHashes < end && !(Byte.isNewline(bytes[afterHashes]) && !shape.multiline) {
                    cursor = afterHashes + 1
                } else {
                    cursor = afterHashes
                }
                continue
            }
            if byte == Byte.quote {
                let closeEnd = closingDelimiterEnd(at: cursor, shape)
                if closeEnd > 0 {
                    emitString(shape, segmentStart, closeEnd)
                    return
                }
            } else if Byte.isNewline(byte) && !shape.multiline {
                reportUnterminated(shape)
                emitString(shape, segmentStart, cursor)
                return
            }
            cursor += 1
        }
        reportUnterminated(shape)
        emitString(shape, segmentStart, end)
    }

    /// Emits a segment of the string literal `shape` (a multi-line one's line breaks are noted).
    private mutating func emitString(_ shape: StringShape, _ start: Int, _ stop: Int) {
        if shape.multiline { noteLineBreaks(from: start, to: stop) }
        emit(.string, start, stop)
    }

    /// The offset of the first `"`, `\`, line feed or carriage return at or after `index`, or `end`: the only
    /// bytes of a string literal's contents that need a look. Eight bytes are tested at once where the input allows.
    @inline(__always)
    private func nextStringStop(from index: Int) -> Int {
        let (offset, found) = firstMarkedByte(from: index) { word in
            Byte.bytesEqual(word, Byte.quote) | Byte.bytesEqual(word, Byte.backslash)
                | Byte.bytesEqual(word, Byte.newline) | Byte.bytesEqual(word, Byte.carriageReturn)
        }
        if found { return offset }
        var cursor = offset
        while cursor < end {
            let byte = bytes[cursor]
            if byte == Byte.quote || byte == Byte.backslash || Byte.isNewline(byte) { return cursor }
            cursor += 1
        }
        return end
    }

    /// True when only spaces and tabs separate `index` from a line break (or the end of input). As in the
    /// compiler, `#"""` opens a multi-line raw string only there: `#"""#` is a single-line raw string `"`.
    private func onlySpaceUntilLineEnd(from index: Int) -> Bool {
        var cursor = index
        while cursor < end && (bytes[cursor] == Byte.space || bytes[cursor] == Byte.tab) { cursor += 1 }
        return cursor == end || Byte.isNewline(bytes[cursor])
    }

    /// The offset just past the closing delimiter starting at `index`, or 0 when `index` does not close.
    private func closingDelimiterEnd(at index: Int, _ shape: StringShape) -> Int {
        var cursor = index + 1
        if shape.multiline {
            guard cursor + 1 < end, bytes[cursor] == Byte.quote, bytes[cursor + 1] == Byte.quote else { return 0 }
            cursor += 2
        }
        return hashesFollow(cursor, count: shape.hashes) ? cursor + shape.hashes : 0
    }

    private mutating func reportUnterminated(_ shape: StringShape) {
        let message: String
        if shape.hashes > 0 {
            message = "unterminated raw string literal"
        } else if shape.multiline {
            message = "unterminated multi-line string literal"
        } else {
            message = "unterminated string literal"
        }
        diagnostics.append(RawDiagnostic(kind: .unterminatedString, message: message, offset: shape.start))
    }
}

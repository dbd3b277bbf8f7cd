import XCTest

@testable import SwiftScanner

/// The tokens where the lexer's loop (identifiers, one-byte punctuation, blanks) hands over to `lexNext()`
/// (dot runs, parentheses inside interpolations, operators, literals) and back.
final class LexerTokenTests: XCTestCase {
    /// Each token as `kind:text`, with `^` before it when a line break precedes it and `_` when only blanks do.
    private func tokens(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            guard case .success(let file) = LexedFile.lex(buffer) else { return [] }
            return file.tokens.tokens.map { token in
                let text = String(decoding: buffer[token.start..<token.end], as: UTF8.self)
                let mark = token.hasNewlineBefore ? "^" : token.hasSpaceBefore ? "_" : ""
                return "\(mark)\(token.kind):\(text)"
            }
        }
    }

    func testDotsDotRunsAndMembers() {
        XCTAssertEqual(
            tokens("a.b..<c...d .e x."),
            [
                "^identifier:a", "dot:.", "identifier:b", "operatorRun:..<", "identifier:c", "operatorRun:...",
                "identifier:d", "_dot:.", "identifier:e", "_identifier:x", "dot:.",
            ])
    }

    func testParenthesesInsideAndOutsideInterpolations() {
        XCTAssertEqual(
            tokens(#"f("\(g(x) + (y))", (z))"#),
            [
                "^identifier:f", "leftParen:(", "string:\"", "interpolationOpen:\\(", "identifier:g", "leftParen:(",
                "identifier:x", "rightParen:)", "_operatorRun:+", "_leftParen:(", "identifier:y", "rightParen:)",
                "interpolationClose:)", "string:\"", "comma:,", "_leftParen:(", "identifier:z", "rightParen:)",
                "rightParen:)",
            ])
    }

    func testBlanksBeforeTokensAndIdentifierBytes() {
        XCTAssertEqual(
            tokens("café\t$0 _x\n        @Attr{[a]:b;c}\\k\r\n\u{0C}`if`"),
            [
                "^identifier:café", "_identifier:$0", "_identifier:_x", "^at:@", "identifier:Attr", "leftBrace:{",
                "leftBracket:[", "identifier:a", "rightBracket:]", "colon::", "identifier:b", "semicolon:;",
                "identifier:c", "rightBrace:}", "backslash:\\", "identifier:k", "^backtickIdentifier:`if`",
            ])
    }

    func testKeywordsAreClassifiedInTheLoop() {
        let bytes = Array("struct Box { let value: Self }".utf8)
        let keywords = bytes.withUnsafeBufferPointer { buffer -> [Keyword] in
            guard case .success(let file) = LexedFile.lex(buffer) else { return [] }
            return file.tokens.tokens.filter { $0.kind == .identifier }.map(\.keyword)
        }
        XCTAssertEqual(keywords, [.struct, .none, .let, .none, .Self])
    }

    /// The written-out keyword spellings are the case names, one for each case, in order.
    func testKeywordSpellingsAreTheCaseNames() {
        XCTAssertEqual(Keyword.spellings.count, Keyword.allCases.count)
        XCTAssertEqual(Keyword.allCases.map(\.spelling), Keyword.allCases.map { String(describing: $0) })
    }

    /// The sixteen-byte identifier test agrees with the byte test for every byte value at every lane, and
    /// identifiers crossing or filling sixteen-byte blocks end where they should.
    func testIdentifierEndsSixteenBytesAtATime() {
        for lane in 0..<16 {
            for value in 0...255 {
                var bytes = SIMD16<UInt8>(repeating: UInt8(ascii: "a"))
                bytes[lane] = UInt8(value)
                let expected = Byte.isIdentifierContinue(UInt8(value)) ? 16 : lane
                XCTAssertEqual(Byte.identifierEnd(in: bytes), expected, "byte \(value) at lane \(lane)")
            }
        }
        XCTAssertEqual(Byte.identifierEnd(in: SIMD16(repeating: UInt8(ascii: " "))), 0)
        for length in [15, 16, 17, 31, 32, 33, 40] {
            let name = String(repeating: "x", count: length - 1) + "9"
            XCTAssertEqual(
                tokens("\(name)(\(name))"),
                ["^identifier:\(name)", "leftParen:(", "identifier:\(name)", "rightParen:)"])
        }
    }
}

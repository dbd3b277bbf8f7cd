import TestSupport
import XCTest

@testable import SwiftScanner

/// The lexer notes where lines start as it passes the line breaks, including those inside block comments,
/// multi-line strings and regex literals; the result is what a plain walk over the bytes finds.
final class LineStartTests: XCTestCase {
    /// The line starts a plain walk finds: after every `\n`, `\r\n` and lone `\r`, from `start`.
    private func walkedLineStarts(_ bytes: [UInt8], from start: Int) -> [Int] {
        var starts = [start]
        var index = start
        while index < bytes.count {
            if bytes[index] == 0x0A || (bytes[index] == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A))
            {
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }

    private func lexedLineStarts(_ bytes: [UInt8]) -> [Int]? {
        bytes.withUnsafeBufferPointer { buffer in
            guard case .success(let file) = LexedFile.lex(buffer) else { return nil }
            return file.lines.lineStarts
        }
    }

    /// Pieces whose line breaks the lexer meets in every way it can: blanks, line comments, nested block
    /// comments, single- and multi-line strings (raw, escaped, interpolated), regex literals, a conflict marker,
    /// unterminated literals.
    private let pieces = [
        "let a = 1", "\n", "\r\n", "\r", "    ", "// note\r", "/* a\nb /* c\r\nd */ e\r*/", "\"one\\\"line\"",
        "\"\"\"\nmulti\\\nline \\(x)\r\n\"\"\"", "#\"\"\"\nraw \\#(y)\n\"\"\"#", "#/a\nb/#", "/a\\\nb/", "f(/x/)",
        "\"unterminated", "\"\"\"\nopen", "<<<<<<< HEAD\n", "`name`", "<#place#>", "x.y(z)", "#if DEBUG\n#endif",
        "\u{0B}\u{0C}", "é",
    ]

    func testLexedLineStartsAreTheWalkedOnes() {
        var random = SeededGenerator(seed: 0x4C49_4E45)
        for round in 0..<400 {
            let count = Int.random(in: 1...24, using: &random)
            let source = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
            let bytes = Array(source.utf8)
            XCTAssertEqual(
                lexedLineStarts(bytes), walkedLineStarts(bytes, from: 0),
                "seed \(random.seed) round \(round): \(source.debugDescription)")
        }
    }

    func testByteOrderMarkAndEdges() {
        let marked: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a\r\nb\rc\n".utf8)
        XCTAssertEqual(lexedLineStarts(marked), [3, 6, 8, 10])
        XCTAssertEqual(lexedLineStarts([]), [0])
        XCTAssertEqual(lexedLineStarts(Array("\r".utf8)), [0, 1])
        XCTAssertEqual(lexedLineStarts(Array("/* \r".utf8)), [0, 4])
        XCTAssertEqual(lexedLineStarts(Array("\"\"\"\r\n\r".utf8)), [0, 5, 6])
    }
}

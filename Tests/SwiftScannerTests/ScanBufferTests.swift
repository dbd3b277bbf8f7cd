import XCTest

@testable import SwiftScanner

/// Edges of the storage the scanner fills in place: the token storage growing while lexing, and the encoding
/// check's word-at-a-time skipping reaching the end of the input exactly.
final class ScanBufferTests: XCTestCase {
    /// Tokens denser than the first array holds (a token per byte) move on to larger arrays, in order.
    func testDenseTokensOutgrowTheFirstArray() {
        let count = 5000
        let source = String(repeating: ",", count: count)
        let tokens = lex(source)
        XCTAssertEqual(tokens.count, count)
        XCTAssertTrue(tokens.allSatisfy { $0.kind == .comma })
        XCTAssertEqual(tokens.map(\.start), Array(0..<count))
    }

    /// Interpolations, which emit several tokens in one step, keep every token across array growth.
    func testInterpolationsOutgrowTheFirstArray() {
        let pieces = 800
        let source = "\"" + String(repeating: #"\(a)"#, count: pieces) + "\""
        let tokens = lex(source)
        let opens = tokens.filter { $0.kind == .interpolationOpen }.count
        let closes = tokens.filter { $0.kind == .interpolationClose }.count
        XCTAssertEqual(opens, pieces)
        XCTAssertEqual(closes, pieces)
        XCTAssertEqual(tokens.count, 4 * pieces + 1)
        XCTAssertEqual(zip(tokens, tokens.dropFirst()).filter { $0.0.end > $0.1.start }.count, 0)
    }

    /// Files lexed in turn into one storage (a worker's) get the tokens they get in storage of their own: a
    /// smaller file after a larger one, and a larger one that makes the storage grow.
    func testFilesLexedInTurnIntoOneStorage() {
        let dense = String(repeating: "a,", count: 3000)
        let plain = "import Foundation\n\nstruct Order {\n    let id = OrderID(\"\\(raw)\")\n}\n"
        let storage = TokenStorage()
        for source in [plain, dense, plain, dense + dense, plain] {
            let inTurn = lex(source, into: storage)
            XCTAssertEqual(inTurn.map(\.kind), lex(source).map(\.kind))
            XCTAssertEqual(inTurn.map(\.start), lex(source).map(\.start))
            XCTAssertEqual(inTurn.map(\.end), lex(source).map(\.end))
        }
        XCTAssertEqual(storage.count, 17, "the last file's tokens, not the larger file's")
        XCTAssertGreaterThanOrEqual(storage.capacity, 12_000, "the room of the largest file stays")
    }

    /// Plain ASCII inputs whose length is a multiple of the skipped block end without a look past the end.
    func testPlainInputEndingOnABlockBoundary() {
        for length in [32, 64, 96, 8192, 8224] {
            let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            XCTAssertEqual(SourceScanner.scan(bytes: bytes, path: "x").diagnostics, [], "length \(length)")
        }
        var withNul = [UInt8](repeating: UInt8(ascii: "a"), count: 63)
        withNul.append(0)
        XCTAssertEqual(SourceScanner.scan(bytes: withNul, path: "x").diagnostics.map(\.kind), [.nulByte])
    }

    /// Line feeds are skipped a word at a time; the control bytes and NULs beside them are still found.
    func testControlBytesBesideLineFeeds() {
        let bytes: [UInt8] = Array("a\n\nb\n".utf8) + [0] + Array("\n\n\tc\r\n".utf8) + [0, 0x0A]
        XCTAssertEqual(
            SourceScanner.scan(bytes: bytes, path: "x").diagnosticList,
            ["4:1: nul-byte: nul byte in source (2 nul bytes in file)"])
        let controls = [UInt8](repeating: 0x0A, count: 20) + [UInt8](repeating: 0x01, count: 8)
        XCTAssertEqual(SourceScanner.scan(bytes: controls, path: "x").diagnostics.map(\.kind), [.binaryFile])
        let lineFeeds = [UInt8](repeating: 0x0A, count: 100)
        XCTAssertEqual(SourceScanner.scan(bytes: lineFeeds, path: "x").diagnostics, [])
    }

    private func lex(_ source: String, into storage: TokenStorage = TokenStorage()) -> [Token] {
        let bytes = Array(source.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            guard case .success(let file) = LexedFile.lex(buffer, into: storage) else { return [] }
            return Array(file.tokens.tokens)
        }
    }
}

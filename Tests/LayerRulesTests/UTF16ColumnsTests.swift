import Foundation
import SwiftScanner
import TestSupport
import XCTest

@testable import LayerRules

/// UTF-16 columns for SARIF: a file is read again only when asked about after `keptTables` other files with
/// non-ASCII bytes, and the columns are the same either way.
final class UTF16ColumnsTests: XCTestCase {
    func testColumnsCountUTF16UnitsAndStayRightWhenAFileIsAskedAboutAgainLater() throws {
        var files: [String: String] = ["Plain.swift": "let a = 1\nlet b = 2\n"]
        for index in 0...UTF16Columns.keptTables {
            // "é" is two UTF-8 bytes and one UTF-16 unit, "🙂" four bytes and two units; a BOM counts for none.
            files["Accented\(index).swift"] = "\u{FEFF}let é = 1\r\nlet 🙂 = \"x\"; let c = 3\rlet d = 4\n"
        }
        let tree = try TemporaryTree(files)
        var columns = UTF16Columns()
        func column(_ file: String, _ line: Int, _ byteColumn: Int) -> Int {
            columns.column(of: SourcePosition(line: line, column: byteColumn), inFileAt: tree.root + "/" + file)
        }
        // `c` on line 2 is byte column 22 (`let 🙂 = "x"; let ` is 21 bytes) and UTF-16 column 20.
        let first = [
            column("Accented0.swift", 1, 9), column("Accented0.swift", 2, 22), column("Accented0.swift", 3, 5),
        ]
        XCTAssertEqual(first, [8, 20, 5])
        for index in 1...UTF16Columns.keptTables { XCTAssertEqual(column("Accented\(index).swift", 2, 22), 20) }
        XCTAssertEqual([column("Accented0.swift", 1, 9), column("Accented0.swift", 2, 22)], [8, 20])
        XCTAssertEqual([column("Plain.swift", 2, 5), column("Plain.swift", 9, 7)], [5, 7])
        XCTAssertEqual(column("Missing.swift", 1, 4), 4)
        XCTAssertEqual(column("Accented0.swift", 2, 40), 38)
    }

    /// Asked about many files in a random order, so that tables are dropped and files read again, the columns are
    /// those of asking each question of a fresh converter (which reads the file anew), over random bytes: line
    /// breaks of every kind, byte order marks, multi-byte and invalid sequences.
    func testKeepingAFewTablesGivesTheColumnsOfReadingEachFileAnew() throws {
        var random = SeededGenerator(seed: 0x5A41_F00D)
        let pieces: [[UInt8]] = [
            Array("let x = 1".utf8), [0x0A], [0x0D], [0x0D, 0x0A], [0xEF, 0xBB, 0xBF], Array("é".utf8),
            Array("🙂".utf8), [0xFF], [0x80], Array(" ".utf8), Array("abc".utf8),
        ]
        let tree = try TemporaryTree()
        let names = (0..<3 * UTF16Columns.keptTables).map { "File\($0).swift" }
        for name in names {
            let bytes = (0..<Int.random(in: 0...60, using: &random)).flatMap { _ in
                pieces.randomElement(using: &random)!
            }
            try Data(bytes).write(to: URL(fileURLWithPath: tree.root + "/" + name))
        }
        var shared = UTF16Columns()
        for _ in 0..<2_000 {
            let path = tree.root + "/" + names.randomElement(using: &random)!
            let position = SourcePosition(
                line: Int.random(in: 0...12, using: &random), column: Int.random(in: 1...40, using: &random))
            var fresh = UTF16Columns()
            XCTAssertEqual(
                shared.column(of: position, inFileAt: path), fresh.column(of: position, inFileAt: path),
                "seed \(random.seed): \(path) \(position)")
        }
    }
}

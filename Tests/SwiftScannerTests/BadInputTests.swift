import Foundation
import XCTest

@testable import SwiftScanner

/// Inputs that must never crash or hang: each returns, with a diagnostic where one applies.
final class BadInputTests: XCTestCase {
    func testEmptyFile() {
        let result = facts("")
        XCTAssertEqual(result.lineCount, 0)
        XCTAssertEqual(result.byteCount, 0)
        XCTAssertEqual(result.diagnostics, [])
    }

    func testUnterminatedLiteralsAndComments() {
        XCTAssertEqual(
            facts("\"\"\"").diagnosticList, ["1:1: unterminated-string: unterminated multi-line string literal"])
        XCTAssertEqual(facts("/*").diagnosticList, ["1:1: unterminated-comment: unterminated block comment"])
        XCTAssertEqual(facts("/* a /* b */").diagnosticList, ["1:1: unterminated-comment: unterminated block comment"])
        XCTAssertEqual(
            facts("let a = \"abc\nlet b = B()").diagnosticList,
            ["1:9: unterminated-string: unterminated string literal"])
        XCTAssertEqual(facts("let a = \"abc\nlet b = B()").referenceNames, ["B"])
        XCTAssertEqual(
            facts("x = #\"abc").diagnosticList, ["1:5: unterminated-string: unterminated raw string literal"])
        XCTAssertEqual(
            facts("x = #\"\"\"\nabc").diagnosticList, ["1:5: unterminated-string: unterminated raw string literal"])
        XCTAssertEqual(facts("x = #/abc").diagnosticList, ["1:5: unterminated-regex: unterminated regex literal"])
        XCTAssertEqual(facts("x = #/abc/").diagnosticList, ["1:5: unterminated-regex: unterminated regex literal"])
        XCTAssertEqual(
            facts("let s = \"\\(Open(\"").diagnosticList,
            [
                "1:9: unterminated-string: unterminated string literal",
                "1:10: unbalanced-delimiter: unclosed '\\(' (2 unclosed delimiters)",
                "1:17: unterminated-string: unterminated string literal",
            ])
    }

    func testLoneBackslashAndStrayBytes() {
        XCTAssertEqual(facts("\\").diagnostics, [])
        XCTAssertEqual(facts("'x' ` \\ @ #").diagnostics, [])
    }

    func testInvalidUTF8IsReportedOnceWithCount() {
        let bytes: [UInt8] = Array("let a = 1 ".utf8) + [0xFF, 0xC3] + Array("\nlet b = B()\n".utf8) + [0xE2, 0x82]
        let result = SourceScanner.scan(bytes: bytes, path: "Bad.swift")
        XCTAssertEqual(result.diagnosticList, ["1:11: invalid-utf8: invalid utf-8 byte 0xff (4 invalid bytes in file)"])
        XCTAssertEqual(result.referenceNames, ["B"])
    }

    func testOverlongAndSurrogateEncodingsAreInvalid() {
        XCTAssertEqual(SourceScanner.scan(bytes: [0xC0, 0x80], path: "x").diagnostics.map(\.kind), [.invalidUTF8])
        XCTAssertEqual(
            SourceScanner.scan(bytes: [0xED, 0xA0, 0x80], path: "x").diagnostics.map(\.kind), [.invalidUTF8])
        XCTAssertEqual(SourceScanner.scan(bytes: [0xE2, 0x82, 0xAC], path: "x").diagnostics, [])
    }

    func testNulBytes() {
        let bytes: [UInt8] = Array("let a = A()".utf8) + [0] + Array("\nlet b = B()".utf8) + [0]
        let result = SourceScanner.scan(bytes: bytes, path: "Nul.swift")
        XCTAssertEqual(result.diagnosticList, ["1:12: nul-byte: nul byte in source (2 nul bytes in file)"])
        XCTAssertEqual(result.referenceNames, ["A", "B"])
    }

    func testWideEncodingsProduceNoFacts() {
        let units: [UInt8] = Array("import A".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let utf16: [UInt8] = [0xFF, 0xFE] + units
        let result = SourceScanner.scan(bytes: utf16, path: "Wide.swift")
        XCTAssertEqual(
            result.diagnosticList, ["1:1: unsupported-encoding: file is utf-16 encoded; archlint reads utf-8 only"])
        XCTAssertEqual(result.imports, [])
        XCTAssertEqual(result.byteCount, 18)
        XCTAssertEqual(result.lineCount, 0)
        let utf32 = SourceScanner.scan(bytes: [0, 0, 0xFE, 0xFF, 0, 0, 0, 0x41], path: "x")
        XCTAssertEqual(utf32.diagnostics.map(\.message), ["file is utf-32 encoded; archlint reads utf-8 only"])
    }

    func testBinaryDataProducesNoFacts() {
        var state: UInt32 = 12345
        let bytes = (0..<4096).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        let result = SourceScanner.scan(bytes: bytes, path: "Blob.swift")
        XCTAssertEqual(result.diagnostics.map(\.kind), [.binaryFile])
        XCTAssertEqual(Array(result.references), [])
        XCTAssertEqual(result.declarations, [])
        XCTAssertEqual(
            facts(String(repeating: "\u{0}", count: 8)).diagnosticList,
            ["1:1: binary-file: file looks binary; not scanned"])
        XCTAssertEqual(facts("\u{0}").diagnostics.map(\.kind), [.nulByte])
        let latin1: [UInt8] = Array("let caf".utf8) + [0xE9] + Array(" = Cafe()\n".utf8)
        XCTAssertEqual(SourceScanner.scan(bytes: latin1, path: "x").diagnostics.map(\.kind), [.invalidUTF8])
    }

    func testUnbalancedDelimiters() {
        XCTAssertEqual(
            facts("}\n)").diagnosticList, ["1:1: unbalanced-delimiter: unmatched '}' (2 unmatched closing delimiters)"])
        XCTAssertEqual(facts("func f() {\n  g(\n}").diagnosticList, ["2:4: unbalanced-delimiter: unclosed '('"])
        XCTAssertEqual(
            facts("class A {\n  struct B {").diagnosticList,
            ["1:9: unbalanced-delimiter: unclosed '{' (2 unclosed delimiters)"])
    }

    func testDeepNestingDoesNotOverflow() {
        let depth = 100_000
        let parens = String(repeating: "(", count: depth) + "Inner()" + String(repeating: ")", count: depth)
        XCTAssertEqual(facts("let x = " + parens).constructionNames, ["Inner"])
        let braces = String(repeating: "{", count: depth) + String(repeating: "}", count: depth)
        XCTAssertEqual(facts(braces).diagnostics, [])
        let open = facts(String(repeating: "[", count: depth))
        XCTAssertEqual(open.diagnosticList, ["1:1: unbalanced-delimiter: unclosed '[' (100000 unclosed delimiters)"])
        let interpolations =
            String(repeating: "\"\\(", count: 10_000) + "Deep" + String(repeating: ")\"", count: 10_000)
        let nested = facts(interpolations)
        XCTAssertEqual(nested.referenceNames, ["Deep"])
        XCTAssertEqual(nested.diagnostics, [])
        let generics = "let g: " + String(repeating: "A<", count: 50_000) + String(repeating: ">", count: 50_000)
        XCTAssertEqual(facts(generics).references.count, 50_000)
    }

    /// Openers whose closing delimiter never comes must not make the scan quadratic.
    func testManyUnclosedOpenersStayLinear() {
        let count = 20_000
        let started = Date()
        let nestedTypes = facts(String(repeating: "struct A<T>: P where T: Q {\n", count: count))
        XCTAssertEqual(nestedTypes.declarations.count, count)
        XCTAssertEqual(nestedTypes.declarations[1].qualifiedName, "A.A")
        XCTAssertLessThanOrEqual(nestedTypes.declarations.map(\.qualifiedName.utf8.count).max() ?? 0, 1026)
        XCTAssertEqual(facts(String(repeating: "@a(", count: count)).diagnostics.count, 1)
        XCTAssertEqual(facts(String(repeating: "x(/", count: count)).diagnostics.count, 1)
        XCTAssertEqual(facts(String(repeating: "<#", count: count)).diagnostics, [])
        XCTAssertEqual(facts(String(repeating: "` ", count: count)).diagnostics, [])
        XCTAssertEqual(facts(String(repeating: "class A where ", count: count)).declarations.count, count)
        XCTAssertEqual(facts(String(repeating: "class A: B, ", count: count)).declarations.count, count)
        XCTAssertEqual(facts(String(repeating: "typealias A = B & ", count: count)).declarations.count, count)
        XCTAssertLessThan(Date().timeIntervalSince(started), 30)
    }

    func testLongSingleLineAndManyUnterminatedQuotes() {
        // A 5 MB single line keeps the test fast; 50 MB was run once manually in release.
        let chunk = "let a = Foo.bar(x) + \"text\" / 2; "
        let line = String(repeating: chunk, count: 5_000_000 / chunk.utf8.count)
        let result = facts(line)
        XCTAssertEqual(result.lineCount, 1)
        XCTAssertEqual(result.memberUses.count, 5_000_000 / chunk.utf8.count)
        let quotes = facts(String(repeating: "\"\n", count: 10_000))
        XCTAssertEqual(quotes.diagnostics.count, 10_000)
    }

    func testOnlyCommentOpenersAndMarkers() {
        let expected: [(source: String, diagnostics: [String])] = [
            ("/", []), ("//", []), ("/*/", ["1:1: unterminated block comment"]), ("#", []),
            ("##\"", ["1:1: unterminated raw string literal"]), ("#/", ["1:1: unterminated regex literal"]),
            ("\"\\", ["1:1: unterminated string literal"]),
            ("\"\\(", ["1:1: unterminated string literal", "1:2: unclosed '\\('"]), ("<#", []), ("`", []), ("@", []),
            ("#if", ["1:1: #if without #endif"]), ("<<<<<<<", ["1:1: merge conflict marker"]),
        ]
        for (source, diagnostics) in expected {
            let found = facts(source).diagnostics.map { "\($0.position.line):\($0.position.column): \($0.message)" }
            XCTAssertEqual(found, diagnostics, source)
        }
    }
}

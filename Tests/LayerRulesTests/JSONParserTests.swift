import TestSupport
import XCTest

@testable import LayerRules

final class JSONParserTests: XCTestCase {
    private func parse(_ text: String) throws -> LocatedJSON { try JSONParser.parse(text) }

    private func assertError(_ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        assertError(Array(text.utf8), expected, file: file, line: line)
    }

    private func assertError(_ bytes: [UInt8], _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try JSONParser.parse(bytes), file: file, line: line) { error in
            XCTAssertEqual("\(error)", expected, file: file, line: line)
        }
    }

    func testValuesKeepPositionsAndKeyOrder() throws {
        let document = try parse("{\n  \"b\": [1, -2.5e1, true],\n  \"a\": {\"x\": null, \"y\": \"é\"}\n}")
        guard case .object(let members) = document.value else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["b", "a"])
        XCTAssertEqual(members[0].keyPosition, JSONPosition(line: 2, column: 3))
        XCTAssertEqual(members[0].value.position, JSONPosition(line: 2, column: 8))
        guard case .array(let items) = members[0].value.value else { return XCTFail("not an array") }
        XCTAssertEqual(items.map(\.column), [9, 12, 20])
        XCTAssertEqual(items.map(\.value), [.number(1), .number(-25), .bool(true)])
        let y = try XCTUnwrap(members[1].value.member("y"))
        XCTAssertEqual(y.keyPosition, JSONPosition(line: 3, column: 20))
        XCTAssertEqual(y.value.value, .string("é"))
        XCTAssertEqual(document.position, JSONPosition(line: 1, column: 1))
        XCTAssertEqual(
            document.toJSONValue(),
            .object([
                ("b", .array([.number(1), .number(-25), .bool(true)])),
                ("a", .object([("x", .null), ("y", .string("é"))])),
            ]))
    }

    func testColumnsCountUTF8Bytes() throws {
        let document = try parse("[\"éé\", 1]")
        guard case .array(let items) = document.value else { return XCTFail("not an array") }
        XCTAssertEqual(items[1].column, 10)
    }

    func testStringEscapes() throws {
        let document = try parse(#""a\"b\\c\/d\b\f\n\r\t\u0041\u00e9\uD83D\uDE00""#)
        XCTAssertEqual(document.value, .string("a\"b\\c/d\u{08}\u{0C}\n\r\tAé😀"))
    }

    func testNumbers() throws {
        let values = try ["0", "-0", "12", "1.5", "1e3", "1E+3", "2e-2", "-12.25e1"].map { try parse($0).value }
        XCTAssertEqual(values, [0, -0.0, 12, 1.5, 1000, 1000, 0.02, -122.5].map(LocatedJSON.Value.number))
        assertError("01", "1:1: invalid number '01'")
        assertError("[1.]", "1:2: invalid number '1.'")
        assertError("-", "1:1: invalid number '-'")
        assertError("1e", "1:1: invalid number '1e'")
        assertError("+1", "1:1: expected a value, found '+'")
    }

    func testSyntaxErrors() {
        assertError("{\"a\": 1 \"b\": 2}", "1:9: expected ',' or '}' after object member")
        assertError("[1 2]", "1:4: expected ',' or ']' after array element")
        assertError("{\"a\": 1,\n}", "1:8: trailing comma is not allowed")
        assertError("[1, 2, ]", "1:6: trailing comma is not allowed")
        assertError("{\"a\" 1}", "1:6: expected ':' after object key, found '1'")
        assertError("{a: 1}", "1:2: expected a string as object key, found 'a'")
        assertError("[tru]", "1:2: expected a value, found 'tru'")
        assertError("[nullx]", "1:2: expected a value, found 'nullx'")
        assertError("// comment\n{}", "1:1: expected a value, found '/'")
        assertError("{} {}", "1:4: expected end of input after the value, found '{'")
        assertError("", "1:1: unexpected end of input")
        assertError("{\"a\": [1,\n", "2:1: unexpected end of input")
        assertError("{\"a\": 1, \"a\": 2}", "1:10: duplicate key 'a' (first defined at 1:2)")
        assertError("[é]", "1:2: expected a value, found 'é'")
        assertError("[\u{01}]", "1:2: expected a value, found U+0001")
    }

    func testDuplicateKeysAreFoundInLargeObjectsToo() {
        let members = (0..<40).map { "\"k\($0)\": \($0)" }
        assertError(
            "{" + members.joined(separator: ", ") + ", \"k3\": 0}", "1:422: duplicate key 'k3' (first defined at 1:29)")
        assertError(
            "{" + members.joined(separator: ", ") + ", \"k39\": 0}",
            "1:422: duplicate key 'k39' (first defined at 1:411)")
        XCTAssertNoThrow(try parse("{" + members.joined(separator: ", ") + "}"))
    }

    func testStringsWithAndWithoutEscapesDecodeTheSame() throws {
        let document = try parse(#"["plain", "a\tb", "tab\u0009é", "", "\"quoted\" text"]"#)
        XCTAssertEqual(
            document.toJSONValue(),
            .array([.string("plain"), .string("a\tb"), .string("tab\té"), .string(""), .string("\"quoted\" text")]))
    }

    func testStreamedElementsAreHandedOverInOrderAndNotKept() throws {
        let text = """
            {"version": 1, "other": [9], "records": [{"a": 1}, [2, [3]], "x"], "nested": {"records": [4]}}
            """
        var streamed: [String] = []
        let document = try JSONParser.parse(Array(text.utf8), streamingElementsOf: "records") { element in
            streamed.append("\(element.position) " + element.toJSONValue().serialized(pretty: false))
        }
        XCTAssertEqual(streamed, [#"1:42 {"a":1}"#, "1:52 [2,[3]]", #"1:62 "x""#])
        XCTAssertEqual(
            document.toJSONValue().serialized(pretty: false),
            #"{"version":1,"other":[9],"records":[],"nested":{"records":[4]}}"#)
    }

    func testASyntaxErrorAfterStreamedElementsIsStillThrown() {
        var streamed = 0
        XCTAssertThrowsError(
            try JSONParser.parse(Array(#"{"records": [1, 2, 3 4]}"#.utf8), streamingElementsOf: "records") { _ in
                streamed += 1
            }
        ) { error in
            XCTAssertEqual("\(error)", "1:22: expected ',' or ']' after array element")
        }
        XCTAssertEqual(streamed, 3)
    }

    func testStringErrors() {
        assertError("[\"abc", "1:2: unterminated string")
        assertError("[\"abc\n\"]", "1:2: unterminated string")
        assertError(#"["a\q"]"#, #"1:4: invalid escape '\q'"#)
        assertError(#"["a\é"]"#, #"1:4: invalid escape '\é'"#)
        assertError(#"["\u12g4"]"#, #"1:3: invalid unicode escape '\u12g'"#)
        assertError(#"["\uD83D"]"#, #"1:3: invalid unicode escape '\uD83D'"#)
        assertError(#"["\uD83D\u0041"]"#, #"1:3: invalid unicode escape '\uD83D\u0041'"#)
        assertError(#"["\uDE00"]"#, #"1:3: invalid unicode escape '\uDE00'"#)
        assertError("[\"a\tb\"]", "1:4: control character U+0009 must be escaped")
        assertError("\"\\", "1:1: unterminated string")
    }

    func testInvalidUTF8IsReportedWithItsPosition() {
        assertError([UInt8]("{\n  \"a\": \"".utf8) + [0xC3, 0x28] + [UInt8]("\"}".utf8), "2:9: invalid utf-8")
        assertError([0xFF], "1:1: invalid utf-8")
        assertError([UInt8]("\"".utf8) + [0xED, 0xA0, 0x80] + [UInt8]("\"".utf8), "1:2: invalid utf-8")
        assertError([UInt8]("\"".utf8) + [0xE0, 0x80, 0x80] + [UInt8]("\"".utf8), "1:2: invalid utf-8")
        assertError([UInt8]("\"".utf8) + [0xF0, 0x9F, 0x98], "1:2: invalid utf-8")
    }

    func testByteOrderMarkIsSkipped() throws {
        XCTAssertEqual(
            try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)).toJSONValue(), .array([.number(1)]))
    }

    func testNestingIsCapped() throws {
        let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        XCTAssertNoThrow(try parse(allowed))
        assertError(String(repeating: "[", count: 100_000), "1:513: nesting deeper than 512 levels")
        assertError(String(repeating: "{\"a\":", count: 600), "1:2561: nesting deeper than 512 levels")
    }

    func testDeepNestingFitsInASmallThreadStack() {
        let text = String(repeating: "{\"a\":[", count: 256) + "1" + String(repeating: "]}", count: 256)
        let finished = expectation(description: "parsed")
        let thread = Thread {
            let parsed = try? JSONParser.parse(text)
            XCTAssertNotNil(parsed)
            finished.fulfill()
        }
        thread.stackSize = 256 << 10
        thread.start()
        wait(for: [finished], timeout: 10)
    }

    /// Arbitrary bytes parse or fail with a position inside the input. Seeded, so a failure replays: its message
    /// names the seed and the input.
    func testNeverCrashesOnArbitraryBytesAndErrorsPointIntoTheInput() {
        var generator = SeededGenerator(seed: 0x4A53_4F4E)
        let alphabet = Array("{}[]\",:\\u0123456789.eE-+truefalsn \n\t".utf8) + [0x00, 0xC3, 0xA9, 0xFF, 0xED]
        for round in 0..<5_000 {
            let length = Int.random(in: 0..<24, using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            do {
                _ = try JSONParser.parse(bytes)
            } catch {
                let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                let position = error.position
                let inside =
                    position.line >= 1 && position.line <= lines.count && position.column >= 1
                    && position.column <= lines[position.line - 1].count + 1
                XCTAssertTrue(
                    inside, "seed \(generator.seed), round \(round): \(error) for \(bytes)")
                if !inside { return }
            }
        }
    }
}

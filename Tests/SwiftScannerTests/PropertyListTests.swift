import XCTest

@testable import SwiftScanner

final class PropertyListTests: XCTestCase {
    /// Parses `text` and hands the tree to `body` while its bytes are alive.
    private func withTree(_ text: String, _ body: (PropertyList) throws -> Void) throws {
        var copy = text
        try copy.withUTF8 { bytes in
            switch PropertyListParser.parse(bytes) {
            case .success(let tree): try body(tree)
            case .failure(let error): XCTFail("\(error.position.line):\(error.position.column): \(error.message)")
            }
        }
    }

    private func error(_ text: String) -> String {
        var copy = text
        return copy.withUTF8 { bytes in
            switch PropertyListParser.parse(bytes) {
            case .success: return "parsed"
            case .failure(let error): return "\(error.position.line):\(error.position.column): \(error.message)"
            }
        }
    }

    func testValuesKeepTheLinesTheyStartOnAcrossCommentsAndStrings() throws {
        let text = """
            // !$*UTF8*$!
            {
                /* a comment
                   over two lines, with * and ** inside */
                a = 1;
                b = "two
            lines";
                c = (
                    x, /* x */ y
                );
                d = <0fbd 12>; // trailing
            }
            """
        try withTree(text) { tree in
            let root = tree.root
            XCTAssertEqual(tree.line(root), 2)
            XCTAssertEqual(tree.entries(root).map { tree.string($0.key) ?? "?" }, ["a", "b", "c", "d"])
            XCTAssertEqual(tree.entries(root).map { tree.line($0.key) }, [5, 6, 8, 11])
            XCTAssertEqual(tree.string(root, "b"), "two\nlines")
            let elements = tree.value(root, "c").map { Array(tree.elements($0)) } ?? []
            XCTAssertEqual(elements.map { tree.string($0) ?? "?" }, ["x", "y"])
            XCTAssertEqual(elements.map { tree.line($0) }, [9, 9])
            XCTAssertEqual(tree.string(root, "d"), "0fbd 12")
        }
    }

    func testEscapedQuotesAndBackslashRunsEndStringsWhereTheyShould() throws {
        let text = #"{ a = "say \"hi\""; b = "dir\\"; c = 'it\'s'; d = "tab\there"; e = plain; }"#
        try withTree(text) { tree in
            let root = tree.root
            XCTAssertEqual(tree.string(root, "a"), "say \"hi\"")
            XCTAssertEqual(tree.string(root, "b"), "dir\\")
            XCTAssertEqual(tree.string(root, "c"), "it's")
            XCTAssertEqual(tree.string(root, "d"), "tab\there")
            XCTAssertEqual(tree.string(root, "e"), "plain")
        }
    }

    func testUnquotedStringsTakeTheCharactersXcodeWrites() throws {
        try withTree("{ path = ../Shared/$SRCROOT+x_y-1.2:z; name = Caf\u{E9}.swift; }") { tree in
            XCTAssertEqual(tree.string(tree.root, "path"), "../Shared/$SRCROOT+x_y-1.2:z")
            XCTAssertEqual(tree.string(tree.root, "name"), "Caf\u{E9}.swift")
        }
        XCTAssertEqual(error("{ path = $(SRCROOT); }"), "1:11: expected ';' after a value")
        XCTAssertEqual(error("{ path = a b; }"), "1:12: expected ';' after a value")
        XCTAssertEqual(error("{ k = v; } // done"), "parsed")
    }

    func testErrorsNameTheLineAndColumnWhereTheTroubleStarts() {
        XCTAssertEqual(error("{\n  a = 1; /* never\n closed"), "2:10: unterminated comment")
        XCTAssertEqual(error("{\n /* two\n lines */ a = \"open\n"), "3:15: unterminated string")
        XCTAssertEqual(error("{\n\n  a = <0fbd;\n}"), "3:7: unterminated data value")
        XCTAssertEqual(error("{ a = 1; }\n\n x"), "3:2: unexpected text after the top-level value")
        XCTAssertEqual(error("{ a = @; }"), "1:7: unexpected character '@'")
        XCTAssertEqual(error("{ (a) = b; }"), "1:3: a dictionary key must be a string")
        XCTAssertEqual(error(""), "1:1: unexpected end of file")
    }

    /// The sixteen-byte test agrees with the byte test for every byte value at every lane, and unquoted strings
    /// crossing or filling sixteen-byte blocks end where they should.
    func testUnquotedStringsEndSixteenBytesAtATime() throws {
        for filler in [UInt8(ascii: "0"), UInt8(ascii: "z"), UInt8(ascii: "/")] {
            for lane in 0..<16 {
                for value in 0...255 {
                    var bytes = SIMD16<UInt8>(repeating: filler)
                    bytes[lane] = UInt8(value)
                    let expected = PropertyListParser.isUnquoted(UInt8(value)) ? 16 : lane
                    XCTAssertEqual(PropertyListParser.unquotedEnd(in: bytes), expected, "byte \(value) at lane \(lane)")
                }
            }
        }
        for length in [15, 16, 17, 24, 31, 32, 33] {
            let id = String(repeating: "A", count: length - 1) + "9"
            let path = "Sources/" + String(repeating: "b", count: length) + ".swift"
            try withTree("{ \(id) = \(path);x=1; }") { tree in
                XCTAssertEqual(tree.entries(tree.root).map { tree.string($0.key) ?? "?" }, [id, "x"])
                XCTAssertEqual(tree.entries(tree.root).map { tree.string($0.value) ?? "?" }, [path, "1"])
            }
        }
    }

    func testObjectIDTableFindsEveryIDAndTheLastOfARepeatedOne() {
        var texts = (0..<500).map { String(repeating: "0", count: $0 % 30) + "\($0)" }
        texts += ["7", ""]
        var joined: [UInt8] = []
        var ranges: [Range<Int>] = []
        for text in texts {
            ranges.append(joined.count..<joined.count + text.utf8.count)
            joined += text.utf8
        }
        let missing = Array("0000000000000000000000000000".utf8)
        joined.withUnsafeBufferPointer { all in
            let ids = ranges.map { UnsafeBufferPointer(rebasing: all[$0]) }
            var table = ObjectIDTable(capacity: ids.count)
            for (object, id) in ids.enumerated() { table[id] = Int32(object) }
            table[ids[7]] = 1000
            for object in ids.indices where object != 7 {
                XCTAssertEqual(table[ids[object]], Int32(object), texts[object])
            }
            XCTAssertEqual(table[ids[7]], 1000)
            XCTAssertEqual(table.id(of: 1000).map { Array($0) }, Array("00000007".utf8))
            XCTAssertNil(table.id(of: 7))
            missing.withUnsafeBufferPointer { XCTAssertNil(table[$0]) }
        }
    }
}

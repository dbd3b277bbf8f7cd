import XCTest

@testable import SwiftScanner

/// The byte search behind `containsBytes(of:)`, and the string literal values of manifests, which take a
/// shortcut for plain literals.
final class ByteSearchTests: XCTestCase {
    func testByteSearchFindsTheFirstOccurrenceOrNone() {
        let rows: [(haystack: String, needle: String, offset: Int?)] = [
            ("os(iOS) && canImport(UIKit)", "canImport(UIKit)", 11),
            ("canImport(UIKitCore)", "canImport(UIKit)", nil),
            ("canImport(UIKit, _version: 1)", "canImport(UIKit,", 0),
            ("aaab", "aab", 1),
            ("short", "longer needle", nil),
            ("", "", 0),
            ("anything", "", 0),
            ("com.apple.product-type.bundle.unit-test", "unit-test", 30),
            ("Ünïcode/Vüe", "Vüe", 10),
        ]
        for row in rows {
            var haystack = row.haystack
            var needle = row.needle
            let offset = haystack.withUTF8 { haystack in
                needle.withUTF8 { ByteSearch.firstOffset(of: $0, in: haystack) }
            }
            XCTAssertEqual(offset, row.offset, "\(row.needle) in \(row.haystack)")
            XCTAssertEqual(row.haystack.containsBytes(of: row.needle), row.offset != nil)
            XCTAssertEqual(row.haystack.dropFirst(0).containsBytes(of: row.needle), row.offset != nil)
        }
    }

    func testTheFirstAndLastDotOfANameAreFoundByTheirBytes() {
        let dot = UInt8(ascii: ".")
        for name in ["SwiftUI.View.Body", "Ünïcode.Kit", "Plain", "", ".Leading", "Trailing."] {
            let expectedFirst = name.utf8.firstIndex(of: dot)
            let expectedLast = name.utf8.lastIndex(of: dot)
            XCTAssertEqual(name.firstIndex(ofByte: dot), expectedFirst, name)
            XCTAssertEqual(name.lastIndex(ofByte: dot), expectedLast, name)
        }
        let name = "Outer.Middle.Inner"
        XCTAssertEqual(name[..<name.firstIndex(ofByte: dot)!], "Outer")
        XCTAssertEqual(name[name.index(after: name.lastIndex(ofByte: dot)!)...], "Inner")
    }

    func testManifestStringValuesWithAndWithoutTheShortcut() {
        let rows: [(literal: String, value: String)] = [
            (#""Domain""#, "Domain"),
            (#""""#, ""),
            (#""Sources/Ünïcode""#, "Sources/Ünïcode"),
            (#""tab\tand\nnewline""#, "tab\tand\nnewline"),
            (#""quote \" inside""#, "quote \" inside"),
            (##"#"raw \n"#"##, #"raw \n"#),
            ("\"\"\"\n    Multi\n    \"\"\"", "Multi"),
            (#"""#, ""),
        ]
        for row in rows {
            XCTAssertEqual(ManifestStrings.value(of: row.literal), row.value, row.literal)
        }
    }
}

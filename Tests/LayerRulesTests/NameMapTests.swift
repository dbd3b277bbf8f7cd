import XCTest

@testable import LayerRules

/// Values by name, looked up by the name's bytes.
final class NameMapTests: XCTestCase {
    func testValuesAreFoundByStringAndBySubstring() {
        var map = NameMap<[Int]>()
        XCTAssertTrue(map.isEmpty)
        let paths = (0..<3000).map { "App/Feature\($0 % 40)/Screen\($0).swift" }
        for (index, path) in paths.enumerated() { map.set([index % 7, index], for: path) }
        for (index, path) in paths.enumerated() { XCTAssertEqual(map[path], [index % 7, index], path) }
        XCTAssertNil(map["App/Feature1/Screen0.swift"])
        XCTAssertFalse(map.contains("App/Feature0/Screen0.swif"))
        XCTAssertTrue(map.contains("App/Feature0/Screen0.swift"))
        let imported = "Networking.Client"
        map.set([42], for: "Networking")
        XCTAssertEqual(map[imported[..<imported.firstIndex(of: ".")!]], [42])
        XCTAssertNil(map[imported[imported.index(after: imported.firstIndex(of: ".")!)...]])
    }

    func testSettingAgainReplacesAndAppendingStartsEmpty() {
        var map = NameMap<[Int32]>()
        map.append(1, to: "Kit")
        map.append(2, to: "Kit")
        map.append(3, to: "Core")
        XCTAssertEqual(map["Kit"], [1, 2])
        XCTAssertEqual(map["Core"], [3])
        map.set([9], for: "Kit")
        XCTAssertEqual(map["Kit"], [9])
    }

    func testNamesAreTheirBytesAsTheCompilerComparesIdentifiers() {
        var map = NameMap<Bool>()
        map.set(true, for: "Caf\u{E9}")
        XCTAssertEqual(map["Caf\u{E9}"], true)
        XCTAssertNil(map["Cafe\u{301}"], "the decomposed spelling is another identifier")
    }
}

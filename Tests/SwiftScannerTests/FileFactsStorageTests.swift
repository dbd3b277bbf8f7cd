import XCTest

@testable import SwiftScanner

/// `FileFacts` keep their fields in one shared box: copies share it, and setting a property of one copy
/// leaves the others as they were.
final class FileFactsStorageTests: XCTestCase {
    private let source = """
        import Foundation
        // archlint: ignore references
        struct Account: Codable { let owner: Owner }
        let made = Account(owner: Owner.anonymous)
        let bad = "unterminated
        """

    func testCopiesShareTheirFieldsUntilOneIsSet() {
        let original = facts(source, path: "App/Account.swift")
        var copy = original
        XCTAssertTrue(copy.box === original.box)
        copy.path = "Other.swift"
        copy.imports = []
        copy.declarations = []
        copy.directives = []
        copy.diagnostics = []
        copy.lineCount = 1
        copy.byteCount = 2
        XCTAssertFalse(copy.box === original.box)
        XCTAssertEqual(
            [copy.path, "\(copy.imports.count)", "\(copy.declarations.count)", "\(copy.directives.count)"],
            ["Other.swift", "0", "0", "0"])
        XCTAssertEqual([copy.diagnostics.count, copy.lineCount, copy.byteCount], [0, 1, 2])
        XCTAssertEqual(copy.referenceNames, original.referenceNames, "facts not set are kept")
        XCTAssertEqual(original.path, "App/Account.swift")
        XCTAssertEqual(original.imports.map(\.module), ["Foundation"])
        XCTAssertEqual(original.declarationList, ["struct Account: Codable"])
        XCTAssertEqual(original.directives.map(\.text), ["ignore references"])
        XCTAssertEqual(original.diagnosticList, ["5:11: unterminated-string: unterminated string literal"])
        XCTAssertEqual([original.lineCount, original.byteCount], [5, source.utf8.count])
        XCTAssertEqual(original.referenceNames, ["Codable", "Owner", "Account", "Owner"])
        XCTAssertEqual(original.constructionNames, ["Account"])
        XCTAssertEqual(original.memberUseList, ["Owner.anonymous"])
    }

    func testFactsBuiltByHandHoldWhatTheyWereGiven() {
        let built = FileFacts(
            path: "A.swift", imports: [ImportFact(module: "UIKit", position: SourcePosition(line: 1, column: 1))],
            references: [TypeReference(name: "Owner", position: SourcePosition(line: 2, column: 3))],
            lineCount: 2, byteCount: 20)
        XCTAssertEqual(built.path, "A.swift")
        XCTAssertEqual(built.imports.map(\.module), ["UIKit"])
        XCTAssertEqual(built.referenceList, ["Owner@2:3"])
        XCTAssertEqual(built.names.names, ["Owner"])
        XCTAssertEqual([built.lineCount, built.byteCount], [2, 20])
    }
}

import XCTest

@testable import SwiftScanner

/// `FileFacts` keep their fields in one shared, read-only box: copies share it, and every field reads back what
/// the scanner put in.
final class FileFactsStorageTests: XCTestCase {
    private let source = """
        import Foundation
        // archlint: ignore references
        struct Account: Codable { let owner: Owner }
        let made = Account(owner: Owner.anonymous)
        let bad = "unterminated
        """

    func testCopiesShareOneBoxAndReadBackTheScannedFields() {
        let original = facts(source, path: "App/Account.swift")
        let copies = [original, original]
        XCTAssertTrue(copies.allSatisfy { $0.box === original.box })
        XCTAssertEqual(original.path, "App/Account.swift")
        XCTAssertEqual(original.imports.map(\.module), ["Foundation"])
        XCTAssertEqual(original.declarationList, ["struct Account: Codable"])
        XCTAssertEqual(original.directives.map(\.text), ["ignore references"])
        XCTAssertEqual(original.diagnosticList, ["5:11: unterminated-string: unterminated string literal"])
        XCTAssertEqual([original.lineCount, original.byteCount], [5, source.utf8.count])
        XCTAssertEqual(original.referenceNames, ["Codable", "Owner", "Account", "Owner"])
        XCTAssertEqual(original.constructionNames, ["Account"])
        XCTAssertEqual(original.memberUseList, ["Owner.anonymous"])
        XCTAssertEqual(original.names.names, ["Codable", "Owner", "Account"])
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

    /// A declaration's texts are shared by its copies but compared and hashed by value.
    func testDeclarationsCompareByTheirTextsNotByTheObjectHoldingThem() {
        let position = SourcePosition(line: 3, column: 1)
        func make(_ inherits: [String], condition: String? = "DEBUG") -> DeclarationFact {
            DeclarationFact(
                kind: .class, name: "Cart", qualifiedName: "Shop.Cart", genericParameters: ["Item"], inherits: inherits,
                accessLevel: "public", attributes: ["@MainActor"], position: position, parent: 0, condition: condition)
        }
        let first = make(["Store", "Sendable"])
        let copy = first
        XCTAssertEqual(first, copy)
        XCTAssertEqual(first, make(["Store", "Sendable"]))
        XCTAssertEqual(first.hashValue, make(["Store", "Sendable"]).hashValue)
        XCTAssertNotEqual(first, make(["Store"]))
        XCTAssertNotEqual(first, make(["Store", "Sendable"], condition: nil))
        XCTAssertEqual(Set([first, copy, make(["Store", "Sendable"]), make(["Store"])]).count, 2)
        XCTAssertEqual(copy.inherits, ["Store", "Sendable"])
        XCTAssertEqual(copy.qualifiedName, "Shop.Cart")
    }
}

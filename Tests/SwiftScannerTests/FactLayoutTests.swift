import XCTest

@testable import SwiftScanner

/// The facts a file keeps per reference are compact: positions in two 32-bit fields, enclosing declarations in
/// one, names as 32-bit indices into the file's names.
final class FactLayoutTests: XCTestCase {
    func testPerReferenceFactsKeepTheirCompactSizes() {
        XCTAssertEqual(MemoryLayout<SourcePosition>.size, 8)
        XCTAssertEqual(MemoryLayout<TypeReference.Stored>.stride, 16)
        XCTAssertEqual(MemoryLayout<Construction.Stored>.stride, 16)
        XCTAssertEqual(MemoryLayout<MemberUse.Stored>.stride, 32)
    }

    func testPositionsKeepEveryLineAndColumnAFileUnderFourGibibytesCanHave() {
        let far = SourcePosition(line: Int(UInt32.max), column: Int(UInt32.max) - 1)
        XCTAssertEqual(far.line, 4_294_967_295)
        XCTAssertEqual(far.column, 4_294_967_294)
        XCTAssertLessThan(SourcePosition(line: 2, column: 9), SourcePosition(line: 3, column: 1))
        XCTAssertLessThan(SourcePosition(line: 3, column: 1), SourcePosition(line: 3, column: 2))
        var position = SourcePosition(line: 1, column: 1)
        position.line = 70_000
        position.column = 123_456
        XCTAssertEqual(position, SourcePosition(line: 70_000, column: 123_456))
    }

    func testEnclosingDeclarationsAndParentsSurviveTheCompactForm() {
        let position = SourcePosition(line: 1, column: 1)
        let facts = FileFacts(
            path: "A.swift",
            references: [
                TypeReference(name: "A", position: position),
                TypeReference(name: "A", position: position, enclosing: 0),
                TypeReference(name: "B", position: position, enclosing: 2_000_000),
            ],
            constructions: [Construction(typeName: "C", position: position, enclosing: 7)],
            memberUses: [
                MemberUse(typeName: "URLSession", member: "shared", position: position, enclosing: 41_000),
                MemberUse(typeName: "URLSession", member: "shared", position: position),
            ])
        XCTAssertEqual(facts.references.map(\.enclosing), [nil, 0, 2_000_000])
        XCTAssertNotEqual(facts.references[0], facts.references[1])
        XCTAssertEqual(facts.constructions.map(\.enclosing), [7])
        XCTAssertEqual(facts.memberUses.map(\.enclosing), [41_000, nil])
        var declaration = DeclarationFact(kind: .struct, name: "B", qualifiedName: "A.B", position: position, parent: 3)
        XCTAssertEqual(declaration.parent, 3)
        declaration.parent = nil
        XCTAssertNil(declaration.parent)
    }
}

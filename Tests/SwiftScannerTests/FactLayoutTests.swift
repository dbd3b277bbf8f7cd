import XCTest

@testable import SwiftScanner

/// The facts kept per reference are compact: positions in two 32-bit fields, enclosing declarations in one,
/// and as a file keeps them, names as 32-bit indices into the file's names.
final class FactLayoutTests: XCTestCase {
    func testPerReferenceFactsKeepTheirCompactSizes() {
        XCTAssertEqual(MemoryLayout<SourcePosition>.size, 8)
        XCTAssertEqual(MemoryLayout<TypeReference>.stride, 32)
        XCTAssertEqual(MemoryLayout<Construction>.stride, 32)
        XCTAssertEqual(MemoryLayout<MemberUse>.stride, 48)
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
        XCTAssertNil(TypeReference(name: "A", position: position).enclosing)
        XCTAssertEqual(TypeReference(name: "A", position: position, enclosing: 0).enclosing, 0)
        XCTAssertNotEqual(
            TypeReference(name: "A", position: position, enclosing: nil),
            TypeReference(name: "A", position: position, enclosing: 0))
        var use = MemberUse(typeName: "URLSession", member: "shared", position: position, enclosing: 41_000)
        XCTAssertEqual(use.enclosing, 41_000)
        use.enclosing = nil
        XCTAssertNil(use.enclosing)
        var declaration = DeclarationFact(kind: .struct, name: "B", qualifiedName: "A.B", position: position, parent: 3)
        XCTAssertEqual(declaration.parent, 3)
        declaration.parent = nil
        XCTAssertNil(declaration.parent)
        XCTAssertEqual(Construction(typeName: "C", position: position, enclosing: 7).enclosing, 7)
    }
}

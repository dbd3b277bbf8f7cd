import XCTest

@testable import SwiftScanner

/// 100,000-deep nesting of every construct that nests: the scanner must end, without recursion, with one
/// diagnostic per problem (not one per level) and positions inside the file.
final class NestingFaultTests: XCTestCase {
    private let depth = 100_000

    private func scan(_ source: String) -> FileFacts {
        let bytes = Array(source.utf8)
        let facts = SourceScanner.scan(bytes: bytes, path: "Deep.swift")
        XCTAssertEqual(FactPositions.outsideFile(facts, bytes: bytes), [])
        return facts
    }

    func testNestedConditionalsWithoutEndifAreEachReported() {
        let facts = scan(String(repeating: "#if A\n", count: depth) + "import Deep\n")
        XCTAssertEqual(facts.imports.map(\.module), ["Deep"])
        XCTAssertEqual(facts.diagnostics.count, depth)
        XCTAssertEqual(facts.diagnosticList.first, "1:1: unterminated-conditional: #if without #endif")
        // Each branch keeps its own condition and its parent: combined conditions would take 100,000 × 100,000
        // parts.
        XCTAssertEqual(facts.conditionalBranches.count, depth)
        XCTAssertEqual(facts.conditionalBranches.last?.parent, depth - 2)
        XCTAssertEqual(facts.conditionalBranches.last?.condition, "A")
        XCTAssertEqual(
            facts.conditionalBranches.last?.end, SourcePosition(line: depth + 2, column: 1),
            "ends at the end of the file")
    }

    func testALongElseIfChainKeepsEachBranchsOwnCondition() {
        let facts = scan("#if A\n" + String(repeating: "#elseif B\n", count: depth) + "#else\nimport Deep\n#endif\n")
        XCTAssertEqual(facts.imports.map(\.condition), ["!(A)" + String(repeating: " && !(B)", count: depth)])
        XCTAssertEqual(facts.conditionalBranches.count, depth + 2)
        XCTAssertEqual(facts.conditionalBranches.map(\.condition).suffix(2), ["B", nil])
        XCTAssertEqual(facts.conditionalBranches.map(\.parent), Array(repeating: nil, count: depth + 2))
        XCTAssertEqual(facts.diagnostics, [])
    }

    func testNestedInterpolationsEndWithOneDiagnosticPerString() {
        let facts = scan("let s = " + String(repeating: "\"\\(", count: depth) + "Inner()")
        XCTAssertEqual(facts.constructionNames, ["Inner"])
        XCTAssertEqual(facts.diagnostics.filter { $0.kind == .unterminatedString }.count, depth)
        XCTAssertEqual(
            facts.diagnostics.filter { $0.kind == .unbalancedDelimiter }.map(\.message),
            ["unclosed '\\(' (\(depth) unclosed delimiters)"])
    }

    func testNestedBlockComments() {
        let facts = scan(
            String(repeating: "/* ", count: depth) + "import Hidden\n" + String(repeating: "*/", count: depth)
                + "\nimport Shown\n")
        XCTAssertEqual(facts.imports.map(\.module), ["Shown"])
        XCTAssertEqual(facts.diagnostics, [])
    }

    /// Every qualified name repeats its parents' names: without a limit, 100,000 nested types (1.1 MB) would
    /// make 10 GB of names. Past 1024 bytes a nested declaration's qualified name is its plain name.
    func testDeeplyNestedTypeDeclarationsKeepQualifiedNamesShort() {
        let facts = scan(String(repeating: "struct A { ", count: depth) + String(repeating: "}", count: depth))
        XCTAssertEqual(facts.declarations.count, depth)
        XCTAssertEqual(facts.declarations.map(\.qualifiedName.utf8.count).max(), 1025)
        XCTAssertEqual(facts.declarations[513].qualifiedName, "A")
        XCTAssertEqual(facts.declarations.last?.parent, depth - 2)
        XCTAssertEqual(facts.diagnostics, [])
    }

    func testNestedGenericsAndClosures() {
        let facts = scan(
            "let x: " + String(repeating: "Array<", count: depth) + "Int" + String(repeating: "{ (", count: depth))
        XCTAssertTrue(facts.referenceNames.contains("Int"))
        XCTAssertEqual(facts.diagnostics.map(\.kind), [.unbalancedDelimiter])
    }
}

import LayerRules
import SwiftScanner
import XCTest

/// Generated or hostile trees must not make the model quadratic: thousands of nested types, or inheritance
/// chains thousands of levels deep. The limits are structural, so these tests check them, not timings.
final class PathologicalInputTests: XCTestCase {
    func testLookupsInDeeplyNestedTypesSeeABoundedNumberOfScopes() {
        let depth = 2_000
        let source =
            (0..<depth).map { "struct Level\($0)<T\($0)> { " }.joined() + String(repeating: "} ", count: depth)
        let file = SourceScanner.scan(source, path: "Domain/Deep.swift")
        XCTAssertEqual(file.declarations.count, depth)
        let innermost = LookupContext(enclosing: depth - 1, in: file, fileIndex: 0, layer: .none)
        XCTAssertEqual(innermost.scopes.count, LookupContext.scopeDepthLimit)
        XCTAssertEqual(innermost.scopes.first?.hasSuffix(".Level1999"), true)
        XCTAssertEqual(innermost.genericParameters.first, "T1999")
        let outermost = LookupContext(enclosing: 0, in: file, fileIndex: 0, layer: .none)
        XCTAssertEqual(outermost.scopes, ["Level0"])
    }

    func testAProtocolChainThousandsDeepIsSearchedToALimitNearestFirst() throws {
        let depth = 3_000
        var source = "protocol Contract0 {}\n"
        for index in 1..<depth { source += "protocol Contract\(index): Contract\(index - 1) {}\n" }
        source += "struct Service: Contract\(depth - 1) {}\n"
        let file = SourceScanner.scan(source, path: "Domain/Contracts.swift")
        let model = ArchitectureModel(files: [file], layers: [LayerDefinition(name: "Domain", paths: ["Domain/**"])])
        let service = try XCTUnwrap(model.symbols.symbol(file: 0, declaration: depth))
        let reached = model.conformances.protocols(of: service).map { model.symbols[$0].name }
        XCTAssertEqual(reached.first, "Contract\(depth - 1)")
        XCTAssertEqual(reached.count, 512)
        XCTAssertEqual(reached.last, "Contract\(depth - 512)")
    }
}

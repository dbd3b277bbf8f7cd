import XCTest

@testable import LayerRules

/// The type names the conformance graph takes from inheritance lists as the scanner writes them.
final class InheritanceNamesTests: XCTestCase {
    func testNamesBeforeGenericArgumentsOptionalsAndCompositions() {
        XCTAssertEqual(
            ConformanceGraph.typeNames(inInheritanceList: [
                "Repository<Movie>", "P&Q", "@uncheckedSendable", "~Copyable", "Base?", "Outer.Inner!", "Émoji&&Next",
            ]),
            ["Repository", "P", "Q", "Base", "Outer.Inner", "Émoji", "Next"])
    }

    func testEmptyListsAndEmptyParts() {
        XCTAssertEqual(ConformanceGraph.typeNames(inInheritanceList: []), [])
        XCTAssertEqual(ConformanceGraph.typeNames(inInheritanceList: ["", "&", "<T>"]), [])
    }
}

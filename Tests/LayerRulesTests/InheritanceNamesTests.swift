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

    /// A list of plain names comes back as it is; one name that needs cutting sends the whole list the long way.
    func testPlainListsComeBackAsTheyAre() {
        XCTAssertEqual(
            ConformanceGraph.typeNames(inInheritanceList: ["Codable", "SwiftUI.View", "Équipe"]),
            ["Codable", "SwiftUI.View", "Équipe"])
        XCTAssertEqual(
            ConformanceGraph.typeNames(inInheritanceList: ["Codable", "Store<Cart>", "Sendable"]),
            ["Codable", "Store", "Sendable"])
    }
}

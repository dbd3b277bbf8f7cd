import LayerRules
import SwiftScanner
import XCTest

/// The typed ids of the model: layers come from a `LayerTable`, symbols from a `SymbolTable`, and each table
/// answers questions about its own ids.
final class LayerTableTests: XCTestCase {
    private let catalog = LayerTable(cleanLayers + [LayerDefinition(name: "Domain", paths: ["Core/**"])])

    func testIdsFollowPolicyOrderAndTheFirstLayerOfANameWins() {
        XCTAssertEqual(
            catalog.ids.map { catalog.name(of: $0) }, ["Domain", "Data", "Presentation", "ViewModels", "App", "Domain"])
        XCTAssertEqual(catalog.id("Domain"), catalog.ids[0])
        XCTAssertNil(catalog.id("Dommain"))
        XCTAssertEqual(catalog.ids, catalog.ids.sorted())
        XCTAssertLessThan(LayerID.none, catalog.ids[0], "code in no layer sorts before every layer")
    }

    func testNoneHasNoNameAndNoParent() {
        XCTAssertNil(catalog.name(.none))
        XCTAssertEqual(catalog.name(catalog.ids[2]), "Presentation")
        XCTAssertFalse(catalog.isLayer(.none, within: catalog.ids[0]))
        XCTAssertFalse(catalog.isInCompositionRoot(.none))
    }

    func testSubLayersKnowTheirParentAndCompositionRootsAreMarked() {
        let presentation = catalog.id("Presentation")!
        let viewModels = catalog.id("ViewModels")!
        let app = catalog.id("App")!
        XCTAssertEqual(catalog.parent(of: viewModels), presentation)
        XCTAssertEqual(catalog.parent(of: presentation), .none)
        XCTAssertTrue(catalog.isLayer(viewModels, within: presentation))
        XCTAssertFalse(catalog.isLayer(presentation, within: viewModels))
        XCTAssertEqual(catalog.ids.filter { catalog.isCompositionRoot($0) }, [app])
    }

    func testSymbolIdsAreTheTablesAndResolutionMarkersAreNotSymbols() {
        let files = [
            FileFacts(
                path: "Domain/User.swift",
                declarations: [declaration(.struct, "User", at: 1), declaration(.extension, "User", at: 3)]),
            FileFacts(
                path: "Data/UserStore.swift", declarations: [declaration(.class, "UserStore", at: 1)],
                references: [reference("User", at: 2, 15, in: 0), reference("Cache", at: 3, 15, in: 0)]),
        ]
        let model = ArchitectureModel(files: files, layers: cleanLayers)
        XCTAssertEqual(model.symbols.ids.map { model.symbols[$0].name }, ["User", "UserStore"])
        XCTAssertNil(model.symbols.symbol(file: 0, declaration: 1), "an extension declares no symbol")
        let targets = model.resolutions[1].references
        XCTAssertEqual(targets, [model.symbols.ids[0], FileResolution.external])
        XCTAssertEqual(targets.map(\.isSymbol), [true, false])
        XCTAssertFalse(FileResolution.shadowed.isSymbol)
        XCTAssertFalse(FileResolution.ambiguous.isSymbol)
    }
}

import LayerRules
import SwiftScanner
import XCTest

final class LayerAssignmentTests: XCTestCase {
    private let resolver = LayerResolver(layers: cleanLayers)

    private func fileLayer(_ path: String) -> String? {
        guard case .success(let layer) = resolver.layer(forFile: path) else { return "tie" }
        return resolver.catalog.name(layer)
    }

    func testFilesBelongToTheLayerOfTheirPathGlob() {
        XCTAssertEqual(fileLayer("App/Domain/UseCase/LoginUseCase.swift"), "Domain")
        XCTAssertEqual(fileLayer("Infrastructure/Network/APIClient.swift"), "Data")
        XCTAssertEqual(fileLayer("Application/AppDelegate.swift"), "App")
        XCTAssertNil(fileLayer("Shared/Extensions.swift"))
    }

    func testFolderNamesAreReadWithoutSpacesAndHyphensWhenNoGlobMatchesThemAsWritten() {
        let resolver = LayerResolver(layers: [
            LayerDefinition(name: "Domain", paths: ["**/{Domain,DomainLayer,UseCases}/**", "**/*Entities/**"]),
            LayerDefinition(name: "Data", paths: ["**/{Data,DataLayer}/**"]),
            LayerDefinition(name: "Presentation", paths: ["**/{Presentation,ViewModels}/**"]),
        ])
        func layer(_ path: String) -> String? {
            guard case .success(let layer) = resolver.layer(forFile: path) else { return "tie" }
            return resolver.catalog.name(layer)
        }
        XCTAssertEqual(layer("App/Use Cases/LoginUseCase.swift"), "Domain")
        XCTAssertEqual(layer("App/Data-Layer/APIClient.swift"), "Data")
        XCTAssertEqual(layer("App/Domain Layer/Session/User.swift"), "Domain")
        XCTAssertEqual(layer("clean-app/View Models/LoginViewModel.swift"), "Presentation")
        XCTAssertEqual(layer("clean-app/Core Entities/User.swift"), "Domain", "a wildcard folder glob")
        // Only folder names that then spell a folder of a glob are read so; file names never are.
        XCTAssertNil(layer("clean-app/Data Persistence/Store.swift"))
        XCTAssertNil(layer("App/Shared/Data-Layer.swift"))
        // A path a glob matches as written keeps that match.
        XCTAssertEqual(layer("App/Presentation/Use Cases/LoginScreen.swift"), "Presentation")
        guard case .success(let match?) = resolver.pathMatch(forFile: "App/Data Layer/Client.swift") else {
            return XCTFail("no match")
        }
        XCTAssertEqual(match.glob.pattern, "**/{Data,DataLayer}/**")
    }

    /// A `withinModule` glob that anchors above the module (`Features` holding a feature's own module) matches
    /// the path as written but places it nowhere: the respelled folders still count.
    func testFolderNamesAreRespelledWhenTheWrittenPathsGlobsPlaceTheFileInNoLayer() {
        var presentation = LayerDefinition(name: "Presentation", paths: ["**/Features/**"])
        presentation.withinModulePaths = ["**/Features/**"]
        let resolver = LayerResolver(layers: [LayerDefinition(name: "Domain", paths: ["**/UseCases/**"]), presentation])
        let path = "Projects/Features/Episode/Sources/Use Cases/FetchEpisodesUseCase.swift"
        guard case .success(let layer) = resolver.layer(forFile: path, moduleDepth: 3) else { return XCTFail("tie") }
        XCTAssertEqual(resolver.catalog.name(layer), "Domain")
        guard case .success(let inside) = resolver.layer(forFile: "App/Features/Episode/Use Cases/X.swift") else {
            return XCTFail("tie")
        }
        XCTAssertEqual(resolver.catalog.name(inside), "Presentation", "placed as written: not respelled")
    }

    func testTheMostSpecificPathGlobWins() {
        let resolver = LayerResolver(layers: [
            LayerDefinition(name: "Data", paths: ["**/Data/**"]),
            LayerDefinition(name: "Mocks", paths: ["**/Data/Mocks/**"]),
        ])
        guard case .success(let layer) = resolver.layer(forFile: "Data/Mocks/MockClient.swift") else {
            return XCTFail("unexpected tie")
        }
        XCTAssertEqual(resolver.catalog.name(layer), "Mocks")
    }

    func testATieBetweenTwoLayersIsAConfigurationError() {
        let resolver = LayerResolver(layers: [
            LayerDefinition(name: "Data", paths: ["**/Data/**"]),
            LayerDefinition(name: "Core", paths: ["*/Data/**"]),
        ])
        guard case .failure(let tie) = resolver.layer(forFile: "Core/Data/X.swift") else {
            return XCTFail("expected a tie")
        }
        XCTAssertEqual(
            tie.description,
            "'Core/Data/X.swift' matches layers 'Data' and 'Core' equally ('**/Data/**', '*/Data/**'); "
                + "make one pattern more specific")
    }

    func testTypeGlobsAssignDeclarationsRespectingWithin() {
        let declarations = [
            declaration(.class, "LoginViewModel", at: 1),
            declaration(.struct, "State", at: 2, parent: 0, qualifiedName: "LoginViewModel.State"),
            declaration(.class, "LoginViewController", at: 5),
            declaration(.extension, "LoginViewModel", at: 8),
            declaration(.class, "AppCoordinator", at: 10),
        ]
        let presentation = resolver.catalog.id("Presentation")!
        let names = resolver.layers(forDeclarations: declarations, fileLayer: presentation).map {
            resolver.catalog.name($0)
        }
        XCTAssertEqual(names, ["ViewModels", "ViewModels", "Presentation", "ViewModels", "App"])
        let domain = resolver.catalog.id("Domain")!
        XCTAssertEqual(
            resolver.layers(forDeclarations: [declarations[0]], fileLayer: domain).map { resolver.catalog.name($0) },
            ["Domain"], "a ViewModels type only counts within Presentation")
        XCTAssertEqual(
            resolver.layers(forDeclarations: [declarations[0]], fileLayer: .none, unplaced: true).map {
                resolver.catalog.name($0)
            }, [nil], "without 'alsoOutsideLayers', not in a file that nothing places either")
    }

    /// With `alsoOutsideLayers`, a sub-layer's type patterns count in files that no path glob or module places
    /// (an MVVM app's `App/Home/HomeViewModel.swift`), not in another layer's files nor in `shared` code.
    func testAlsoOutsideLayersCountsInUnplacedFilesOnly() throws {
        let policy = Policy(
            shared: ["**/Mocks/**"],
            layers: [
                LayerDefinition(name: "Domain", paths: ["**/Domain/**"]),
                LayerDefinition(name: "Presentation", paths: ["**/Presentation/**"]),
                {
                    var layer = LayerDefinition(name: "ViewModels", types: ["*ViewModel"], within: "Presentation")
                    layer.alsoOutsideLayers = true
                    return layer
                }(),
            ], rules: [])
        let files = [
            ("Shop/App/Home/HomeViewModel.swift", "final class HomeViewModel {}\n"),
            ("Shop/Domain/CartViewModel.swift", "struct CartViewModel {}\n"),
            ("Shop/Mocks/MockHomeViewModel.swift", "final class MockHomeViewModel {}\n"),
            ("Shop/Presentation/LoginViewModel.swift", "final class LoginViewModel {}\n"),
        ].map { SourceScanner.scan($0.1, path: $0.0) }
        let model = ArchitectureModel(files: files, layers: policy.layers, shared: policy.shared)
        XCTAssertEqual(
            model.declarationLayers.map { model.catalog.name($0[0]) }, ["ViewModels", "Domain", nil, "ViewModels"])
        XCTAssertEqual(model.placements, [.unplaced, .placed, .shared, .placed])
        XCTAssertEqual(
            LayerReason(model: model, policy: policy).declaration(file: 0, index: 0),
            "'ViewModels' (type pattern '*ViewModel', in a file that no path glob or module places)")
        let written = PolicyEncoding.document(policy)
        XCTAssertTrue(written.contains(#""within": "Presentation", "alsoOutsideLayers": true"#), written)
        XCTAssertEqual(
            try PolicyLoader.parse(Array(written.utf8), path: "rules.json").layers[2].alsoOutsideLayers, true)
    }

    func testRuleLayerListsIncludeSubLayers() {
        let set = resolver.catalog.set(["Presentation"])
        XCTAssertTrue(set.contains(resolver.catalog.id("ViewModels")!))
        XCTAssertFalse(set.contains(resolver.catalog.id("Domain")!))
        XCTAssertFalse(set.contains(.none))
        XCTAssertTrue(resolver.catalog.set(["*"]).contains(.none))
    }

    func testDependencyPolicyUsesParentEntriesAndSubLayers() {
        let catalog = resolver.catalog
        let policy = DependencyPolicy(
            allow: ["Domain": [], "Data": ["Domain"], "Presentation": ["Domain"], "App": ["*"]], catalog: catalog)
        let id = { catalog.id($0)! }
        XCTAssertTrue(policy.allows(id("Presentation"), id("ViewModels")))
        XCTAssertTrue(policy.allows(id("ViewModels"), id("Domain")), "ViewModels uses the entry of Presentation")
        XCTAssertFalse(policy.allows(id("ViewModels"), id("Data")))
        XCTAssertFalse(policy.allows(id("Domain"), id("Data")))
        XCTAssertTrue(policy.allows(id("App"), id("Data")))
        XCTAssertEqual(policy.allowedNames(id("ViewModels")), ["Domain"])
    }
}

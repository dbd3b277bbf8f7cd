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

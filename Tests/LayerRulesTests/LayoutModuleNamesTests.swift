import SwiftScanner
import XCTest

@testable import LayerRules

final class LayoutModuleNamesTests: XCTestCase {
    func testAFolderHoldingSourcesIsAModuleNamedAfterItAndAFeaturePartAfterBoth() {
        let names = LayoutModuleNames.names(ofFiles: [
            "Projects/Features/Character/Sources/List/CharacterListViewModel.swift",
            "Projects/Features/Character/Sources/Detail/CharacterDetailView.swift",
            "Projects/Features/Character/Interface/Sources/Model/RMCharacter.swift",
            "Projects/Features/Character/Testing/Sources/CharacterRepositoryMock.swift",
            "Core/Sources/Core/Networking/APIClient.swift",
            "App/Sources/AppDelegate.swift",
            "Sources/Tool/main.swift",
            "Shop/Domain/Product.swift",
        ])
        XCTAssertEqual(
            names.sorted(), ["App", "Character", "CharacterInterface", "CharacterTesting", "Core"])
    }

    /// An import of a module the layout declares is a dependency inside the tree, judged by the layers of its
    /// code, not by a layer's list of allowed frameworks.
    func testImportsOfLayoutModulesAreNotCheckedAgainstTheAllowList() {
        let sources = [
            (
                "Projects/Domain/Sources/Domain.swift",
                "import Foundation\n@_exported import CharacterInterface\nimport FirebaseMessaging\n"
            ),
            ("Projects/Features/Character/Interface/Sources/RMCharacter.swift", "public struct RMCharacter {}\n"),
        ]
        let files = sources.map { SourceScanner.scan($0.1, path: $0.0) }
        let result = RuleEngine.evaluate(policy: DefaultPolicy.load(), files: files, root: ".", strict: false)
        XCTAssertEqual(
            result.violations.map { "\($0.path):\($0.position.line) [\($0.ruleID)] \($0.subject)" },
            ["Projects/Domain/Sources/Domain.swift:3 [domain-imports] FirebaseMessaging"])
    }
}

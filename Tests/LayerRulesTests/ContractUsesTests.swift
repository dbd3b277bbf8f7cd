import LayerRules
import SwiftScanner
import XCTest

/// `declarations` reports a misplaced protocol only when it is a contract between layers: used from the rule's
/// layers, or from a layer that may not depend on the protocol's own.
final class ContractUsesTests: XCTestCase {
    private let policy = Policy(
        layers: [
            LayerDefinition(name: "Domain", paths: ["**/Domain/**"]),
            LayerDefinition(name: "Data", paths: ["**/Data/**"]),
            LayerDefinition(name: "Presentation", paths: ["**/Presentation/**"]),
            LayerDefinition(name: "App", paths: ["**/App/**"], compositionRoot: true),
        ],
        rules: [
            RuleConfiguration(
                id: "layers",
                kind: .dependencies(allow: [
                    "Domain": [], "Data": ["Domain"], "Presentation": ["Domain"],
                    "App": ["Domain", "Data", "Presentation"],
                ])),
            RuleConfiguration(
                id: "contracts", kind: .declarations(protocols: ["*Repository", "*UseCase"], layers: ["Domain"])),
        ])

    /// An entity of 'Domain', the networking code of 'Data' (a base protocol it refines and implements), and the
    /// container that wires it.
    private let networking: [(String, String)] = [
        ("Shop/Domain/Product.swift", "struct Product {\n    let id: Int\n}\n"),
        (
            "Shop/Data/Network/WebRepository.swift",
            """
            import Foundation

            protocol WebRepository {
                var session: URLSession { get }
            }

            """
        ),
        (
            "Shop/Data/Network/CatalogWebRepository.swift",
            """
            import Foundation

            protocol CatalogWebRepository: WebRepository {
                func products() async throws -> Data
            }

            final class RealCatalogWebRepository: CatalogWebRepository {
                let session = URLSession.shared
                func products() async throws -> Data { Data() }
            }

            """
        ),
        (
            "Shop/App/Container.swift",
            """
            struct Container {
                let catalog: CatalogWebRepository = RealCatalogWebRepository()
            }

            """
        ),
    ]

    private func findings(_ sources: [(String, String)]) -> [String] {
        let files = sources.map { SourceScanner.scan($0.1, path: $0.0) }
        let result = RuleEngine.evaluate(policy: policy, files: files, root: ".", strict: false)
        return result.violations.filter { $0.ruleID == "contracts" }.map { finding in
            let notes = finding.notes.map { " [\($0.message) at \($0.path):\($0.position.line):\($0.position.column)]" }
            return "\(finding.path):\(finding.position.line):\(finding.position.column) \(finding.summary)"
                + notes.joined()
        }
    }

    func testAProtocolOnlyItsOwnLayerAndTheCompositionRootUseIsNotReported() {
        XCTAssertEqual(findings(networking), [])
    }

    func testAUseFromTheRuleLayerReportsTheProtocolWithThatUseAsANote() {
        let fetch = (
            "Shop/Domain/FetchCatalog.swift",
            """
            struct FetchCatalog {
                let repository: CatalogWebRepository
            }

            """
        )
        XCTAssertEqual(
            findings(networking + [fetch]),
            [
                "Shop/Data/Network/CatalogWebRepository.swift:3:1 protocol 'CatalogWebRepository' is declared in "
                    + "'Data' but its policy puts it in 'Domain' ['Domain' uses it here at "
                    + "Shop/Domain/FetchCatalog.swift:2:21]"
            ])
    }

    func testAUseFromALayerThatMayNotDependOnTheProtocolsLayerReportsIt() {
        let screen = (
            "Shop/Presentation/CatalogScreen.swift",
            """
            final class CatalogModel {
                let web: WebRepository
                init(web: WebRepository) { self.web = web }
            }

            """
        )
        XCTAssertEqual(
            findings(networking + [screen]),
            [
                "Shop/Data/Network/WebRepository.swift:3:1 protocol 'WebRepository' is declared in 'Data' but its "
                    + "policy puts it in 'Domain' ['Presentation' uses it here at "
                    + "Shop/Presentation/CatalogScreen.swift:2:14]"
            ])
    }

    func testAProtocolInNoLayerIsReportedOnceLayeredCodeUsesIt() {
        let shared = (
            "Shop/Shared/SearchUseCase.swift",
            """
            protocol SearchUseCase {
                func callAsFunction(_ text: String) -> [String]
            }
            protocol HistoryRepository {}
            struct RecentSearches {
                let history: HistoryRepository
            }

            """
        )
        let viewModel = (
            "Shop/Presentation/SearchModel.swift",
            """
            final class SearchModel {
                let search: SearchUseCase
                init(search: SearchUseCase) { self.search = search }
            }

            """
        )
        XCTAssertEqual(
            findings([networking[0], shared, viewModel]),
            [
                "Shop/Shared/SearchUseCase.swift:1:1 protocol 'SearchUseCase' is declared in no layer but its policy "
                    + "puts it in 'Domain' ['Presentation' uses it here at Shop/Presentation/SearchModel.swift:2:17]"
            ])
    }

    /// A marker protocol of the project's own base types, in no layer: an outer layer implementing it is no
    /// evidence, a layer of the rule refining it is.
    func testImplementingAProtocolIsNoUseButRefiningItInTheRuleLayerIs() {
        let marker = (
            "Shop/Architecture/Repository.swift",
            """
            protocol Repository {}

            """
        )
        let implementation = (
            "Shop/Data/OrdersStore.swift",
            """
            final class OrdersRepositoryImpl: Repository {
                let cache: [String: Int] = [:]
            }

            extension OrdersRepositoryImpl: CustomStringConvertible {
                var description: String { "orders" }
            }

            """
        )
        XCTAssertEqual(findings([networking[0], marker, implementation]), [])
        let refinement = (
            "Shop/Domain/OrdersRepository.swift",
            """
            protocol OrdersRepository: Repository {}

            """
        )
        XCTAssertEqual(
            findings([networking[0], marker, implementation, refinement]),
            [
                "Shop/Architecture/Repository.swift:1:1 protocol 'Repository' is declared in no layer but its policy "
                    + "puts it in 'Domain' ['Domain' uses it here at Shop/Domain/OrdersRepository.swift:1:28]"
            ])
    }

    /// Only a name's first reference in a declaration that inherits it is the inheritance clause: the same
    /// declaration holding the protocol in its body uses it.
    func testADeclarationThatImplementsAndHoldsTheProtocolUsesIt() {
        let marker = ("Shop/Architecture/Repository.swift", "protocol Repository {}\n")
        let implementation = (
            "Shop/Data/OrdersStore.swift",
            """
            final class OrdersRepositoryImpl: Repository {
                let fallback: Repository? = nil
            }

            """
        )
        XCTAssertEqual(
            findings([networking[0], marker, implementation]),
            [
                "Shop/Architecture/Repository.swift:1:1 protocol 'Repository' is declared in no layer but its policy "
                    + "puts it in 'Domain' ['Data' uses it here at Shop/Data/OrdersStore.swift:2:19]"
            ])
    }

    func testWithoutADependenciesRuleAnyOtherLayerMakesAContract() {
        let policy = Policy(layers: self.policy.layers, rules: [self.policy.rules[1]])
        let files = networking.map { SourceScanner.scan($0.1, path: $0.0) }
        let result = RuleEngine.evaluate(policy: policy, files: files, root: ".", strict: false)
        XCTAssertEqual(
            result.violations.map { "\($0.path):\($0.position.line) " + $0.notes.map(\.message).joined() },
            ["Shop/Data/Network/CatalogWebRepository.swift:3 'App' uses it here"])
    }

    /// A library's base protocol in no layer that the rule's layers only implement is no contract of theirs;
    /// holding it is.
    func testABaseProtocolInNoLayerThatTheRuleLayersImplementIsNotReported() {
        let library = (
            "Sources/CleanKit/Base/BaseUseCase.swift",
            """
            public protocol BaseUseCase {
                associatedtype Output
                func execute() async throws -> Output
            }

            """
        )
        let useCase = (
            "Example/Main/Domain/CheckCredentialUseCase.swift",
            """
            final class CheckCredentialUseCase: BaseUseCase {
                func execute() async throws -> Bool { true }
            }

            """
        )
        XCTAssertEqual(findings([networking[0], library, useCase]), [])
        let holder = (
            "Example/Main/Domain/LoginFlow.swift",
            "struct LoginFlow {\n    let steps: [any BaseUseCase]\n}\n"
        )
        XCTAssertEqual(
            findings([networking[0], library, useCase, holder]),
            [
                "Sources/CleanKit/Base/BaseUseCase.swift:1:8 protocol 'BaseUseCase' is declared in no layer but its "
                    + "policy puts it in 'Domain' ['Domain' uses it here at Example/Main/Domain/LoginFlow.swift:2:21]"
            ])
    }
}

import LayerRules
import SwiftScanner
import XCTest

/// `archlint explain`: a rule, the violations at a location, a type; and why code is in its layer.
final class ExplainTests: XCTestCase {
    private let policyText = """
        {
          "version": 1,
          "layers": [
            {"name": "Domain", "paths": ["**/Domain/**"]},
            {"name": "Data", "paths": ["**/Data/**"]},
            {"name": "ViewModels", "types": ["*ViewModel"], "within": "Presentation"},
            {"name": "Presentation", "paths": ["**/Presentation/**"]},
            {"name": "App", "paths": ["**/App/**"], "compositionRoot": true}
          ],
          "rules": [
            {"id": "dependency-direction", "kind": "dependencies", "allow": {"Domain": [], "Data": ["Domain"], "Presentation": ["Domain"]}, "hint": "ask the team"},
            {"id": "no-singletons", "kind": "symbols", "layers": ["ViewModels"], "deny": ["URLSession.shared"]},
            {"id": "acyclic-layers", "kind": "acyclic"}
          ]
        }
        """

    private let sources = [
        ("Domain/User.swift", "struct User {\n    let id: String\n}\n"),
        ("Domain/UserRepository.swift", "protocol UserRepository {\n    func user() -> User\n}\n"),
        (
            "Domain/LoginUseCase.swift",
            "final class LoginUseCase {\n    let repository: UserRepository\n    let client: APIClient\n}\n"
        ),
        ("Data/APIClient.swift", "final class APIClient {}\n"),
        (
            "Data/RemoteUserRepository.swift",
            "final class RemoteUserRepository {\n    let client = APIClient()\n"
                + "    func user() -> User { User(id: \"1\") }\n}\n\nextension RemoteUserRepository: UserRepository {}\n"
        ),
        (
            "Presentation/LoginViewModel.swift",
            "final class LoginViewModel {\n    let session = URLSession.shared\n}\n"
        ),
        ("App/Container.swift", "struct Container {\n    let repository = RemoteUserRepository()\n}\n"),
    ]

    private func evaluate() throws -> (EngineResult, Policy) {
        let policy = try PolicyLoader.parse(Array(policyText.utf8), path: "rules.json")
        let files = sources.map { SourceScanner.scan($0.1, path: $0.0) }
        return (RuleEngine.evaluate(policy: policy, files: files, root: "App", strict: false), policy)
    }

    func testRuleWithOptionsAndExamples() throws {
        let (_, policy) = try evaluate()
        let rule = try XCTUnwrap(policy.rules.first { $0.id == "no-singletons" })
        let text = RuleExplanation.render(rule, policy: policy)
        let description = RuleCatalog.description(of: rule.kind)
        XCTAssertTrue(
            text.hasPrefix(
                """
                rule 'no-singletons': symbols, error (rules.json:12:5)
                \(description.summary)

                \(description.help)

                options: {"layers": ["ViewModels"], "deny": ["URLSession.shared"]}

                triggering example 1 with {"layers": ["Domain"], "deny": ["URLSession.shared", "Messaging.*"]}:

                """), text)
        XCTAssertEqual(
            text.components(separatedBy: "\ntriggering example ").count - 1, description.triggeringExamples.count)
        XCTAssertEqual(
            text.components(separatedBy: "\nnon-triggering example ").count - 1,
            description.nonTriggeringExamples.count)
    }

    func testRuleWithoutOptionsShowsItsHintAndWholeText() throws {
        let (_, policy) = try evaluate()
        let acyclic = try XCTUnwrap(policy.rules.first { $0.id == "acyclic-layers" })
        XCTAssertEqual(
            RuleExplanation.render(acyclic, policy: policy),
            """
            rule 'acyclic-layers': acyclic, error (rules.json:13:5)
            layers may not depend on each other in a cycle

            \(RuleCatalog.description(of: .acyclic).help)

            options: none

            triggering example 1:
              Data/APIClient.swift
                final class APIClient {
                    let user: ↓User? = nil
                }
              Domain/User.swift
                struct User {
                    let client: APIClient
                }

            non-triggering example 1:
              Data/APIClient.swift
                final class APIClient {
                    let user: User? = nil
                }
              Domain/User.swift
                struct User {}
              Presentation/UserView.swift
                struct UserView {
                    let user: User
                }

            """)
        let dependencies = try XCTUnwrap(policy.rules.first { $0.id == "dependency-direction" })
        XCTAssertTrue(
            RuleExplanation.render(dependencies, policy: policy).contains(
                """
                options: {"allow": {"Domain": [], "Data": ["Domain"], "Presentation": ["Domain"]}}
                hint: ask the team

                """))
    }

    func testViolationsAtALocationWithTheirEvidence() throws {
        let (result, policy) = try evaluate()
        let explanation = ViolationExplanation(model: result.model, policy: policy, root: "App")
        let location = try XCTUnwrap(ViolationExplanation.location("App/Domain/LoginUseCase.swift:3"))
        XCTAssertEqual(location.path, "App/Domain/LoginUseCase.swift")
        let found = explanation.violations(result.violations, path: location.path, line: 3, column: nil)
        XCTAssertEqual(
            explanation.render(found),
            """
            App/Domain/LoginUseCase.swift:3:17: error: 'Domain' depends on 'APIClient' from 'Data', which its \
            policy does not allow; ask the team [dependency-direction]
              code:        in class LoginUseCase (App/Domain/LoginUseCase.swift:1:7), in 'Domain' (path glob '**/Domain/**')
              reference:   'APIClient' resolves to class APIClient (App/Data/APIClient.swift:1:7), in 'Data' \
            (path glob '**/Data/**')
              rule:        'dependency-direction' (dependencies) {"allow": {"Domain": [], "Data": ["Domain"], \
            "Presentation": ["Domain"]}}
              allowed:     'Domain' may depend on no other layer by 'dependency-direction'

            """)
        XCTAssertEqual(explanation.violations(result.violations, path: location.path, line: 3, column: 16), [])
        XCTAssertEqual(explanation.violations(result.violations, path: location.path, line: 2, column: nil), [])
    }

    func testMemberUseInATypeMatchedSubLayer() throws {
        let (result, policy) = try evaluate()
        let explanation = ViolationExplanation(model: result.model, policy: policy, root: "App")
        let found = explanation.violations(
            result.violations, path: "Presentation/LoginViewModel.swift", line: 2, column: 19)
        XCTAssertEqual(
            explanation.render(found),
            """
            App/Presentation/LoginViewModel.swift:2:19: error: 'ViewModels' uses 'URLSession.shared', which its \
            policy forbids; inject the dependency through a protocol declared in 'ViewModels' instead of reaching \
            for a shared instance [no-singletons]
              code:        in class LoginViewModel (App/Presentation/LoginViewModel.swift:1:7), in 'ViewModels' \
            (type pattern '*ViewModel' within 'Presentation')
              member use:  'URLSession.shared' (declared nowhere in the tree)
              rule:        'no-singletons' (symbols) {"layers": ["ViewModels"], "deny": ["URLSession.shared"]}
              allowed:     'ViewModels' may depend on 'Domain' (the entry of 'Presentation') by 'dependency-direction'

            """)
    }

    func testTypeWithExtensionConformanceAndReferences() throws {
        let (result, policy) = try evaluate()
        let explanation = TypeExplanation(model: result.model, policy: policy, root: "App")
        XCTAssertEqual(
            explanation.render(explanation.symbols(named: "RemoteUserRepository")),
            """
            class RemoteUserRepository
              declared:    App/Data/RemoteUserRepository.swift:1:7
              layer:       'Data' (path glob '**/Data/**')
              conforms to:
                protocol UserRepository in 'Domain', by the extension at App/Data/RemoteUserRepository.swift:6:1
              referenced:  2 times
                from 'Data': 1 (App/Data/RemoteUserRepository.swift:6:11)
                from 'App': 1 (App/App/Container.swift:2:22)

            """)
        XCTAssertEqual(
            explanation.render(explanation.symbols(named: "User")),
            """
            struct User
              declared:    App/Domain/User.swift:1:1
              layer:       'Domain' (path glob '**/Domain/**')
              conforms to: nothing
              referenced:  3 times
                from 'Domain': 1 (App/Domain/UserRepository.swift:2:20)
                from 'Data': 2 (App/Data/RemoteUserRepository.swift:3:20, App/Data/RemoteUserRepository.swift:3:27)

            """)
        XCTAssertEqual(explanation.symbols(named: "Missing"), [])
    }

    func testTypeInNoLayerThatConformsToAProtocol() throws {
        let policy = try PolicyLoader.parse(Array(policyText.utf8), path: "rules.json")
        let files = [
            SourceScanner.scan("protocol Themed {}\n\nfinal class Theme: Themed {}\n", path: "Shared/Theme.swift")
        ]
        let model = ArchitectureModel(files: files, layers: policy.layers)
        let explanation = TypeExplanation(model: model, policy: policy, root: "App")
        XCTAssertEqual(
            explanation.render(explanation.symbols(named: "Theme")),
            """
            class Theme
              declared:    App/Shared/Theme.swift:3:7
              layer:       no layer (no path glob matches 'Shared/Theme.swift')
              conforms to:
                protocol Themed in 'no layer', by the declaration at App/Shared/Theme.swift:3:7
              referenced:  nowhere

            """)
    }

    func testLocationArguments() {
        XCTAssertNil(ViolationExplanation.location("LoginUseCase"))
        XCTAssertNil(ViolationExplanation.location("a.swift:x"))
        let withColumn = ViolationExplanation.location("C:/a.swift:3:9")
        XCTAssertEqual(withColumn?.path, "C:/a.swift")
        XCTAssertEqual(withColumn?.line, 3)
        XCTAssertEqual(withColumn?.column, 9)
    }
}

import LayerRules
import SwiftScanner
import XCTest

final class RuleEngineTests: XCTestCase {
    private let dependencies = RuleConfiguration(
        id: "dependency-direction",
        kind: .dependencies(allow: ["Domain": [], "Data": ["Domain"], "Presentation": ["Domain"], "App": ["*"]]))
    private let references = RuleConfiguration(
        id: "no-ui-in-domain", kind: .references(layers: ["Domain"], deny: ["UI*"]))
    private let construction = RuleConfiguration(
        id: "inject-dont-construct",
        kind: .construction(layers: ["Domain", "Presentation"], denyImplementations: true, denyLayers: ["Data"]))
    private let symbols = RuleConfiguration(
        id: "no-singletons", severity: .warning, kind: .symbols(layers: ["Domain"], deny: ["UIApplication.shared"]))

    private func evaluate(_ files: [FileFacts], rules: [RuleConfiguration], strict: Bool = false) -> [String] {
        let policy = Policy(layers: cleanLayers, rules: rules)
        return lines(RuleEngine.evaluate(policy: policy, files: files, root: ".", strict: strict).violations)
    }

    /// The findings as `rule-id path:line:column`, for the tests about what is found where.
    private func sites(_ files: [FileFacts], rules: [RuleConfiguration], strict: Bool = false) -> [String] {
        let policy = Policy(layers: cleanLayers, rules: rules)
        return LayerRulesTests.sites(
            RuleEngine.evaluate(policy: policy, files: files, root: ".", strict: strict).violations)
    }

    private let dataClient = FileFacts(
        path: "Data/APIClient.swift", declarations: [declaration(.class, "APIClient", at: 1, 7)])

    func testEachFilesFindingsComeRuleByRuleAcrossBatchesOfFiles() {
        // 150 files: the rules run over batches of 64 files; within a file the first rule's findings come first,
        // so a limit of one finding per file keeps the imports rule's and drops the references rule's.
        let files = (0..<150).map { index in
            SourceScanner.scan(
                "import UIKit\nstruct Order\(index) {\n    let view: UIView\n}\n",
                path: "Domain/Order\(index).swift")
        }
        let rules = [
            RuleConfiguration(id: "domain-imports", kind: .imports(layers: ["Domain"], allow: nil, deny: ["UIKit"])),
            references,
        ]
        let policy = Policy(layers: cleanLayers, rules: rules)
        let all = RuleEngine.evaluate(policy: policy, files: files, root: ".", strict: false)
        XCTAssertEqual(all.violations.count, 300)
        let limited = RuleEngine.evaluate(
            policy: policy, files: files, root: ".", strict: false, limits: FindingLimits(perFile: 1, perRun: 1000))
        XCTAssertEqual(limited.violations.map(\.ruleID), Array(repeating: "domain-imports", count: 150))
        XCTAssertEqual(Set(limited.violations.map(\.path)), Set(files.map(\.path)))
        XCTAssertEqual(
            limited.droppedPerFile.map(\.path), limited.model.files.map(\.path), "every file, in model order")
        XCTAssertEqual(Set(limited.droppedPerFile.map(\.count)), [1])
    }

    func testThePerFileLimitCountsEveryRulesFindingsInPolicyOrder() {
        // Each reference to the DTO is found by the dependencies rule (listed first) and by the references rule
        // (which folding keeps). With room for four, the limit keeps the dependencies rule's three and the
        // references rule's first, as the rules come in the policy, whatever order they run in.
        let profile = SourceScanner.scan(
            "struct Profile {\n    let a: UserDTO\n    let b: UserDTO\n    let c: UserDTO\n}\n",
            path: "Domain/Profile.swift")
        let dto = SourceScanner.scan("struct UserDTO {}\n", path: "Data/UserDTO.swift")
        let noDTO = RuleConfiguration(id: "no-dto", kind: .references(layers: ["Domain"], deny: ["*DTO"]))
        let policy = Policy(layers: cleanLayers, rules: [dependencies, noDTO])
        let limited = RuleEngine.evaluate(
            policy: policy, files: [profile, dto], root: ".", strict: false,
            limits: FindingLimits(perFile: 4, perRun: 1000))
        XCTAssertEqual(
            LayerRulesTests.sites(limited.violations),
            [
                "no-dto Domain/Profile.swift:2:12", "dependency-direction Domain/Profile.swift:3:12",
                "dependency-direction Domain/Profile.swift:4:12",
            ])
        XCTAssertEqual(limited.droppedPerFile.map(\.count), [2])
        let all = RuleEngine.evaluate(policy: policy, files: [profile, dto], root: ".", strict: false)
        XCTAssertEqual(
            LayerRulesTests.sites(all.violations),
            [
                "no-dto Domain/Profile.swift:2:12", "no-dto Domain/Profile.swift:3:12",
                "no-dto Domain/Profile.swift:4:12",
            ])
        XCTAssertEqual(all.droppedPerFile.count, 0)
    }

    func testEachReferenceSiteOfAForbiddenLayerIsReported() {
        let useCase = FileFacts(
            path: "Domain/LoginUseCase.swift",
            declarations: [declaration(.class, "LoginUseCase", at: 1, 7)],
            references: [reference("APIClient", at: 2, 17, in: 0), reference("APIClient", at: 3, 20, in: 0)])
        XCTAssertEqual(
            sites([useCase, dataClient], rules: [dependencies]),
            [
                "dependency-direction Domain/LoginUseCase.swift:2:17",
                "dependency-direction Domain/LoginUseCase.swift:3:20",
            ])
    }

    /// A scene's builder names every type it wires: two or more mentions of a forbidden layer in one composer
    /// are one finding at its declaration, naming the first types and the count; a single mention stays where
    /// it is, with the usual message.
    func testWhatAComposerWiresIsReportedOnceAtItsDeclaration() {
        let files = [
            SourceScanner.scan(
                "final class APIClient {}\nfinal class RemoteOrders {}\nfinal class OrderCache {}\n"
                    + "final class OrderStore {}\n",
                path: "Data/Orders.swift"),
            SourceScanner.scan(
                """
                enum OrdersSceneBuilder {
                    static func build() -> Any {
                        let client = APIClient()
                        let cache: OrderCache = OrderCache()
                        return (RemoteOrders(client: client), OrderStore(cache: cache), APIClient())
                    }
                }

                enum BadgeFactory {
                    static func badge(for client: APIClient) -> String { "" }
                }

                """,
                path: "Presentation/Orders/OrdersSceneBuilder.swift"),
        ]
        XCTAssertEqual(
            evaluate(files, rules: [dependencies]),
            [
                "Presentation/Orders/OrdersSceneBuilder.swift:1:1: [dependency-direction] 'OrdersSceneBuilder' in "
                    + "'Presentation' names 4 types of 'Data' ('APIClient', 'OrderCache', 'RemoteOrders', …) in 6 "
                    + "places, which its policy does not allow; a builder, configurator or factory that wires its "
                    + "scene belongs in the composition root; otherwise depend on a protocol declared in "
                    + "'Presentation' or 'Domain' and inject the implementation from the composition root",
                "Presentation/Orders/OrdersSceneBuilder.swift:10:35: [dependency-direction] 'Presentation' depends "
                    + "on 'APIClient' from 'Data', which its policy does not allow; depend on a protocol declared in "
                    + "'Presentation' or 'Domain' and inject the implementation from the composition root",
            ])
    }

    func testTheMostSpecificRuleWinsOnOneToken() {
        let screen = FileFacts(
            path: "Presentation/Screen.swift",
            declarations: [declaration(.struct, "Screen", at: 1, 8)],
            references: [reference("APIClient", at: 2, 18, in: 0)],
            constructions: [Construction(typeName: "APIClient", position: position(2, 18), enclosing: 0)])
        let user = FileFacts(
            path: "Domain/User.swift",
            declarations: [declaration(.struct, "User", at: 1, 8)],
            references: [reference("UIApplication", at: 2, 17, in: 0)],
            memberUses: [
                MemberUse(typeName: "UIApplication", member: "shared", position: position(2, 17), enclosing: 0)
            ])
        XCTAssertEqual(
            sites([screen, user, dataClient], rules: [dependencies, references, construction, symbols]),
            ["no-singletons Domain/User.swift:2:17", "inject-dont-construct Presentation/Screen.swift:2:18"])
    }

    func testSuppressionsSilenceFindingsAndReportTheirOwnProblems() {
        let useCase = FileFacts(
            path: "Domain/LoginUseCase.swift",
            declarations: [declaration(.class, "LoginUseCase", at: 1, 7)],
            references: [
                reference("APIClient", at: 3, 17, in: 0), reference("APIClient", at: 4, 17, in: 0),
                reference("UIImage", at: 6, 17, in: 0), reference("UIColor", at: 7, 17, in: 0),
            ],
            directives: [
                CommentDirective(
                    text: "disable:next dependency-direction -- legacy client", position: position(2, 5),
                    isTrailing: false),
                CommentDirective(
                    text: "disable:this dependency-direction", position: position(4, 40), isTrailing: true),
                CommentDirective(
                    text: "disable:next no-ui-in-domian -- typo", position: position(5, 5), isTrailing: false),
                CommentDirective(text: "disable:this all -- colors", position: position(7, 40), isTrailing: true),
                CommentDirective(
                    text: "disable:next no-ui-in-domain -- nothing here", position: position(8, 5), isTrailing: false),
            ])
        let expected = [
            "Domain/LoginUseCase.swift:4:40: [suppression] suppression of 'dependency-direction' gives no reason; "
                + "add one after '--'",
            "Domain/LoginUseCase.swift:5:5: [suppression] suppression names unknown rule 'no-ui-in-domian'; use one "
                + "of the rule ids in the policy; did you mean 'no-ui-in-domain'?",
            "Domain/LoginUseCase.swift:6:17: [no-ui-in-domain] 'Domain' references 'UIImage', which its policy "
                + "forbids ('UI*'); keep 'UIImage' out of 'Domain' and convert at the layer boundary",
        ]
        XCTAssertEqual(evaluate([useCase, dataClient], rules: [dependencies, references]), expected)
        XCTAssertEqual(
            evaluate([useCase, dataClient], rules: [dependencies, references], strict: true),
            expected + [
                "Domain/LoginUseCase.swift:8:5: [suppression] suppression of 'no-ui-in-domain' suppresses nothing; "
                    + "remove it"
            ])
    }

    func testAFileLevelSuppressionCoversTheWholeFile() {
        let useCase = FileFacts(
            path: "Domain/LoginUseCase.swift",
            declarations: [declaration(.class, "LoginUseCase", at: 2, 7)],
            references: [reference("APIClient", at: 3, 17, in: 0), reference("APIClient", at: 9, 17, in: 0)],
            directives: [
                CommentDirective(
                    text: "disable dependency-direction -- migrating", position: position(1, 1), isTrailing: false)
            ])
        XCTAssertEqual(evaluate([useCase, dataClient], rules: [dependencies], strict: true), [])
    }

    func testConformanceAndDeclarationsReportAtTheDeclaration() {
        let files = [
            FileFacts(
                path: "Data/Repositories.swift",
                declarations: [
                    declaration(.protocol, "UserRepository", at: 1, 1),
                    declaration(.class, "RemoteUserRepository", at: 2, 7, inherits: ["UserRepository"]),
                ]),
            FileFacts(
                path: "Domain/FetchUser.swift", declarations: [declaration(.struct, "FetchUser", at: 1, 8)],
                references: [reference("UserRepository", at: 2, 21, in: 0)]),
        ]
        let rules = [
            RuleConfiguration(
                id: "data-implements-domain",
                kind: .conformance(layers: ["Data"], types: ["*Repository"], mustConformTo: ["Domain"])),
            RuleConfiguration(
                id: "contracts-live-in-domain", kind: .declarations(protocols: ["*Repository"], layers: ["Domain"])),
        ]
        XCTAssertEqual(
            sites(files, rules: rules),
            [
                "contracts-live-in-domain Data/Repositories.swift:1:1",
                "data-implements-domain Data/Repositories.swift:2:7",
            ])
    }

    func testACycleIsReportedOnceAtItsFirstEvidence() {
        let files = [
            FileFacts(
                path: "Domain/User.swift", declarations: [declaration(.struct, "User", at: 1, 8)],
                references: [reference("APIClient", at: 2, 17, in: 0)]),
            FileFacts(
                path: "Data/APIClient.swift", declarations: [declaration(.class, "APIClient", at: 1, 7)],
                references: [reference("User", at: 3, 15, in: 0), reference("User", at: 2, 15, in: 0)]),
        ]
        XCTAssertEqual(
            evaluate(files, rules: [RuleConfiguration(id: "acyclic-layers", kind: .acyclic)]),
            [
                "Data/APIClient.swift:2:15: [acyclic-layers] layers form a cycle: 'Data' -> 'Domain' -> 'Data' "
                    + "(Data -> Domain: 'User' at Data/APIClient.swift:2:15; Domain -> Data: 'APIClient' at "
                    + "Domain/User.swift:2:17); remove one of these dependencies"
            ])
    }

    func testImportingTheModuleOfAForbiddenLayerIsADependency() {
        var layers = cleanLayers
        layers[1].modules = ["Networking*"]
        let policy = Policy(layers: layers, rules: [dependencies])
        let file = FileFacts(
            path: "Domain/Sync.swift",
            imports: [
                ImportFact(module: "Foundation", position: position(1, 1)),
                ImportFact(module: "NetworkingKit", position: position(2, 1)),
            ])
        XCTAssertEqual(
            LayerRulesTests.sites(
                RuleEngine.evaluate(policy: policy, files: [file], root: ".", strict: false).violations),
            ["dependency-direction Domain/Sync.swift:2:1"])
    }

    func testAFileLevelSuppressionOfAllRules() {
        let user = FileFacts(
            path: "Domain/User.swift",
            declarations: [declaration(.struct, "User", at: 2, 8)],
            references: [reference("UIImage", at: 3, 17, in: 0), reference("APIClient", at: 4, 17, in: 0)],
            directives: [
                CommentDirective(text: "disable all -- generated", position: position(1, 1), isTrailing: false)
            ])
        XCTAssertEqual(evaluate([user, dataClient], rules: [dependencies, references], strict: true), [])
    }

    func testACycleThroughAForbiddenEdgeIsLeftToTheDependencyRule() {
        let files = [
            FileFacts(
                path: "Domain/User.swift", declarations: [declaration(.struct, "User", at: 1, 8)],
                references: [reference("APIClient", at: 2, 17, in: 0)]),
            FileFacts(
                path: "Data/APIClient.swift", declarations: [declaration(.class, "APIClient", at: 1, 7)],
                references: [reference("User", at: 2, 15, in: 0)]),
        ]
        XCTAssertEqual(
            sites(files, rules: [RuleConfiguration(id: "acyclic-layers", kind: .acyclic), dependencies]),
            ["dependency-direction Domain/User.swift:2:17"])
    }

    func testACycleOfAllowedEdgesIsReportedOnceAtItsSmallestLayer() {
        let files = [
            FileFacts(
                path: "Domain/User.swift", declarations: [declaration(.struct, "User", at: 1, 8)],
                references: [reference("APIClient", at: 2, 17, in: 0)]),
            FileFacts(
                path: "Data/APIClient.swift", declarations: [declaration(.class, "APIClient", at: 1, 7)],
                references: [reference("User", at: 2, 15, in: 0)]),
        ]
        let permissive = RuleConfiguration(
            id: "dependency-direction", kind: .dependencies(allow: ["Domain": ["Data"], "Data": ["Domain"]]))
        XCTAssertEqual(
            evaluate(files, rules: [RuleConfiguration(id: "acyclic-layers", kind: .acyclic), permissive]),
            [
                "Data/APIClient.swift:2:15: [acyclic-layers] layers form a cycle: 'Data' -> 'Domain' -> 'Data' "
                    + "(Data -> Domain: 'User' at Data/APIClient.swift:2:15; Domain -> Data: 'APIClient' at "
                    + "Domain/User.swift:2:17); remove one of these dependencies"
            ])
    }

    func testALayerAndItsSubLayerNeverFormACycle() {
        let files = [
            FileFacts(
                path: "Presentation/LoginView.swift", declarations: [declaration(.struct, "LoginView", at: 1, 8)],
                references: [reference("LoginViewModel", at: 2, 20, in: 0)]),
            FileFacts(
                path: "Presentation/LoginViewModel.swift",
                declarations: [declaration(.class, "LoginViewModel", at: 1, 7)],
                references: [reference("Formatter", at: 2, 20, in: 0)]),
            FileFacts(
                path: "Presentation/Formatter.swift", declarations: [declaration(.struct, "Formatter", at: 1, 8)]),
        ]
        let allowBoth = RuleConfiguration(
            id: "dependency-direction",
            kind: .dependencies(allow: ["Presentation": ["ViewModels"], "ViewModels": ["Presentation"]]))
        XCTAssertEqual(
            evaluate(files, rules: [RuleConfiguration(id: "acyclic-layers", kind: .acyclic), allowBoth]), [])
    }
}

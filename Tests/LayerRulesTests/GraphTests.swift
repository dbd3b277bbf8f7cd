import LayerRules
import SwiftScanner
import XCTest

/// `archlint graph`: the layer and type graphs of a small tree, rendered as Mermaid and DOT.
final class GraphTests: XCTestCase {
    private let policy = Policy(
        layers: [
            LayerDefinition(name: "Domain", paths: ["**/Domain/**"]),
            LayerDefinition(name: "Data", paths: ["**/Data/**"]),
            LayerDefinition(name: "App", paths: ["**/App/**"], compositionRoot: true),
        ],
        rules: [
            RuleConfiguration(
                id: "dependency-direction", kind: .dependencies(allow: ["Domain": [], "Data": ["Domain"]]))
        ])

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
            "final class RemoteUserRepository: UserRepository {\n    let client = APIClient()\n"
                + "    func user() -> User { User(id: \"1\") }\n}\n"
        ),
        ("App/Container.swift", "struct Container {\n    let repository = RemoteUserRepository()\n}\n"),
    ]

    private func evaluate() -> EngineResult {
        let files = sources.map { SourceScanner.scan($0.1, path: $0.0) }
        return RuleEngine.evaluate(policy: policy, files: files, root: ".", strict: false)
    }

    private func layerGraph() -> GraphDocument {
        let result = evaluate()
        return LayerGraph.build(model: result.model, policy: policy, violations: result.violations)
    }

    func testLayerGraphAsMermaid() {
        XCTAssertEqual(
            MermaidRenderer.render(layerGraph()),
            """
            flowchart LR
                n_Domain["Domain<br/>3 files, 3 declarations"]
                n_Data["Data<br/>2 files, 2 declarations"]
                n_App["App<br/>1 file, 1 declaration"]
                n_Domain -->|"1 reference, 1 violation"| n_Data
                n_Data -->|"3 references"| n_Domain
                n_App -->|"1 reference"| n_Data
                linkStyle 0 stroke:red,color:red

            """)
    }

    func testLayerGraphAsDOT() {
        XCTAssertEqual(
            DOTRenderer.render(layerGraph()),
            """
            digraph archlint {
                rankdir=LR;
                node [shape=box];
                "n_Domain" [label="Domain\\n3 files, 3 declarations"];
                "n_Data" [label="Data\\n2 files, 2 declarations"];
                "n_App" [label="App\\n1 file, 1 declaration"];
                "n_Domain" -> "n_Data" [label="1 reference, 1 violation", color=red, fontcolor=red];
                "n_Data" -> "n_Domain" [label="3 references"];
                "n_App" -> "n_Data" [label="1 reference"];
            }

            """)
    }

    func testTypeGraphOfOneLayerAsMermaid() {
        let result = evaluate()
        let graph = TypeGraph.build(model: result.model, policy: policy, layer: result.model.catalog.id("Domain")!)
        XCTAssertEqual(
            MermaidRenderer.render(graph),
            """
            flowchart LR
                n_external["external types"]
                subgraph g_Domain["Domain"]
                    n_LoginUseCase["LoginUseCase"]
                    n_User["User"]
                    n_UserRepository["UserRepository"]
                end
                subgraph g_Data["Data"]
                    n_APIClient["APIClient"]
                end
                n_LoginUseCase -->|"1 reference"| n_UserRepository
                n_LoginUseCase -->|"1 reference"| n_APIClient
                n_User -->|"1 reference"| n_external
                n_UserRepository -->|"1 reference"| n_User
                linkStyle 1 stroke:red,color:red

            """)
    }

    func testTypeGraphOfOneLayerAsDOT() {
        let result = evaluate()
        let graph = TypeGraph.build(model: result.model, policy: policy, layer: result.model.catalog.id("Data")!)
        XCTAssertEqual(
            DOTRenderer.render(graph),
            """
            digraph archlint {
                rankdir=LR;
                node [shape=box];
                subgraph "cluster_Data" {
                    label="Data";
                    "n_APIClient" [label="APIClient"];
                    "n_RemoteUserRepository" [label="RemoteUserRepository"];
                }
                subgraph "cluster_Domain" {
                    label="Domain";
                    "n_UserRepository" [label="UserRepository"];
                    "n_User" [label="User"];
                }
                "n_RemoteUserRepository" -> "n_UserRepository" [label="1 reference"];
                "n_RemoteUserRepository" -> "n_APIClient" [label="1 reference"];
                "n_RemoteUserRepository" -> "n_User" [label="2 references"];
            }

            """)
    }

    func testLabelsAndIdentifiersAreEscaped() {
        var graph = GraphDocument()
        let first = graph.addNode(named: "end", label: ["a \"quoted\" <b> & #1", "back\\slash"])
        let second = graph.addNode(named: "end", label: ["Feature/Login"])
        graph.edges.append(GraphDocument.Edge(from: first, to: second, label: "say \"hi\"", forbidden: true))
        XCTAssertEqual(
            MermaidRenderer.render(graph),
            """
            flowchart LR
                n_end["a #quot;quoted#quot; #lt;b#gt; #amp; #35;1<br/>back\\slash"]
                n_end_2["Feature/Login"]
                n_end -->|"say #quot;hi#quot;"| n_end_2
                linkStyle 0 stroke:red,color:red

            """)
        XCTAssertEqual(
            DOTRenderer.render(graph),
            """
            digraph archlint {
                rankdir=LR;
                node [shape=box];
                "n_end" [label="a \\"quoted\\" <b> & #1\\nback\\\\slash"];
                "n_end_2" [label="Feature/Login"];
                "n_end" -> "n_end_2" [label="say \\"hi\\"", color=red, fontcolor=red];
            }

            """)
    }

    func testWithoutADependenciesRuleNoEdgeIsForbidden() {
        let open = Policy(layers: policy.layers, rules: [])
        let files = sources.map { SourceScanner.scan($0.1, path: $0.0) }
        let result = RuleEngine.evaluate(policy: open, files: files, root: ".", strict: false)
        let graph = LayerGraph.build(model: result.model, policy: open, violations: result.violations)
        XCTAssertEqual(graph.edges.map(\.label), ["1 reference", "3 references", "1 reference"])
        XCTAssertFalse(graph.edges.contains(where: \.forbidden))
    }
}

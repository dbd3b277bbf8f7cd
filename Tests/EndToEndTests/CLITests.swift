import Foundation
import LayerRules
import TestSupport
import XCTest

/// The command line around the commands: dispatch, version, graph, explain, init, colour and quiet output.
final class CLITests: XCTestCase {
    /// Where the commands that need no files run.
    private static let directory = FileManager.default.temporaryDirectory

    private static let policy = """
        {
          "version": 1,
          "layers": [
            {"name": "Domain", "paths": ["**/Domain/**"]},
            {"name": "Data", "paths": ["**/Data/**"]},
            {"name": "App", "paths": ["**/App/**"], "compositionRoot": true}
          ],
          "rules": [
            {"id": "dependency-direction", "kind": "dependencies", "allow": {"Domain": [], "Data": ["Domain"]}}
          ]
        }

        """

    private func tree() throws -> TemporaryTree {
        try TemporaryTree([
            "rules.json": Self.policy,
            "Domain/User.swift": "struct User {}\n",
            "Domain/LoginUseCase.swift": "final class LoginUseCase {\n    let client: APIClient\n}\n",
            "Data/APIClient.swift": "final class APIClient {\n    func user() -> User { User() }\n}\n",
            "App/Container.swift": "struct Container {\n    let client = APIClient()\n}\n",
        ])
    }

    func testVersion() throws {
        let result = Archlint.run(["--version"], in: Self.directory)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "archlint \(ArchlintVersion.current)\n")
    }

    func testNoCommandPrintsTheUsageAndFails() throws {
        let usage = Archlint.run(["--help"], in: Self.directory).stdout
        let result = Archlint.run([], in: Self.directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, usage)
    }

    func testUnknownCommandSuggestsTheClosestOne() throws {
        let usage = Archlint.run(["--help"], in: Self.directory).stdout
        let result = Archlint.run(["chek"], in: Self.directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "archlint: error: unknown command 'chek'; did you mean 'check'?\n\n" + usage)
        let option = Archlint.run(["--verison"], in: Self.directory)
        XCTAssertEqual(option.status, 2)
        XCTAssertTrue(
            option.stderr.hasPrefix("archlint: error: unknown option '--verison'; did you mean '--version'?\n"))
        let help = Archlint.run(["help", "grahp"], in: Self.directory)
        XCTAssertEqual(help.status, 2)
        XCTAssertEqual(help.stderr, "archlint: error: unknown command 'grahp'; did you mean 'graph'?\n")
    }

    /// The command's side of the DOT graph: which nodes and edges reach standard output (the text itself is
    /// compared whole in `GraphTests`).
    func testGraphOfLayersAsDOT() throws {
        let tree = try tree()
        let result = Archlint.run(["graph", "--format", "dot"], in: tree.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let lines = result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(lines.first, "digraph archlint {")
        XCTAssertEqual(lines.last, "}")
        func quoted(_ line: String) -> [String] {
            line.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
                .map { String($0.element) }
        }
        let nodes = lines.filter { $0.hasPrefix("\"n_") && !$0.contains("->") }.map { quoted($0)[0] }
        XCTAssertEqual(nodes, ["n_Domain", "n_Data", "n_App"])
        let edges = lines.filter { $0.contains(" -> ") }
        XCTAssertEqual(
            edges.map { quoted($0).prefix(2).joined(separator: " -> ") },
            [
                "n_Domain -> n_Data", "n_Data -> n_Domain", "n_App -> n_Data",
            ])
        XCTAssertEqual(edges.map { $0.contains("color=red") }, [true, false, false])
    }

    func testGraphOfTypesToAFile() throws {
        let tree = try tree()
        let result = Archlint.run(
            ["graph", ".", "--level=types", "--layer", "Data", "--output", "graph.mmd"], in: tree.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(
            try tree.read("graph.mmd"),
            """
            flowchart LR
                subgraph g_Data["Data"]
                    n_APIClient["APIClient"]
                end
                subgraph g_Domain["Domain"]
                    n_User["User"]
                end
                n_APIClient -->|"2 references"| n_User

            """)
    }

    func testGraphUsageErrors() throws {
        let tree = try tree()
        let cases: [([String], String)] = [
            (["graph", "--format", "mermiad"], "archlint: error: unknown format 'mermiad'; did you mean 'mermaid'?\n"),
            (["graph", "--level", "type"], "archlint: error: unknown level 'type'; did you mean 'types'?\n"),
            (["graph", "--level", "types"], "archlint: error: '--level types' needs '--layer NAME'\n"),
            (
                ["graph", "--level", "types", "--layer", "Domian"],
                "archlint: error: unknown layer 'Domian'; did you mean 'Domain'?\n"
            ),
        ]
        for (arguments, message) in cases {
            let result = Archlint.run(arguments, in: tree.url)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stderr, message, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
        }
    }

    /// Two apps side by side, no manifest or project: one module to archlint, declaring `APIClient` twice.
    func testExplainShowsTheNearestOfTwoDeclarationsInTheModuleWasTaken() throws {
        let tree = try TemporaryTree([
            "rules.json": Self.policy,
            "Checkout/Domain/PayUseCase.swift": "final class PayUseCase {\n    let client: APIClient\n}\n",
            "Checkout/Data/APIClient.swift": "final class APIClient {}\n",
            "Profile/Domain/APIClient.swift": "protocol APIClient {}\n",
        ])
        defer { tree.remove() }
        let location = Archlint.run(["explain", "Checkout/Domain/PayUseCase.swift:2"], in: tree.url)
        XCTAssertEqual(location.status, 0, location.stderr)
        XCTAssertTrue(
            location.stdout.hasSuffix(
                "names on line 2:\n"
                    + "  'APIClient' -> class APIClient (Checkout/Data/APIClient.swift:1) in the tree's one module: "
                    + "declared in the file's own module; APIClient (Profile/Domain/APIClient.swift:1) is declared "
                    + "farther from the file\n"), location.stdout)
        XCTAssertTrue(
            location.stdout.hasPrefix(
                "Checkout/Domain/PayUseCase.swift:2:17: error: 'Domain' depends on 'APIClient' from 'Data'"),
            location.stdout)
    }

    func testExplainEachKindOfArgument() throws {
        let tree = try tree()
        let rule = Archlint.run(["explain", "dependency-direction"], in: tree.url)
        XCTAssertEqual(rule.status, 0)
        XCTAssertTrue(rule.stdout.hasPrefix("rule 'dependency-direction': dependencies, error (rules.json:9:5)\n"))
        let location = Archlint.run(["explain", "Domain/LoginUseCase.swift:2"], in: tree.url)
        XCTAssertEqual(location.status, 0, location.stderr)
        XCTAssertEqual(
            location.stdout,
            "Domain/LoginUseCase.swift:2:17: error: 'Domain' depends on 'APIClient' from 'Data', which its policy "
                + "does not allow; depend on a protocol declared in 'Domain' and inject the implementation from the "
                + "composition root [dependency-direction]\n"
                + "  code:        in class LoginUseCase (Domain/LoginUseCase.swift:1:7), in 'Domain' (path glob "
                + "'**/Domain/**')\n"
                + "  reference:   'APIClient' resolves to class APIClient (Data/APIClient.swift:1:7), in 'Data' "
                + "(path glob '**/Data/**')\n"
                + "  rule:        'dependency-direction' (dependencies) {\"allow\": {\"Domain\": [], \"Data\": "
                + "[\"Domain\"]}}\n"
                + "  allowed:     'Domain' may depend on no other layer by 'dependency-direction'\n\n"
                + "names on line 2:\n"
                + "  'APIClient' -> class APIClient (Data/APIClient.swift:1) in the tree's one module: declared in the "
                + "file's own module\n")
        let type = Archlint.run(["explain", "APIClient"], in: tree.url)
        XCTAssertEqual(type.status, 0)
        XCTAssertEqual(
            type.stdout,
            """
            class APIClient
              declared:    Data/APIClient.swift:1:7
              layer:       'Data' (path glob '**/Data/**')
              conforms to: nothing
              referenced:  2 times
                from 'Domain': 1 (Domain/LoginUseCase.swift:2:17)
                from 'App': 1 (App/Container.swift:2:18)

            """)
    }

    func testExplainUnknownArgumentSuggestsAndFails() throws {
        let tree = try tree()
        let typo = Archlint.run(["explain", "APIClent"], in: tree.url)
        XCTAssertEqual(typo.status, 2)
        XCTAssertEqual(typo.stderr, "archlint: error: no rule or type named 'APIClent'; did you mean 'APIClient'?\n")
        let rule = Archlint.run(["explain", "dependency-directon"], in: tree.url)
        XCTAssertEqual(
            rule.stderr,
            "archlint: error: no rule or type named 'dependency-directon'; did you mean 'dependency-direction'?\n")
        let clean = Archlint.run(["explain", "Domain/User.swift:1"], in: tree.url)
        XCTAssertEqual(clean.status, 2)
        XCTAssertEqual(clean.stderr, "archlint: error: no violation at 'Domain/User.swift:1'\n")
        let missing = Archlint.run(["explain"], in: tree.url)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "archlint: error: 'explain' needs a rule id, a path:line or a type name\n")
    }

    func testInitWritesAPolicyThatCheckUsesAndRefusesToOverwrite() throws {
        let tree = try TemporaryTree([
            "Sources/Domain/User.swift": "struct User {}\n",
            "Sources/Data/UserDTO.swift": "struct UserDTO {}\n",
            "Sources/Presentation/LoginViewModel.swift": "final class LoginViewModel {\n    let user: UserDTO\n}\n",
        ])
        let first = Archlint.run(["init"], in: tree.url)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(
            first.stdout,
            """
            wrote 'rules.json' with 4 layers and 13 rules
            layers inferred:
              Domain: from folder Sources/Domain (1 file)
              Data: from folder Sources/Data (1 file)
              Presentation: from folder Sources/Presentation (1 file)
              ViewModels: from 1 type named *ViewModel or *ViewModel{Protocol,Protocols,Type,Interface,Contract,Impl,Implementation,Action,Actions,Input,Inputs,Output,Outputs,State,Delegate,Error,Route,Loading,Observer} or *Reactor or *VM
            policy: rules.json
            layer 'Domain': 1 file, 1 declaration
            layer 'Data': 1 file, 1 declaration
            layer 'Presentation': 1 file, 0 declarations
            layer 'ViewModels' (within 'Presentation'): 0 files, 1 declaration
            no layer: 0 files, 0 declarations

            """)
        let written = try tree.read("rules.json")
        XCTAssertTrue(
            written.contains(
                #"    {"name": "ViewModels", "types": ["*ViewModel", "*ViewModel{Protocol,Protocols,Type,Interface,Contract,Impl,Implementation,Action,Actions,Input,Inputs,Output,Outputs,State,Delegate,Error,Route,Loading,Observer}", {"pattern": "*Reactor", "kinds": ["class", "struct", "actor"]}, {"pattern": "*VM", "kinds": ["class", "struct", "actor"]}], "within": "Presentation", "alsoOutsideLayers": true}"#
                    + "\n"))
        let check = Archlint.run(["check"], in: tree.url)
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stdout.contains("[no-dto-outside-data]"), check.stdout)

        try tree.write("rules.json", "{}\n")
        let refused = Archlint.run(["init"], in: tree.url)
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.stderr, "archlint: error: 'rules.json' already exists; use --force to overwrite\n")
        XCTAssertEqual(try tree.read("rules.json"), "{}\n")
        let forced = Archlint.run(["init", "--force"], in: tree.url)
        XCTAssertEqual(forced.status, 0)
        XCTAssertEqual(try tree.read("rules.json"), written)
    }

    func testInitIntoAnotherFileAndOnATreeWithNothingToFind() throws {
        let tree = try TemporaryTree([
            "Project/Domain/User.swift": "struct User {}\n", "Other/Thing.swift": "struct Thing {}\n",
        ])
        let result = Archlint.run(["init", "Project", "--output", "policy.json"], in: tree.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("wrote 'policy.json' with 1 layer and 10 rules\n"), result.stdout)
        let existing = Archlint.run(["init", "Project", "--output", "policy.json"], in: tree.url)
        XCTAssertEqual(existing.stderr, "archlint: error: 'policy.json' already exists; use --force to overwrite\n")
        let nothing = Archlint.run(["init", "Other"], in: tree.url)
        XCTAssertEqual(nothing.status, 2)
        XCTAssertEqual(
            nothing.stderr,
            "archlint: error: found no layer folders (Domain, Data, Presentation, Application, …), targets or "
                + "composition-root types under 'Other'; write rules.json by hand (see docs/rules-json.md)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree.root + "/Other/rules.json"))
    }

    func testColourIsForcedByFlagAndOffInAPipe() throws {
        let tree = try tree()
        let plain = Archlint.run(["check"], in: tree.url)
        XCTAssertEqual(plain.status, 1)
        XCTAssertFalse(plain.stdout.contains("\u{1B}["))
        let coloured = Archlint.run(
            ["check", "--color"], in: tree.url, environment: ProcessRunner.environment(["NO_COLOR": "1"]))
        XCTAssertTrue(
            coloured.stdout.hasPrefix(
                "\u{1B}[1mDomain/LoginUseCase.swift:2:17\u{1B}[0m: \u{1B}[1;31merror:\u{1B}[0m 'Domain' depends on"),
            coloured.stdout)
        let off = Archlint.run(["check", "--color", "--no-color"], in: tree.url)
        XCTAssertEqual(off.stdout, plain.stdout)
    }

    func testQuietPrintsOnlyTheViolations() throws {
        let tree = try tree()
        try tree.write("Data/Broken.swift", "let text = \"open\n")
        let quiet = Archlint.run(["check", "--quiet"], in: tree.url)
        XCTAssertEqual(quiet.status, 1)
        XCTAssertEqual(FindingSites.of(quiet.stdout), ["dependency-direction Domain/LoginUseCase.swift:2:17"])
        XCTAssertEqual(quiet.stdout.split(separator: "\n", omittingEmptySubsequences: false).count, 2, quiet.stdout)
        XCTAssertTrue(
            quiet.stderr.contains("Data/Broken.swift:1:12: warning: unterminated string literal"), quiet.stderr)
        let json = Archlint.run(["check", "--quiet", "--format", "json"], in: tree.url)
        XCTAssertFalse(json.stderr.contains("violation"), json.stderr)
    }

    func testRenderedDOTIsValidForGraphviz() throws {
        let dot = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let dot else {
            if ProcessInfo.processInfo.environment["CI"] != nil { XCTFail("Graphviz 'dot' is not installed") }
            throw XCTSkip("Graphviz 'dot' is not installed")
        }
        let tree = try tree()
        for level in [["--level", "layers"], ["--level", "types", "--layer", "Domain"]] {
            let graph = Archlint.run(["graph", "--format", "dot", "--output", "graph.dot"] + level, in: tree.url)
            XCTAssertEqual(graph.status, 0, graph.stderr)
            let rendered = ProcessRunner.run(
                URL(fileURLWithPath: dot), ["-Tsvg", "-o", tree.path("graph.svg"), tree.path("graph.dot")])
            XCTAssertEqual(rendered.status, 0, "\(level): \(rendered.stderr)")
            XCTAssertTrue(try tree.read("graph.svg").contains("<svg"))
        }
    }
}

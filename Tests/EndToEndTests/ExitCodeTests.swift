import TestSupport
import XCTest

/// The exit code of every command, decided in one place: 0 clean, 1 violations (only `check`: an error, or with
/// `--strict` any finding), 2 usage, configuration or I/O error.
final class ExitCodeTests: XCTestCase {
    private static let policy = """
        {
          "version": 1,
          "layers": [
            {"name": "Domain", "paths": ["Domain/**"]},
            {"name": "Data", "paths": ["Data/**"]}
          ],
          "rules": [
            {"id": "dependency-direction", "kind": "dependencies", "allow": {"Domain": [], "Data": ["Domain"]}},
            {"id": "domain-imports", "kind": "imports", "severity": "warning", "layers": ["Domain"],
             "deny": ["UIKit"]}
          ]
        }

        """

    /// A tree whose `Data` is clean, whose `Warned` file breaks only the warning rule and whose `Broken` file
    /// breaks the error rule; `bad/` holds a policy that does not parse.
    private func tree() throws -> TemporaryTree {
        try TemporaryTree([
            "app/rules.json": Self.policy,
            "app/Domain/User.swift": "struct User {}\n",
            "app/Domain/Warned.swift": "import UIKit\n\nstruct Warned {}\n",
            "app/Domain/Broken.swift": "struct Broken {\n    let client: APIClient\n}\n",
            "app/Data/APIClient.swift": "final class APIClient {\n    func user() -> User { User() }\n}\n",
            "bad/rules.json": "{\"version\": 1, \"layers\": [}",
            "bad/A.swift": "struct A {}\n",
        ])
    }

    private func assertExit(
        _ expected: Int32, _ arguments: [String], in tree: TemporaryTree, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let result = Archlint.run(arguments, in: tree.url)
        XCTAssertEqual(result.status, expected, "\(arguments): \(result.stderr)", file: file, line: line)
    }

    func testCheck() throws {
        let tree = try tree()
        try assertExit(0, ["check", "app/Data", "app/Domain/User.swift"], in: tree)
        try assertExit(0, ["check", "app/Domain/Warned.swift"], in: tree)
        try assertExit(1, ["check", "app/Domain/Warned.swift", "--strict"], in: tree)
        try assertExit(1, ["check", "app"], in: tree)
        try assertExit(1, ["check", "app", "--format", "sarif", "--quiet"], in: tree)
        try assertExit(2, ["check", "bad"], in: tree)
        try assertExit(2, ["check", "app", "app/Missing.swift"], in: tree)
        try assertExit(2, ["check", "app", "--report", "json:missing-folder/report.json"], in: tree)
        try assertExit(2, ["check", "app", "--baseline", "missing.json"], in: tree)
        try assertExit(2, ["check", "app", "--update-baseline"], in: tree)
        try assertExit(0, ["check", "app", "--explain-config"], in: tree)
    }

    func testCheckAfterABaseline() throws {
        let tree = try tree()
        try assertExit(0, ["baseline", "app", "--output", "base.json"], in: tree)
        try assertExit(0, ["check", "app", "--baseline", "base.json", "--strict"], in: tree)
        try tree.write("app/Domain/Later.swift", "struct Later {\n    let client: APIClient\n}\n")
        try assertExit(1, ["check", "app", "--baseline", "base.json"], in: tree)
    }

    func testBaseline() throws {
        let tree = try tree()
        try assertExit(0, ["baseline", "app", "--output", "base.json"], in: tree)
        try assertExit(2, ["baseline", "bad"], in: tree)
        try assertExit(2, ["baseline", "app", "app/Missing.swift"], in: tree)
        try assertExit(2, ["baseline", "app", "--output", "missing-folder/base.json"], in: tree)
    }

    func testGraph() throws {
        let tree = try tree()
        try assertExit(0, ["graph", "app"], in: tree)
        try assertExit(0, ["graph", "app", "--level", "types", "--layer", "Domain"], in: tree)
        try assertExit(2, ["graph", "app", "--level", "types", "--layer", "Nowhere"], in: tree)
        try assertExit(2, ["graph", "bad"], in: tree)
        try assertExit(2, ["graph", "app", "app/Missing.swift"], in: tree)
        try assertExit(2, ["graph", "app", "--output", "missing-folder/graph.mmd"], in: tree)
    }

    func testExplain() throws {
        let tree = try tree()
        try assertExit(0, ["explain", "dependency-direction", "app"], in: tree)
        try assertExit(0, ["explain", "app/Domain/Broken.swift:2", "app"], in: tree)
        try assertExit(0, ["explain", "Broken", "app"], in: tree)
        try assertExit(2, ["explain", "app/Domain/User.swift:9", "app"], in: tree)
        try assertExit(2, ["explain", "Nothing", "app"], in: tree)
        try assertExit(2, ["explain", "Broken", "bad"], in: tree)
    }

    func testFacts() throws {
        let tree = try tree()
        try assertExit(0, ["facts", "app"], in: tree)
        try assertExit(0, ["facts", "app", "--format", "text"], in: tree)
        try assertExit(2, ["facts", "app", "app/Missing.swift"], in: tree)
        try assertExit(2, ["facts", "--files-from", "missing.txt"], in: tree)
    }

    func testInit() throws {
        let tree = try tree()
        try assertExit(0, ["init", "app", "--output", "inferred.json"], in: tree)
        try assertExit(2, ["init", "app", "--output", "inferred.json"], in: tree)
        try assertExit(0, ["init", "app", "--output", "inferred.json", "--force"], in: tree)
        try assertExit(2, ["init", "bad"], in: tree)
    }

    func testHelpAndVersion() throws {
        let tree = try tree()
        for arguments in [
            ["--help"], ["-h"], ["help"], ["help", "graph"], ["graph", "-h"], ["--version"], ["version"],
        ] {
            try assertExit(0, arguments, in: tree)
        }
        try assertExit(2, ["help", "nothing"], in: tree)
        try assertExit(2, [], in: tree)
    }
}

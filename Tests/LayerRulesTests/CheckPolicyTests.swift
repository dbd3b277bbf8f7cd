import LayerRules
import SwiftScanner
import TestSupport
import XCTest

/// Policies found in the root, configuration errors, exclusion, strict mode and input problems.
final class CheckPolicyTests: XCTestCase {
    private static let policy = """
        {
          "version": 1,
          "exclude": ["**/Generated/**"],
          "layers": [
            {"name": "Domain", "paths": ["Core/Domain/**"]},
            {"name": "Data", "paths": ["Core/Data/**"]}
          ],
          "rules": [
            {"id": "layers", "kind": "dependencies", "allow": {"Domain": [], "Data": ["Domain"]},
             "hint": "ask the architecture group"},
            {"id": "no-ui", "kind": "references", "layers": ["Domain"], "deny": ["UI*"], "severity": "warning"}
          ]
        }
        """

    private let files = [
        "rules.json": policy,
        "Core/Domain/User.swift": """
        struct User {
            let client: APIClient  // archlint:disable:this layers -- tracked in ARCH-12
            let image: UIImage
            // archlint:disable:next no-ui -- nothing to suppress here
            let name: String
        }

        """,
        "Core/Data/APIClient.swift": "final class APIClient {\n    let user: User? = nil\n}\n",
        "Core/Domain/Generated/Mock.swift": "struct Mock {\n    let client: APIClient\n}\n",
    ]

    func testAPolicyInTheRootWithCustomHintsSeverityAndExclusion() throws {
        let tree = try TemporaryTree(files)
        let run = CheckRunner.run(CheckOptions(paths: [tree.root]))
        let outcome = try XCTUnwrap(run.outcome)
        XCTAssertEqual(outcome.policy.path, tree.root + "/rules.json")
        XCTAssertEqual(
            XcodeReporter().render(outcome),
            """
            \(tree.root)/Core/Domain/User.swift:3:16: warning: 'Domain' references 'UIImage', which its policy forbids ('UI*'); keep 'UIImage' out of 'Domain' and convert at the layer boundary [no-ui]
            1 violation (0 errors, 1 warning) in 2 files: no-ui 1

            """)
        XCTAssertEqual(run.outcome?.violations.map(\.severity), [.warning])
        XCTAssertEqual(outcome.rules.map(\.id), ["layers", "no-ui"])
    }

    func testStrictModeFailsOnWarningsAndReportsUnusedSuppressions() throws {
        let tree = try TemporaryTree(files)
        let run = CheckRunner.run(CheckOptions(paths: [tree.root], strict: true))
        let outcome = try XCTUnwrap(run.outcome)
        XCTAssertEqual(
            sites(outcome.violations),
            ["no-ui Core/Domain/User.swift:3:16", "suppression Core/Domain/User.swift:4:5"])
        XCTAssertEqual(outcome.violations.map(\.severity), [.warning, .warning])
    }

    func testAConfiguredHintReplacesTheDefaultHint() throws {
        var files = self.files
        files["Core/Domain/User.swift"] = "struct User {\n    let client: APIClient\n}\n"
        let tree = try TemporaryTree(files)
        let outcome = try XCTUnwrap(CheckRunner.run(CheckOptions(paths: [tree.root])).outcome)
        XCTAssertEqual(
            outcome.violations.map(\.message),
            ["'Domain' depends on 'APIClient' from 'Data', which its policy does not allow; ask the architecture group"]
        )
    }

    func testLayersMatchingAFileEquallyAreAConfigurationError() throws {
        var files = self.files
        files["rules.json"] = """
            {"version": 1, "layers": [{"name": "Domain", "paths": ["**/Domain/**"]}, {"name": "Kernel", "paths": ["*l/Domai?/**"]}],
             "rules": [{"id": "acyclic-layers", "kind": "acyclic"}]}
            """
        files["Kernel/Domain/Rules.swift"] = "struct Rules {}\n"
        let tree = try TemporaryTree(files)
        let run = CheckRunner.run(CheckOptions(paths: [tree.root]))
        XCTAssertNil(run.outcome)
        XCTAssertFalse(run.configErrors.isEmpty)
        XCTAssertEqual(
            run.configErrors,
            [
                "'Kernel/Domain/Rules.swift' matches layers 'Domain' and 'Kernel' equally ('**/Domain/**', "
                    + "'*l/Domai?/**'); make one pattern more specific"
            ])
    }

    func testAnInvalidPolicyIsAConfigurationError() throws {
        let tree = try TemporaryTree(["rules.json": "{\"version\": 1, \"layers\": []", "A.swift": "struct A {}\n"])
        let run = CheckRunner.run(CheckOptions(paths: [tree.root]))
        XCTAssertNil(run.outcome)
        XCTAssertFalse(run.configErrors.isEmpty)
        XCTAssertEqual(run.configErrors.count, 1)
        XCTAssertTrue(run.configErrors[0].hasPrefix(tree.root + "/rules.json:1:"), run.configErrors[0])
    }

    func testAMissingPathIsAFatalInputProblem() throws {
        let tree = try TemporaryTree(["Core/Domain/User.swift": "struct User {}\n"])
        let missing = tree.root + "/Missing.swift"
        let run = CheckRunner.run(CheckOptions(paths: [tree.root + "/Core", missing]))
        let outcome = try XCTUnwrap(run.outcome)
        XCTAssertEqual(
            outcome.problems,
            [InputProblem(path: missing, position: nil, message: "no such file or directory", isFatal: true)])
        XCTAssertEqual(outcome.root, ".")
        XCTAssertEqual(outcome.fileCount, 1)
    }

    func testExplainConfigCountsFilesAndDeclarationsPerLayer() throws {
        let tree = try TemporaryTree(files)
        let run = CheckRunner.run(CheckOptions(paths: [tree.root]))
        let model = try XCTUnwrap(run.model)
        let outcome = try XCTUnwrap(run.outcome)
        XCTAssertEqual(
            ConfigExplanation.render(model, policy: outcome.policy),
            """
            policy: \(tree.root)/rules.json
            layer 'Domain': 1 file, 1 declaration
            layer 'Data': 1 file, 1 declaration
            no layer: 0 files, 0 declarations

            """)
    }

    func testFilesInNoLayerAndPathGlobsMatchingNothingAreReported() throws {
        var files = self.files
        files["rules.json"] = """
            {"version": 1, "layers": [{"name": "Domain", "paths": ["Core/Domain/**", "Kernel/**"]}],
             "rules": [{"id": "acyclic-layers", "kind": "acyclic"}]}
            """
        files["Shared/Log.swift"] = "enum Log {}\n"
        let tree = try TemporaryTree(files)
        let run = CheckRunner.run(CheckOptions(paths: [tree.root], verbose: true))
        XCTAssertEqual(run.filesInNoLayer, ["Core/Data/APIClient.swift", "Shared/Log.swift"])
        XCTAssertEqual(CheckRunner.run(CheckOptions(paths: [tree.root])).filesInNoLayer, [], "found for --verbose only")
        XCTAssertEqual(run.warnings, [], "'Kernel/**' is one of Domain's folders; 'Core/Domain/**' matches")
        XCTAssertEqual(
            run.outcome?.violations.filter { $0.severity == .error }.count, 0,
            "unknown rules in suppressions are warnings")
    }

    func testALayerWhoseEveryPathGlobMatchesNothingIsOneWarning() throws {
        var files = self.files
        files["rules.json"] = """
            {"version": 1, "layers": [
              {"name": "Domain", "paths": ["Core/Domain/**"]},
              {"name": "App", "paths": ["**/Application/**", "**/DI/**", "**/Assembly/**", "**/Builder/**"]},
              {"name": "UI", "paths": ["Nowhere/**"]}],
             "rules": [{"id": "acyclic-layers", "kind": "acyclic"}]}
            """
        let tree = try TemporaryTree(files)
        let run = CheckRunner.run(CheckOptions(paths: [tree.root]))
        XCTAssertEqual(
            run.warnings,
            [
                "layer 'App': none of its path globs matches a scanned file: '**/Application/**', '**/DI/**', "
                    + "'**/Assembly/**' (+1 more)",
                "layer 'UI' path glob 'Nowhere/**' matches no scanned file",
            ])
    }
}

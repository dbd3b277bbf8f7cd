import LayerRules
import SwiftScanner
import TestSupport
import XCTest

/// Configuration errors and warnings as values, and the counts a check's exit code comes from.
final class DiagnosticTests: XCTestCase {
    func testEachProblemOfAnInvalidPolicyIsOneErrorAtItsPlace() throws {
        let tree = try TemporaryTree([
            "rules.json": """
            {"version": 1,
             "layers": [{"name": "Domain", "paths": ["Domain/**"]}],
             "rules": [{"id": "domain-imports", "kind": "imports", "layers": ["Dommain"], "deny": ["UIKit"]},
                       {"id": "no-cycles", "kind": "acylic"}]}
            """,
            "Domain/User.swift": "struct User {}\n",
        ])
        let run = CheckRunner.run(CheckOptions(paths: [tree.root]))
        XCTAssertNil(run.outcome)
        XCTAssertEqual(run.diagnostics.map(\.severity), [.error, .error])
        XCTAssertEqual(run.diagnostics.map(\.source), [.policy, .policy])
        XCTAssertEqual(
            run.diagnostics.map { $0.location.map { "\($0.line):\($0.column)" } }, ["3:67", "4:40"])
        XCTAssertEqual(
            run.diagnostics.map(\.message),
            [
                "unknown layer 'Dommain' in rule 'domain-imports'; did you mean 'Domain'?",
                "rule 'no-cycles' has unknown kind 'acylic'; did you mean 'acyclic'?",
            ])
        XCTAssertEqual(run.configErrors, run.diagnostics.map(\.description))
        XCTAssertEqual(run.configErrors.count, 2)
    }

    func testARuleThatCannotCheckTheTreeIsAWarningOfThatRule() throws {
        let tree = try TemporaryTree([
            "rules.json": """
            {"version": 1,
             "layers": [{"name": "Domain", "paths": ["Domain/**"]}, {"name": "Contracts", "paths": ["Contracts/**"]}],
             "rules": [{"id": "protocols-in-contracts", "kind": "declarations", "protocols": ["*Repository"],
                        "layers": ["Contracts"]}]}
            """,
            "Domain/UserRepository.swift": "protocol UserRepository {}\n",
        ])
        let run = CheckRunner.run(CheckOptions(paths: [tree.root]))
        let ruleWarnings = run.diagnostics.filter { $0.source == .rule("protocols-in-contracts") }
        XCTAssertEqual(ruleWarnings.map(\.severity), [.warning])
        XCTAssertEqual(
            ruleWarnings.map(\.message),
            [
                "rule 'protocols-in-contracts' is not checked: no scanned file or type is in 'Contracts', which it "
                    + "needs; give that layer 'paths' that match the code or remove the rule"
            ])
        XCTAssertEqual(
            run.diagnostics.filter { $0.source == .layers }.map(\.message),
            ["layer 'Contracts' path glob 'Contracts/**' matches no scanned file"])
        XCTAssertEqual(run.configErrors, [])
        XCTAssertFalse(run.diagnostics.contains { $0.source == .policy }, "a policy file of one's own: no init hint")
    }

    /// With the embedded policy, a tree whose folders it does not know gets the rules' warnings and, once, the way
    /// to a policy of its own.
    func testTheEmbeddedPolicyPointsToInitWhenItsLayersFindNoCode() throws {
        let tree = try TemporaryTree([
            "app/core/UserRepository.swift": "protocol UserRepository {}\n",
            "app/remote/RemoteUserRepository.swift": "final class RemoteUserRepository: UserRepository {}\n",
        ])
        let run = CheckRunner.run(CheckOptions(paths: [tree.root]))
        XCTAssertEqual(
            run.diagnostics.map { "\($0.severity): \($0.message)" },
            [
                "warning: rule 'data-implements-domain' is not checked: no scanned file or type is in 'Domain', which "
                    + "it needs; give that layer 'paths' that match the code or remove the rule",
                "warning: rule 'contracts-live-in-domain' is not checked: no scanned file or type is in 'Domain', "
                    + "which it needs; give that layer 'paths' that match the code or remove the rule",
                "warning: the embedded default policy knows none of this tree's folders for those layers; 'archlint "
                    + "init' writes a rules.json from the tree's own folders, targets and type names",
            ])
        let known = try TemporaryTree(["Domain/UserRepository.swift": "protocol UserRepository {}\n"])
        XCTAssertEqual(CheckRunner.run(CheckOptions(paths: [known.root])).diagnostics, [])
    }
}

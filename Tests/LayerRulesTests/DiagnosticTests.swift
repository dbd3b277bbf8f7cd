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
    }
}

import Foundation
import LayerRules
import SwiftScanner
import TestSupport
import XCTest

/// `explain` of a rule id or a rule kind loads the policy only: the tree is neither walked nor read.
final class ExplainRunnerTests: XCTestCase {
    /// A tree whose discovery fails (a dangling `.swift` link) and whose only source breaks a default rule.
    private func treeWithABrokenLink() throws -> TemporaryTree {
        let tree = try TemporaryTree([
            "Domain/LoginUseCase.swift": """
            import FirebaseMessaging

            protocol LoginUseCase {}

            """
        ])
        try FileManager.default.createSymbolicLink(
            atPath: tree.root + "/Domain/Gone.swift", withDestinationPath: tree.root + "/Domain/Missing.swift")
        return tree
    }

    func testCheckWalksAndReadsTheTree() throws {
        let tree = try treeWithABrokenLink()
        let outcome = try XCTUnwrap(CheckRunner.run(CheckOptions(paths: [tree.root])).outcome)
        XCTAssertEqual(outcome.fileCount, 1)
        XCTAssertEqual(outcome.violations.map(\.ruleID), ["domain-imports"])
        XCTAssertEqual(
            outcome.problems,
            [
                InputProblem(
                    path: tree.root + "/Domain/Gone.swift", position: nil, message: "dangling symbolic link",
                    isFatal: true)
            ])
    }

    func testARuleIdIsAnsweredWithoutTouchingTheTree() throws {
        let tree = try treeWithABrokenLink()
        let run = ExplainRunner.run(CheckOptions(paths: [tree.root]), subject: "domain-imports")
        XCTAssertEqual(run.configErrors, [])
        XCTAssertEqual(run.policy?.rules.contains { $0.id == "domain-imports" }, true)
        let outcome = try XCTUnwrap(run.outcome)
        XCTAssertEqual(outcome.fileCount, 0)
        XCTAssertEqual(outcome.problems, [])
        XCTAssertEqual(outcome.violations, [])
        XCTAssertEqual(run.model?.files.count, 0)
    }

    func testARuleKindIsAnsweredWithoutTouchingTheTree() throws {
        let tree = try treeWithABrokenLink()
        let outcome = try XCTUnwrap(ExplainRunner.run(CheckOptions(paths: [tree.root]), subject: "imports").outcome)
        XCTAssertEqual(outcome.fileCount, 0)
        XCTAssertEqual(outcome.problems, [])
    }

    func testATypeNameOrALocationNeedsTheScan() throws {
        let tree = try treeWithABrokenLink()
        for subject in ["LoginUseCase", "Domain/LoginUseCase.swift:1"] {
            let outcome = try XCTUnwrap(ExplainRunner.run(CheckOptions(paths: [tree.root]), subject: subject).outcome)
            XCTAssertEqual(outcome.fileCount, 1, subject)
            XCTAssertEqual(outcome.violations.map(\.ruleID), ["domain-imports"], subject)
            XCTAssertEqual(outcome.problems.map(\.message), ["dangling symbolic link"], subject)
        }
    }
}

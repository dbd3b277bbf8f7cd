import Foundation
import SwiftScanner
import TestSupport
import XCTest

@testable import LayerRules

final class BaselineTests: XCTestCase {
    private var violations: [Finding] { ReportFixtures.realistic.violations }

    func testRecordedBaselineSerialisesSortedWithTrailingNewline() {
        let text = Baseline.record(ReportFixtures.realistic).serialized()
        XCTAssertEqual(
            text,
            """
            {
              "version": 1,
              "violations": [
                {
                  "ruleId": "domain-imports",
                  "path": "Domain/UseCase/LoginUseCase.swift",
                  "subject": "FirebaseMessaging",
                  "enclosingDeclaration": null,
                  "fingerprint": "36b6827a7fdec82b072196444707b4d0",
                  "message": "\(violations[0].message)"
                },
                {
                  "ruleId": "no-singletons-in-domain",
                  "path": "Domain/UseCase/LoginUseCase.swift",
                  "subject": "UserDefaults.standard",
                  "enclosingDeclaration": "LoginUseCase.execute",
                  "fingerprint": "e1346e12e385b8e2cbad9bec250665fd",
                  "message": "\(violations[1].message)"
                },
                {
                  "ruleId": "dependency-direction",
                  "path": "Presentation/Login/LoginViewController.swift",
                  "subject": "UserRepositoryImpl",
                  "enclosingDeclaration": "LoginViewController",
                  "fingerprint": "841ebed688ad9a7e59e2ece8ee552ff2",
                  "message": "\(violations[2].message)"
                }
              ]
            }

            """)
    }

    func testSerialisedBaselineLoadsBack() throws {
        let recorded = Baseline.record(ReportFixtures.realistic)
        let loaded = try Baseline.parse(Array(recorded.serialized().utf8), path: ".archlint-baseline.json")
        XCTAssertEqual(loaded, recorded)
    }

    func testMovedViolationStaysBaselinedAndChangedEnclosingDeclarationIsNew() {
        let baseline = Baseline.record(ReportFixtures.realistic)
        var moved = violations[1]
        moved.position = SourcePosition(line: 30, column: 13)
        var rehomed = violations[2]
        rehomed.scope = .declaration("LoginViewController.viewDidLoad")
        let result = baseline.apply(to: [violations[0], moved, rehomed])
        XCTAssertEqual(result.new, [rehomed])
        XCTAssertEqual(result.baselined, [violations[0], moved])
        XCTAssertEqual(result.fixed, [baseline.entries[2]])
    }

    func testFixedViolationsAreReportedAndDuplicatesMatchOnce() {
        var second = violations[0]
        second.position = SourcePosition(line: 3, column: 1)
        let outcome = CheckOutcome(
            root: ".", policy: ReportFixtures.policy, rules: [], violations: [violations[0]], fileCount: 1,
            lineCount: 1, declarationCount: 0, problems: [])
        let result = Baseline.record(outcome).apply(to: [violations[0], second])
        XCTAssertEqual(result.baselined, [violations[0]])
        XCTAssertEqual(result.new, [second])
        XCTAssertEqual(Baseline.record(outcome).apply(to: []).fixed.count, 1)
    }

    func testFilteringAnOutcomeKeepsEveryFingerprint() {
        var second = violations[0]
        second.position = SourcePosition(line: 3, column: 1)
        var full = ReportFixtures.realistic
        full.violations = [violations[0], second, violations[1], violations[2]]
        var recorded = ReportFixtures.realistic
        recorded.violations = [violations[0], violations[2]]
        let result = Baseline.record(recorded).apply(to: full.violations)
        var filtered = full
        filtered.violations = result.new
        filtered.baselined = result.baselined
        let fixed = result.fixed
        XCTAssertEqual(filtered.violations, [second, violations[1]])
        XCTAssertEqual(filtered.baselined, [violations[0], violations[2]])
        XCTAssertEqual(fixed, [])
        XCTAssertEqual(filtered.fingerprints, [full.fingerprints[1], full.fingerprints[2]])
        XCTAssertNotEqual(filtered.fingerprints[0], Finding.fingerprints(for: [second])[0])
        XCTAssertEqual(Baseline.record(filtered), Baseline.record(full))
    }

    private func assertLoadError(_ text: String, _ expected: String, line: UInt = #line) {
        XCTAssertThrowsError(try Baseline.parse(Array(text.utf8), path: "base.json"), line: line) { error in
            XCTAssertEqual("\(error)", expected, line: line)
        }
    }

    func testInvalidFilesGivePositionedErrors() {
        assertLoadError("{\n  \"version\": 1,\n  \"violations\": [\n", "base.json:4:1: unexpected end of input")
        assertLoadError("[]", "base.json:1:1: the baseline must be an object, found array")
        assertLoadError("{\"violations\": []}", "base.json:1:1: missing key 'version'")
        assertLoadError(
            "{\"version\": 2, \"violations\": []}", "base.json:1:13: unsupported baseline version 2; expected 1")
        assertLoadError(
            "{\"version\": 1, \"violations\": {}}", "base.json:1:30: 'violations' must be an array, found object")
        assertLoadError(
            "{\"version\": 1, \"violations\": [\n  {\"ruleId\": \"a\", \"path\": 3}]}",
            "base.json:2:27: 'path' must be a string, found number")
        assertLoadError(
            "{\"version\": 1, \"violations\": [\n  {\"ruleId\": \"a\", \"path\": \"p\", \"subject\": \"s\"}]}",
            "base.json:2:3: missing key 'fingerprint'")
        // The entries are read as the parser reaches them; what is reported stays the first problem in this order:
        // the JSON, the version, the list, then the first bad entry.
        assertLoadError(
            "{\"violations\": [{\"path\": 3}],\n \"version\": 2}",
            "base.json:2:13: unsupported baseline version 2; expected 1")
        assertLoadError(
            "{\"violations\": [{\"path\": 3}], \"version\": 1,}", "base.json:1:43: trailing comma is not allowed")
        assertLoadError(
            "{\"violations\": [7, {\"path\": 3}], \"version\": 1}",
            "base.json:1:17: a baseline entry must be an object, found number")
    }

    func testMissingFileIsAnError() {
        XCTAssertThrowsError(try Baseline.load(path: "no-such-archlint-baseline.json")) { error in
            XCTAssertEqual(
                "\(error)", "cannot read baseline 'no-such-archlint-baseline.json': no such file or directory")
        }
    }

    func testLoadReadsAFile() throws {
        let directory = try TemporaryTree()
        defer { directory.remove() }
        let path = directory.path(".archlint-baseline.json")
        let recorded = Baseline.record(ReportFixtures.awkward)
        try ReportWriter.write(recorded.serialized(), to: path)
        XCTAssertEqual(try Baseline.load(path: path), recorded)
        XCTAssertEqual(recorded.entries.map(\.path), [ReportFixtures.awkwardSecondPath, ReportFixtures.awkwardPath])
    }
}

import Foundation
import TestSupport
import XCTest

/// `archlint baseline` on a small project written to a temporary directory.
final class BaselineCommandTests: XCTestCase {
    private var project: TemporaryTree!

    override func setUpWithError() throws {
        project = try TemporaryTree()
        try write(
            "import FirebaseMessaging\nimport Foundation\n\nstruct LoginUseCase {\n"
                + "    func run() { let defaults = UserDefaults.standard }\n}\n",
            to: "Domain/LoginUseCase.swift")
    }

    override func tearDown() {
        project.remove()
    }

    private func write(_ text: String, to path: String) throws {
        try project.write(path, text)
    }

    private func baselineText() throws -> String {
        try project.read(".archlint-baseline.json")
    }

    private func baseline(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> ProcessResult {
        Archlint.run(["baseline"] + arguments, in: project.url, file: file, line: line)
    }

    func testRecordsEveryViolationSortedWithFingerprints() throws {
        let run = baseline([])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "recorded 2 violations in '.archlint-baseline.json'\n")
        let document = try JSONSerialization.jsonObject(with: Data(try baselineText().utf8)) as? [String: Any]
        XCTAssertEqual(document?["version"] as? Int, 1)
        let entries = document?["violations"] as? [[String: Any]] ?? []
        XCTAssertEqual(entries.map { $0["ruleId"] as? String }, ["domain-imports", "no-singletons-in-domain"])
        XCTAssertEqual(
            entries.map { $0["path"] as? String }, ["Domain/LoginUseCase.swift", "Domain/LoginUseCase.swift"])
        XCTAssertEqual(entries.map { $0["subject"] as? String }, ["FirebaseMessaging", "UserDefaults.standard"])
        for entry in entries {
            XCTAssertEqual((entry["fingerprint"] as? String)?.count, 32)
        }
        XCTAssertTrue(try baselineText().hasSuffix("}\n"))
    }

    func testUnrelatedEditsAboveAViolationLeaveTheBaselineUnchanged() throws {
        XCTAssertEqual(baseline([]).status, 0)
        let before = try baselineText()
        try write(
            "// Login\n\nimport FirebaseMessaging\nimport Foundation\n\n/// Logs in.\nstruct LoginUseCase {\n"
                + "    let name = \"login\"\n\n    func run() { let defaults = UserDefaults.standard }\n}\n",
            to: "Domain/LoginUseCase.swift")
        XCTAssertEqual(baseline([]).status, 0)
        XCTAssertEqual(try baselineText(), before)
    }

    func testOutputOptionAndUnwritablePath() throws {
        let written = baseline([".", "--output", "accepted.json"])
        XCTAssertEqual(written.stdout, "recorded 2 violations in 'accepted.json'\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.path("accepted.json")))

        let failed = baseline(["--output", "missing/base.json"])
        XCTAssertEqual(failed.status, 2)
        XCTAssertEqual(
            failed.stderr,
            "archlint: error: cannot write baseline 'missing/base.json': no such file or directory\n")
    }

    func testMisspeltOptionIsAUsageError() throws {
        let run = baseline(["--outptu", "x.json"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "archlint: error: unknown option '--outptu'; did you mean '--output'?\n")
        XCTAssertEqual(run.stdout, "")
    }

    func testEveryViolationIsRecordedPastTheRunLimitOfACheck() throws {
        // 51 files of 1,000 violations: more than a check reports (50,000), all of them recorded.
        let fields = (0..<1000).map { "    let view\($0): UIView\n" }.joined()
        for index in 0..<51 { try write("struct Screen\(index) {\n\(fields)}\n", to: "Domain/Screen\(index).swift") }
        let run = baseline([])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "recorded 51002 violations in '.archlint-baseline.json'\n")
        XCTAssertEqual(run.stderr, "")
    }

    func testACheckPastItsRunLimitStillFindsTheNewViolationsAmongTheBaselinedOnes() throws {
        XCTAssertEqual(baseline([]).status, 0)
        try write("import UIKit\n\nstruct Token {}\n", to: "Domain/Zeta/Token.swift")
        let run = Archlint.run(
            ["check", "--baseline", ".archlint-baseline.json", "--max-findings", "1"], in: project.url)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(
            run.stdout,
            "Domain/Zeta/Token.swift:1:1: error: 'Domain' imports 'UIKit', which its policy does not allow; "
                + "move the code that needs 'UIKit' behind a protocol declared in 'Domain' and implement it in "
                + "'Data' [domain-imports]\n"
                + "1 new violation (1 error, 0 warnings) in 2 files (2 baselined): domain-imports 1 "
                + "(embedded default policy)\n")
        XCTAssertEqual(run.stderr, "")
    }
}

import Foundation
import XCTest

/// `archlint baseline` on a small project written to a temporary directory.
final class BaselineCommandTests: XCTestCase {
    private var project: URL!

    override func setUpWithError() throws {
        project = FileManager.default.temporaryDirectory.appendingPathComponent(
            "archlint-baseline-" + UUID().uuidString)
        try FileManager.default.createDirectory(
            at: project.appendingPathComponent("Domain"), withIntermediateDirectories: true)
        try write(
            "import FirebaseMessaging\nimport Foundation\n\nstruct LoginUseCase {\n"
                + "    func run() { let defaults = UserDefaults.standard }\n}\n",
            to: "Domain/LoginUseCase.swift")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    private func write(_ text: String, to path: String) throws {
        try text.write(to: project.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    private func baselineText() throws -> String {
        try String(contentsOf: project.appendingPathComponent(".archlint-baseline.json"), encoding: .utf8)
    }

    func testRecordsEveryViolationSortedWithFingerprints() throws {
        let run = try ArchlintRun.run(["baseline"], in: project)
        XCTAssertEqual(run.exitCode, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, "recorded 2 violations in '.archlint-baseline.json'\n")
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
        XCTAssertEqual(try ArchlintRun.run(["baseline"], in: project).exitCode, 0)
        let before = try baselineText()
        try write(
            "// Login\n\nimport FirebaseMessaging\nimport Foundation\n\n/// Logs in.\nstruct LoginUseCase {\n"
                + "    let name = \"login\"\n\n    func run() { let defaults = UserDefaults.standard }\n}\n",
            to: "Domain/LoginUseCase.swift")
        XCTAssertEqual(try ArchlintRun.run(["baseline"], in: project).exitCode, 0)
        XCTAssertEqual(try baselineText(), before)
    }

    func testOutputOptionAndUnwritablePath() throws {
        let written = try ArchlintRun.run(["baseline", ".", "--output", "accepted.json"], in: project)
        XCTAssertEqual(written.standardOutput, "recorded 2 violations in 'accepted.json'\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.appendingPathComponent("accepted.json").path))

        let failed = try ArchlintRun.run(["baseline", "--output", "missing/base.json"], in: project)
        XCTAssertEqual(failed.exitCode, 2)
        XCTAssertEqual(
            failed.standardError,
            "archlint: error: cannot write baseline 'missing/base.json': no such file or directory\n")
    }

    func testMisspeltOptionIsAUsageError() throws {
        let run = try ArchlintRun.run(["baseline", "--outptu", "x.json"], in: project)
        XCTAssertEqual(run.exitCode, 2)
        XCTAssertEqual(run.standardError, "archlint: error: unknown option '--outptu'; did you mean '--output'?\n")
        XCTAssertEqual(run.standardOutput, "")
    }
}

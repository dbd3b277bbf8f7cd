import Foundation
import TestSupport
import XCTest

@testable import LayerRules

/// Validates the JSON and SARIF reports against their schemas with `Scripts/validate-json-schema.py`.
/// Needs `python3` with the `jsonschema` module: skipped without them, except in CI (`CI` set), where
/// their absence fails the test.
final class SchemaValidationTests: XCTestCase {
    private static let sarifSchema = "Tests/Fixtures/sarif-schema-2.1.0.json"
    private static let reportSchema = "docs/archlint-report.schema.json"

    private struct MissingValidator: Error, CustomStringConvertible {
        var description: String
    }

    private struct Validation {
        var status: Int32
        var output: String
    }

    private func run(_ arguments: [String]) -> Validation {
        let result = ProcessRunner.runTool("python3", arguments)
        return Validation(status: result.status, output: result.stdout + result.stderr)
    }

    /// Skips (or, in CI, fails) when python3 or its jsonschema module is missing.
    private func requireValidator() throws {
        let probe = run(["-c", "import jsonschema"])
        if probe.status == 0 { return }
        let reason = "python3 with the 'jsonschema' module is needed to validate reports; run 'pip install jsonschema'"
        if ProcessInfo.processInfo.environment["CI"] != nil { throw MissingValidator(description: reason) }
        throw XCTSkip(reason)
    }

    private func validate(_ text: String, against schema: String, file: StaticString = #filePath, line: UInt = #line)
        throws -> Validation
    {
        let directory = try TemporaryTree()
        defer { directory.remove() }
        let document = directory.path("report.json")
        try ReportWriter.write(text, to: document)
        return run([
            RepositoryFiles.path("Scripts/validate-json-schema.py"), RepositoryFiles.path(schema), document,
        ])
    }

    private let outcomes = [ReportFixtures.realistic, ReportFixtures.awkward, ReportFixtures.clean]

    func testJSONReportsMatchTheDocumentedSchema() throws {
        try requireValidator()
        for outcome in outcomes {
            let result = try validate(JSONReporter().render(outcome), against: Self.reportSchema)
            XCTAssertEqual(result.status, 0, result.output)
        }
    }

    func testSARIFReportsMatchTheOfficialSchema() throws {
        try requireValidator()
        var absolute = ReportFixtures.awkward
        absolute.root = "/srv/ci/My Project"
        for outcome in outcomes + [absolute] {
            let result = try validate(SARIFReporter().render(outcome), against: Self.sarifSchema)
            XCTAssertEqual(result.status, 0, result.output)
        }
    }

    func testReportsOfARealCheckMatchTheirSchemas() throws {
        try requireValidator()
        let run = CheckRunner.run(CheckOptions(paths: [RepositoryFiles.path("Samples/FeelTalk/Before")]))
        let outcome = try XCTUnwrap(run.outcome, run.configErrors.joined(separator: "\n"))
        XCTAssertFalse(outcome.violations.isEmpty)
        let json = try validate(JSONReporter().render(outcome), against: Self.reportSchema)
        XCTAssertEqual(json.status, 0, json.output)
        let sarif = try validate(SARIFReporter().render(outcome), against: Self.sarifSchema)
        XCTAssertEqual(sarif.status, 0, sarif.output)
    }

    func testFindingsWithNotesAndABuiltInIDTakenByThePolicyMatchTheSchemas() throws {
        try requireValidator()
        for outcome in [FindingFixtures.cycle, FindingFixtures.suppressionIDTaken] {
            let json = try validate(JSONReporter().render(outcome), against: Self.reportSchema)
            XCTAssertEqual(json.status, 0, json.output)
            let sarif = try validate(SARIFReporter().render(outcome), against: Self.sarifSchema)
            XCTAssertEqual(sarif.status, 0, sarif.output)
        }
    }

    func testValidatorRejectsAnInvalidReport() throws {
        try requireValidator()
        let report = JSONReporter().render(ReportFixtures.realistic)
            .replacingOccurrences(of: "\"severity\": \"warning\"", with: "\"severity\": \"note\"")
        let result = try validate(report, against: Self.reportSchema)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output, "violations/1/severity: 'note' is not one of ['error', 'warning']\n")
    }
}

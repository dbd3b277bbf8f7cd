import LayerRules
import SwiftScanner
import XCTest

@testable import archlint

/// The collector every command reports to: errors win over findings, and a warning fails only with `--strict`.
final class ExitStatusTests: XCTestCase {
    private struct StubFinding: ExitCodeFinding {
        var isError: Bool
    }

    private let warning = StubFinding(isError: false)
    private let error = StubFinding(isError: true)

    func testNothingReportedIsClean() {
        XCTAssertEqual(ExitStatus().code, 0)
        var status = ExitStatus()
        status.findings([StubFinding]())
        XCTAssertEqual(status.code, 0)
    }

    func testAnErrorFindingFailsTheRunAndWarningsDoNot() {
        var status = ExitStatus()
        status.findings([warning, warning])
        XCTAssertEqual(status.code, 0)
        XCTAssertEqual(status.failingFindingCount, 0)
        status.findings([warning, error])
        XCTAssertEqual(status.code, 1)
        XCTAssertEqual(status.failingFindingCount, 1)
    }

    func testWithStrictEveryFindingFailsTheRun() {
        var status = ExitStatus()
        status.strict = true
        status.findings([warning, warning])
        XCTAssertEqual(status.code, 1)
        XCTAssertEqual(status.failingFindingCount, 2)
    }

    func testAnErrorOfTheRunWinsOverFindings() {
        var status = ExitStatus()
        status.findings([error])
        status.failSilently()
        XCTAssertEqual(status.code, 2)
        XCTAssertEqual(status.errorCount, 1)
    }

    func testAnUnreadableFileIsAnErrorAndAScanDiagnosticIsNot() {
        var status = ExitStatus()
        status.problems([
            InputProblem(
                path: "App/Domain/User.swift", position: SourcePosition(line: 3, column: 1),
                message: "unterminated string literal", isFatal: false)
        ])
        XCTAssertEqual(status.code, 0)
        status.problems([
            InputProblem(path: "App/Domain/Legacy.swift", position: nil, message: "permission denied", isFatal: true)
        ])
        XCTAssertEqual(status.code, 2)
        XCTAssertEqual(status.errorCount, 1)
    }

    func testARunStoppedWithoutAMessageIsStillAnError() {
        var status = ExitStatus()
        status.configurationErrors(
            CheckRun(outcome: nil, diagnostics: [], filesInNoLayer: [], model: nil, strict: false))
        XCTAssertEqual(status.code, 2)
        XCTAssertEqual(status.errorCount, 1)
    }
}

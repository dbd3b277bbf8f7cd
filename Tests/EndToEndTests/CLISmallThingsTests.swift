import Foundation
import TestSupport
import XCTest

/// The command line's small promises: both spellings of the version, no colour on a dumb terminal, no verdict
/// when a path is missing, and a step summary that cannot be written does not fail the run.
final class CLISmallThingsTests: XCTestCase {
    private var tree: TemporaryTree!

    override func setUpWithError() throws {
        tree = try TemporaryTree()
    }

    override func tearDown() {
        tree.remove()
    }

    func testVersionCommandAndOptionPrintTheSameVersion() throws {
        let option = Archlint.run(["--version"], in: tree.url)
        let command = Archlint.run(["version"], in: tree.url)
        XCTAssertEqual(option.status, 0)
        XCTAssertEqual(command.status, 0)
        XCTAssertEqual(command.stdout, option.stdout)
        XCTAssertTrue(option.stdout.hasPrefix("archlint "))
    }

    func testAMissingPathGivesNoVerdict() throws {
        let run = Archlint.run(["check", "NoSuchDir"], in: tree.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "incomplete: 1 path could not be read; 0 files checked (embedded default policy)\n")
        XCTAssertEqual(run.stderr, "archlint: error: NoSuchDir: no such file or directory\n")
    }

    func testAnUnwritableStepSummaryIsAWarning() throws {
        try tree.write("r/Domain/A.swift", "import UIKit\n")
        let run = Archlint.run(
            ["check", "r", "--format", "github"], in: tree.url,
            environment: ["GITHUB_STEP_SUMMARY": tree.path("r")])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("::error file=r/Domain/A.swift,line=1,col=1,title=domain-imports::"))
        XCTAssertTrue(
            run.stderr.hasSuffix("archlint: warning: cannot write report '\(tree.path("r"))': is a directory\n"),
            run.stderr)
        XCTAssertFalse(run.stderr.contains("archlint: error:"), run.stderr)
    }
}

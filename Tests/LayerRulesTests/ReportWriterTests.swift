import Foundation
import SwiftScanner
import TestSupport
import XCTest

@testable import LayerRules

final class ReportWriterTests: XCTestCase {
    func testWritesAndReplacesAFileLeavingNoTemporaryFile() throws {
        let directory = try TemporaryTree()
        defer { directory.remove() }
        let path = directory.path("report.json")
        try ReportWriter.write("first\n", to: path)
        try ReportWriter.write("second é\n", to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "second é\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.root), ["report.json"])
    }

    func testMissingDirectoryIsAnError() throws {
        let directory = try TemporaryTree()
        defer { directory.remove() }
        let path = directory.path("x/y.json")
        XCTAssertThrowsError(try ReportWriter.write("{}", to: path)) { error in
            XCTAssertEqual("\(error)", "cannot write report '\(path)': no such file or directory")
        }
    }

    func testRelativePathInMissingDirectoryNamesThePathAsGiven() {
        XCTAssertThrowsError(try ReportWriter.write("{}", to: "no-such-directory-for-archlint/y.json")) { error in
            XCTAssertEqual(
                "\(error)", "cannot write report 'no-such-directory-for-archlint/y.json': no such file or directory")
        }
    }

    func testWritingADirectoryIsAnError() throws {
        let directory = try TemporaryTree()
        defer { directory.remove() }
        XCTAssertThrowsError(try ReportWriter.write("{}", to: directory.root)) { error in
            XCTAssertEqual("\(error)", "cannot write report '\(directory.root)': is a directory")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.root), [])
    }

    func testFullDeviceSurfacesNoSpaceLeft() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { throw XCTSkip("this system has no /dev/full") }
        XCTAssertThrowsError(try ReportWriter.write("report\n", to: "/dev/full")) { error in
            XCTAssertEqual("\(error)", "cannot write report '/dev/full': no space left on device")
        }
    }

    /// A folder that refuses the report's file, and a write that fails half-way, injected (`InjectedFaults`):
    /// the error names the report and the system's reason, and no file is left behind.
    func testInjectedCreateAndWriteFailuresLeaveNothingBehind() throws {
        let directory = try TemporaryTree()
        let path = directory.path("report.json")
        let cases: [(InjectedFaults.Fault, String)] = [
            (InjectedFaults.Fault(.create, "report.json", .fail(EACCES)), "permission denied"),
            (InjectedFaults.Fault(.write, "report.json", .fail(ENOSPC)), "no space left on device"),
        ]
        for (fault, reason) in cases {
            InjectedFaults.faults = [fault]
            defer { InjectedFaults.faults = [] }
            XCTAssertThrowsError(try ReportWriter.write("report\n", to: path)) { error in
                XCTAssertEqual("\(error)", "cannot write report '\(path)': \(reason)")
            }
            XCTAssertEqual(try directory.names(), [], reason)
        }
        try ReportWriter.write("report\n", to: path)
        XCTAssertEqual(try directory.read("report.json"), "report\n")
    }

    func testAppendAddsToTheStepSummaryFile() throws {
        let directory = try TemporaryTree()
        defer { directory.remove() }
        let path = directory.path("summary.md")
        try ReportWriter.append("# first\n", to: path)
        try ReportWriter.append(GitHubReporter.stepSummary(ReportFixtures.clean), to: path)
        XCTAssertEqual(
            try String(contentsOfFile: path, encoding: .utf8),
            "# first\n## archlint: no violations in 1 file\n\nNo layer boundary is crossed the wrong way.\n")
        XCTAssertThrowsError(try ReportWriter.append("x", to: directory.path("missing/summary.md"))) { error in
            XCTAssertEqual(
                "\(error)", "cannot write report '\(directory.path("missing/summary.md"))': no such file or directory")
        }
    }

    func testCharacterDeviceIsWrittenDirectly() throws {
        let before = try FileManager.default.contentsOfDirectory(atPath: "/dev").filter { $0.hasSuffix(".tmp") }
        try ReportWriter.write("discarded\n", to: "/dev/null")
        let type = try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType
        XCTAssertEqual(type, .typeCharacterSpecial, "the device must be written, not replaced by a renamed file")
        let after = try FileManager.default.contentsOfDirectory(atPath: "/dev").filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(after, before, "no temporary file is left next to the device")
    }
}

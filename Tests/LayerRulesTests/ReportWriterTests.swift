import Foundation
import XCTest

@testable import LayerRules

final class ReportWriterTests: XCTestCase {
    func testWritesAndReplacesAFileLeavingNoTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("report.json")
        try ReportWriter.write("first\n", to: path)
        try ReportWriter.write("second é\n", to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "second é\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["report.json"])
    }

    func testMissingDirectoryIsAnError() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("x/y.json")
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
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        XCTAssertThrowsError(try ReportWriter.write("{}", to: directory.path)) { error in
            XCTAssertEqual("\(error)", "cannot write report '\(directory.path)': is a directory")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    func testFullDeviceSurfacesNoSpaceLeft() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { throw XCTSkip("this system has no /dev/full") }
        XCTAssertThrowsError(try ReportWriter.write("report\n", to: "/dev/full")) { error in
            XCTAssertEqual("\(error)", "cannot write report '/dev/full': no space left on device")
        }
    }

    func testAppendAddsToTheStepSummaryFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("summary.md")
        try ReportWriter.append("# first\n", to: path)
        try ReportWriter.append(GitHubReporter.stepSummary(ReportFixtures.clean), to: path)
        XCTAssertEqual(
            try String(contentsOfFile: path, encoding: .utf8),
            "# first\n## archlint: no violations in 1 file\n\nNo layer boundary is crossed the wrong way.\n")
        XCTAssertThrowsError(try ReportWriter.append("x", to: directory.file("missing/summary.md"))) { error in
            XCTAssertEqual(
                "\(error)", "cannot write report '\(directory.file("missing/summary.md"))': no such file or directory")
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

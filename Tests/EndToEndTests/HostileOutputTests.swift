import Foundation
import TestSupport
import XCTest

/// Reports and baselines written next to an untrusted tree: links planted where a report goes, two reports to one
/// file, modes of replaced files, interrupted writes, and `--update-baseline` runs that must keep entries.
final class HostileOutputTests: XCTestCase {
    private var tree: TemporaryTree!

    override func setUpWithError() throws {
        tree = try TemporaryTree()
        try tree.write("r/Domain/A.swift", "import UIKit\n")
        try tree.write("r/Domain/B.swift", "import UIKit\n")
    }

    override func tearDown() {
        tree.remove()
    }

    func testAReportLinkToADeviceIsRefusedAndLeftAlone() throws {
        try tree.link("r/archlint.sarif", to: "/dev/null")
        let run = Archlint.run(["check", "r", "--quiet", "--report", "sarif:r/archlint.sarif"], in: tree.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr,
            "archlint: error: cannot write report 'r/archlint.sarif': symbolic link to a device, pipe or socket; "
                + "not followed, not written\n")
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: tree.path("r/archlint.sarif")), "/dev/null")
        let baseline = Archlint.run(["baseline", "r", "--output", "r/archlint.sarif"], in: tree.url)
        XCTAssertEqual(baseline.status, 2)
        XCTAssertEqual(
            baseline.stderr,
            "archlint: error: cannot write baseline 'r/archlint.sarif': symbolic link to a device, pipe or socket; "
                + "not followed, not written\n")
    }

    func testAReportLinkToAFileIsReplacedNotFollowed() throws {
        try tree.write("victim.txt", "keep me\n")
        try tree.link("r/archlint.json", to: "../victim.txt")
        let run = Archlint.run(["check", "r", "--quiet", "--report", "json:r/archlint.json"], in: tree.url)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(try String(contentsOfFile: tree.path("victim.txt"), encoding: .utf8), "keep me\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: tree.path("r/archlint.json"))
        XCTAssertEqual(attributes[.type] as? FileAttributeType, .typeRegular)
    }

    func testSeveralReportsToOneFileAreAUsageError() throws {
        for arguments in [
            ["--output", "x.sarif", "--report", "sarif:x.sarif"], ["--report", "json:x", "--report", "junit:./x"],
        ] {
            let run = Archlint.run(["check", "r"] + arguments, in: tree.url)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertEqual(run.stdout, "")
            XCTAssertTrue(
                run.stderr.hasPrefix("archlint: error: several reports are written to '"), "\(arguments): \(run.stderr)"
            )
            XCTAssertFalse(FileManager.default.fileExists(atPath: tree.path("x.sarif")))
        }
    }

    func testAReplacedReportKeepsItsMode() throws {
        try tree.write("report.json", "old\n")
        XCTAssertEqual(chmod(tree.path("report.json"), 0o444), 0)
        let run = Archlint.run(["check", "r", "--quiet", "--format", "json", "--output", "report.json"], in: tree.url)
        XCTAssertEqual(run.status, 1, run.stderr)
        let attributes = try FileManager.default.attributesOfItem(atPath: tree.path("report.json"))
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o444)
        XCTAssertTrue(try String(contentsOfFile: tree.path("report.json"), encoding: .utf8).hasPrefix("{"))
    }

    // MARK: - --update-baseline

    private func recordBaseline() throws -> String {
        let run = Archlint.run(["baseline", "r", "--output", "base.json"], in: tree.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        return try String(contentsOfFile: tree.path("base.json"), encoding: .utf8)
    }

    func testDuplicatedEntriesAreNotAllRemoved() throws {
        let recorded = try recordBaseline()
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(recorded.utf8)) as? [String: Any])
        let entries = try XCTUnwrap(object["violations"] as? [[String: Any]])
        let doubled: [String: Any] = ["version": 1, "violations": entries + entries]
        try JSONSerialization.data(withJSONObject: doubled).write(to: URL(fileURLWithPath: tree.path("base.json")))
        let update = Archlint.run(["check", "r", "--baseline", "base.json", "--update-baseline"], in: tree.url)
        XCTAssertEqual(update.status, 0, update.stderr)
        XCTAssertEqual(
            update.stderr, "archlint: note: 2 baseline entries no longer match (fixed); removed from 'base.json'\n")
        XCTAssertEqual(try String(contentsOfFile: tree.path("base.json"), encoding: .utf8), recorded)
        XCTAssertEqual(Archlint.run(["check", "r", "--baseline", "base.json"], in: tree.url).status, 0)
    }

    func testARunThatCouldNotReadAFileDoesNotUpdate() throws {
        let recorded = try recordBaseline()
        try FileManager.default.removeItem(atPath: tree.path("r/Domain/B.swift"))
        try tree.link("r/Domain/B.swift", to: "Missing.swift")
        let update = Archlint.run(
            ["check", "r", "--follow-symlinks", "--baseline", "base.json", "--update-baseline"], in: tree.url)
        XCTAssertEqual(update.status, 2)
        XCTAssertEqual(
            update.stderr,
            "archlint: error: r/Domain/B.swift: dangling symbolic link\n"
                + "archlint: error: baseline 'base.json' not updated: some files could not be read\n")
        XCTAssertEqual(try String(contentsOfFile: tree.path("base.json"), encoding: .utf8), recorded)
    }

    func testAPartialRunKeepsTheEntriesOfFilesItDidNotRead() throws {
        let recorded = try recordBaseline()
        try tree.write("list.txt", "Domain/A.swift\n")
        for command in [["check", "Domain/A.swift"], ["check", "--files-from", "../list.txt"]] {
            let update = Archlint.run(
                command + ["--baseline", "../base.json", "--update-baseline"], in: tree.url.appendingPathComponent("r")
            )
            XCTAssertEqual(update.status, 0, "\(command): \(update.stderr)")
            XCTAssertEqual(update.stderr, "", "\(command)")
            XCTAssertEqual(try String(contentsOfFile: tree.path("base.json"), encoding: .utf8), recorded, "\(command)")
        }
    }

    func testARunOverTheFindingLimitRemovesOnlyTheFixedEntries() throws {
        let recorded = try recordBaseline()
        // The baseline is matched before the limit, which counts new violations only: with B fixed and two new
        // violations past `--max-findings 1`, B's entry alone is fixed, and A's stays.
        try tree.write("r/Domain/B.swift", "import Foundation\n")
        try tree.write("r/Domain/C.swift", "import UIKit\n")
        try tree.write("r/Domain/D.swift", "import UIKit\n")
        let update = Archlint.run(
            ["check", "r", "--max-findings", "1", "--baseline", "base.json", "--update-baseline"], in: tree.url)
        XCTAssertEqual(update.status, 1, update.stderr)
        XCTAssertEqual(
            update.stderr,
            "archlint: warning: r: 1 more violation not reported: at most 1 per run (--max-findings)\n"
                + "archlint: note: 1 baseline entry no longer matches (fixed); removed from 'base.json'\n")
        let kept = try String(contentsOfFile: tree.path("base.json"), encoding: .utf8)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(kept.utf8)) as? [String: Any])
        let entries = try XCTUnwrap(object["violations"] as? [[String: Any]])
        XCTAssertEqual(entries.map { $0["path"] as? String }, ["Domain/A.swift"])
        XCTAssertNotEqual(kept, recorded)
    }

    // MARK: - Signals

    /// A run stopped by SIGTERM while it writes a report leaves neither half a report nor its temporary file. The
    /// write is made to stall (`InjectedFaults`) once the temporary file exists, so the signal always comes mid-write.
    func testATerminatedReportWriteLeavesNoTemporaryFile() throws {
        let started = try Archlint.start(
            ["check", "r", "--quiet", "--format", "sarif", "--output", "out.sarif"], in: tree.url,
            environment: Archlint.environment(injecting: ["write:out.sarif:stall"]))
        let deadline = Date().addingTimeInterval(60)
        var temporary: [String] = []
        while temporary.isEmpty, started.process.isRunning, Date() < deadline {
            temporary = try tree.names().filter { $0.hasPrefix(".out.sarif.") && $0.hasSuffix(".tmp") }
            if temporary.isEmpty { Thread.sleep(forTimeInterval: 0.005) }
        }
        XCTAssertEqual(temporary.count, 1, "the report's temporary file never appeared")
        kill(started.process.processIdentifier, SIGTERM)
        let finished = started.finish()
        XCTAssertEqual(finished.reason, .uncaughtSignal)
        XCTAssertEqual(finished.status, SIGTERM)
        XCTAssertEqual(try tree.names(), ["r"])
    }
}

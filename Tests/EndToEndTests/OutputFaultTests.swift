import Foundation
import TestSupport
import XCTest

/// Output that cannot be written: a missing folder, a folder, a full device, a reader that goes away. archlint
/// must say so (or, for a closed pipe, stop quietly), exit with code 2 and never crash or leave half a file.
final class OutputFaultTests: XCTestCase {
    private var tree: TemporaryTree!

    override func setUpWithError() throws {
        tree = try TemporaryTree()
        try tree.write(
            "Project/rules.json",
            #"{"version": 1, "layers": [{"name": "Domain", "paths": ["Domain/**"]}], "rules": "#
                + #"[{"id": "domain-imports", "kind": "imports", "layers": ["Domain"], "allow": ["Foundation"]}]}"#)
        try tree.write("Project/Domain/Bad.swift", "import UIKit\n")
    }

    override func tearDown() {
        tree.remove()
    }

    func testUnwritableBaselinePathsAreErrorsAndLeaveNothingBehind() throws {
        try tree.makeDirectory("Folder")
        let cases = [
            ("Missing/baseline.json", "cannot write baseline 'Missing/baseline.json': no such file or directory"),
            ("Folder", "cannot write baseline 'Folder': is a directory"),
            ("", "cannot write baseline '': no such file or directory"),
        ]
        for (output, message) in cases {
            let run = Archlint.run(["baseline", "Project", "--output", output], in: tree.url)
            XCTAssertEqual(run.status, 2, output)
            XCTAssertEqual(run.stderr, "archlint: error: \(message)\n", output)
            XCTAssertEqual(run.stdout, "", output)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tree.path("Folder")), [])
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: tree.url.path).sorted(), ["Folder", "Project"])
    }

    /// A folder that refuses new files (read-only, or on a read-only file system): the failure is injected, since
    /// permissions do not stop the superuser, who runs CI.
    func testBaselineOnAFolderThatRefusesNewFilesIsAnError() throws {
        try tree.makeDirectory("Locked")
        for (code, reason) in [("EACCES", "permission denied"), ("EROFS", "read-only file system")] {
            let run = Archlint.run(
                ["baseline", "Project", "--output", "Locked/baseline.json"], in: tree.url,
                environment: Archlint.environment(injecting: ["create:Locked/baseline.json:\(code)"]))
            XCTAssertEqual(run.status, 2, code)
            XCTAssertEqual(
                run.stderr, "archlint: error: cannot write baseline 'Locked/baseline.json': \(reason)\n", code)
            XCTAssertEqual(run.stdout, "", code)
            XCTAssertEqual(try tree.names(in: "Locked"), [], code)
        }
    }

    /// A write that fails half-way (a full disk) leaves neither the report nor its temporary file, on every system.
    func testAFailedReportWriteIsAnErrorAndLeavesNothingBehind() throws {
        let run = Archlint.run(
            ["check", "Project", "--quiet", "--report", "json:report.json"], in: tree.url,
            environment: Archlint.environment(injecting: ["write:report.json:ENOSPC"]))
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "archlint: error: cannot write report 'report.json': no space left on device\n")
        XCTAssertEqual(try tree.names(), ["Project"])
    }

    func testFullDevice() throws {
        #if os(Linux)
            let baseline = Archlint.run(["baseline", "Project", "--output", "/dev/full"], in: tree.url)
            XCTAssertEqual(baseline.status, 2)
            XCTAssertEqual(
                baseline.stderr, "archlint: error: cannot write baseline '/dev/full': no space left on device\n")
            let check = Archlint.run(
                ["check", "Project"], in: tree.url, standardOutput: FileHandle(forWritingAtPath: "/dev/full")!)
            XCTAssertEqual(check.reason, .exit)
            XCTAssertEqual(check.status, 2)
            XCTAssertEqual(check.stderr, "archlint: error: cannot write to standard output: no space left on device\n")
        #else
            throw XCTSkip("/dev/full exists on Linux only")
        #endif
    }

    /// `archlint check | head -1`: the reader closes the pipe after the first line, while archlint still has
    /// about 300 kB to write. archlint must not die of SIGPIPE nor print a crash trace.
    func testReaderClosingThePipeEndsTheRunQuietly() throws {
        for index in 0..<1500 {
            try tree.write("Project/Domain/File\(index).swift", "import UIKit\nimport AppKit\n")
        }
        let started = try Archlint.start(["check", "Project"], in: tree.url, readsOutput: true)
        let reader = try XCTUnwrap(started.output)
        var firstLine = Data()
        while !firstLine.contains(UInt8(ascii: "\n")) {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            firstLine += chunk
        }
        try reader.close()
        let finished = started.finish()
        XCTAssertTrue(
            String(decoding: firstLine, as: UTF8.self).hasPrefix(
                "Project/Domain/Bad.swift:1:1: error: 'Domain' imports 'UIKit'"))
        XCTAssertEqual(finished.reason, .exit)
        XCTAssertEqual(finished.status, 2)
        XCTAssertEqual(finished.stderr, "")
    }
}

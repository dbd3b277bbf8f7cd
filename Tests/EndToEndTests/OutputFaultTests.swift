import Foundation
import XCTest

/// Output that cannot be written: a missing folder, a folder, a full device, a reader that goes away. archlint
/// must say so (or, for a closed pipe, stop quietly), exit with code 2 and never crash or leave half a file.
final class OutputFaultTests: XCTestCase {
    private var tree: ScratchTree!

    override func setUpWithError() throws {
        tree = try ScratchTree()
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
            let run = runArchlint(["baseline", "Project", "--output", output], cwd: tree.url)
            XCTAssertEqual(run.status, 2, output)
            XCTAssertEqual(run.stderr, "archlint: error: \(message)\n", output)
            XCTAssertEqual(run.stdout, "", output)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tree.path("Folder")), [])
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: tree.url.path).sorted(), ["Folder", "Project"])
    }

    func testBaselineOnAReadOnlyFolderIsAnError() throws {
        try XCTSkipIf(runningAsRoot, "running as root, which writes into a folder whatever its permissions")
        try tree.makeDirectory("Locked")
        XCTAssertEqual(chmod(tree.path("Locked"), 0o555), 0)
        let run = runArchlint(["baseline", "Project", "--output", "Locked/baseline.json"], cwd: tree.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "archlint: error: cannot write baseline 'Locked/baseline.json': permission denied\n")
    }

    func testFullDevice() throws {
        #if os(Linux)
            let baseline = runArchlint(["baseline", "Project", "--output", "/dev/full"], cwd: tree.url)
            XCTAssertEqual(baseline.status, 2)
            XCTAssertEqual(
                baseline.stderr, "archlint: error: cannot write baseline '/dev/full': no space left on device\n")
            let check = try run(["check", "Project"], standardOutput: FileHandle(forWritingAtPath: "/dev/full")!)
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
        let started = try ArchlintProcess.start(["check", "Project"], in: tree.url)
        let errors = PipeDrain(started.errors)
        let reader = started.output.fileHandleForReading
        var firstLine = Data()
        while !firstLine.contains(UInt8(ascii: "\n")) {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            firstLine += chunk
        }
        try reader.close()
        ArchlintProcess.wait(for: started.process)
        XCTAssertTrue(
            String(decoding: firstLine, as: UTF8.self).hasPrefix(
                "Project/Domain/Bad.swift:1:1: error: 'Domain' imports 'UIKit'"))
        XCTAssertEqual(started.process.terminationReason, .exit)
        XCTAssertEqual(started.process.terminationStatus, 2)
        XCTAssertEqual(errors.text, "")
    }

    private func run(_ arguments: [String], standardOutput: FileHandle) throws -> (
        reason: Process.TerminationReason, status: Int32, stderr: String
    ) {
        let process = Process()
        process.executableURL = ArchlintProcess.executableURL
        process.arguments = arguments
        process.currentDirectoryURL = tree.url
        let errors = Pipe()
        process.standardOutput = standardOutput
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let drain = PipeDrain(errors)
        ArchlintProcess.wait(for: process)
        return (process.terminationReason, process.terminationStatus, drain.text)
    }
}

import Foundation
import XCTest

/// Runs the built `archlint facts` binary.
final class FactsCommandTests: XCTestCase {
    private struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    private var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "archlint-facts-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory + "/Sources", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func archlint(_ arguments: [String], stdin: String? = nil) throws -> Run {
        var binary = Bundle.main.bundleURL
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                binary = bundle.bundleURL.deletingLastPathComponent()
            }
        #endif
        let process = Process()
        process.executableURL = binary.appendingPathComponent("archlint")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        let errors = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }

    private func write(_ relative: String, _ contents: String) throws {
        try contents.write(toFile: directory + "/" + relative, atomically: false, encoding: .utf8)
    }

    func testTextFormatWarningsAndMissingRoot() throws {
        try write("Sources/A.swift", "import Foundation\nstruct A: B { let s = \"open\n}\n")
        let run = try archlint(["facts", "--format", "text", "Sources", "Missing"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stdout,
            """
            A.swift:1:1: import Foundation
            A.swift:2:1: struct A: B
            A.swift:2:11: reference B in A
            A.swift:2:23: diagnostic unterminated-string: unterminated string literal

            """)
        XCTAssertEqual(
            run.stderr,
            """
            archlint: error: Missing: no such file or directory
            Sources/A.swift:2:23: warning: unterminated string literal

            """)
    }

    func testJSONIsTheDefaultAndFilesFromStandardInput() throws {
        try write("Sources/A.swift", "class A {}\n")
        let run = try archlint(["facts", "--files-from", "-"], stdin: "Sources/A.swift\n\n")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stderr, "")
        let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(document?["version"] as? Int, 1)
        let files = document?["files"] as? [[String: Any]]
        XCTAssertEqual(files?.map { $0["path"] as? String }, ["Sources/A.swift"])
    }

    func testUsageErrors() throws {
        let run = try archlint(["facts", "--format", "xml"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "archlint: error: unknown format 'xml'\n")
        XCTAssertEqual(run.stdout, "")
    }
}

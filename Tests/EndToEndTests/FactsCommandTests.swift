import Foundation
import TestSupport
import XCTest

/// Runs the built `archlint facts` binary.
final class FactsCommandTests: XCTestCase {
    private var tree: TemporaryTree!

    override func setUpWithError() throws {
        tree = try TemporaryTree()
        try tree.makeDirectory("Sources")
    }

    override func tearDown() {
        tree.remove()
    }

    private func archlint(_ arguments: [String], stdin: String? = nil) -> ProcessResult {
        Archlint.run(arguments, in: tree.url, stdin: stdin)
    }

    private func write(_ relative: String, _ contents: String) throws {
        try tree.write(relative, contents)
    }

    func testTextFormatWarningsAndMissingRoot() throws {
        try write("Sources/A.swift", "import Foundation\nstruct A: B { let s = \"open\n}\n")
        let run = archlint(["facts", "--format", "text", "Sources", "Missing"])
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
        let run = archlint(["facts", "--files-from", "-"], stdin: "Sources/A.swift\n\n")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stderr, "")
        let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(document?["version"] as? Int, 1)
        let files = document?["files"] as? [[String: Any]]
        XCTAssertEqual(files?.map { $0["path"] as? String }, ["Sources/A.swift"])
    }

    func testUsageErrors() throws {
        let run = archlint(["facts", "--format", "xml"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "archlint: error: unknown format 'xml'\n")
        XCTAssertEqual(run.stdout, "")
    }
}

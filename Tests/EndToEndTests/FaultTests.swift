import Foundation
import TestSupport
import XCTest

/// File-system and content faults in the scanned tree: `archlint check` must report them, go on with the other
/// files, and exit 0, 1 or 2; never crash or hang.
final class FaultTests: XCTestCase {
    private var tree: TemporaryTree!

    /// The policy of every project here: one rule, so that each `import UIKit` in `Domain` is one violation.
    static let policy = """
        {"version": 1, "layers": [{"name": "Domain", "paths": ["Domain/**"]}, {"name": "Data", "paths": ["Data/**"]}],
         "rules": [{"id": "domain-imports", "kind": "imports", "layers": ["Domain"], "allow": ["Foundation"]}]}
        """

    /// Asserts that `run` printed one `domain-imports` finding at each of `locations` (`path:line:column`), in
    /// that order, and then `summary`; the wording of the findings is the rule examples' business.
    private func assertFindings(
        _ run: ProcessResult, at locations: [String], summary: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertEqual(
            FindingSites.of(run.stdout), locations.map { "domain-imports " + $0 }, run.stdout, file: file, line: line)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, locations.count + 2, run.stdout, file: file, line: line)
        XCTAssertEqual(lines.dropLast().last.map(String.init), summary, file: file, line: line)
        XCTAssertEqual(lines.last, "", file: file, line: line)
    }

    override func setUpWithError() throws {
        tree = try TemporaryTree()
        try tree.write("Project/rules.json", Self.policy)
        try tree.write("Project/Domain/Clean.swift", "import Foundation\nstruct Clean {}\n")
        try tree.write("Project/Data/Store.swift", "import Foundation\nstruct Store {}\n")
    }

    override func tearDown() {
        tree.remove()
    }

    private func check(_ arguments: [String] = [], injecting faults: [String] = []) -> ProcessResult {
        Archlint.run(
            ["check", "Project"] + arguments, in: tree.url,
            environment: faults.isEmpty ? nil : Archlint.environment(injecting: faults))
    }

    // MARK: - Files

    // The read and listing failures are injected (`InjectedFaults`): permissions do not stop the superuser, who
    // runs CI.

    func testUnreadableFileIsAnErrorButTheOthersAreChecked() throws {
        try tree.write("Project/Domain/Secret.swift", "import UIKit\n")
        try tree.write("Project/Domain/Open.swift", "import UIKit\n")
        let run = check(injecting: ["open:Project/Domain/Secret.swift:EACCES"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr, "archlint: error: Project/Domain/Secret.swift: cannot read file: permission denied\n")
        assertFindings(
            run, at: ["Project/Domain/Open.swift:1:1"],
            summary: "1 violation (1 error, 0 warnings) in 3 files: domain-imports 1")
    }

    func testUnreadableFolderIsAnErrorButTheOthersAreChecked() throws {
        try tree.write("Project/Domain/Locked/Hidden.swift", "import UIKit\n")
        try tree.write("Project/Domain/Open.swift", "import UIKit\n")
        let run = check(injecting: ["opendir:Project/Domain/Locked:EACCES"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr, "archlint: error: Project/Domain/Locked: cannot open directory: permission denied\n")
        assertFindings(
            run, at: ["Project/Domain/Open.swift:1:1"],
            summary: "1 violation (1 error, 0 warnings) in 3 files: domain-imports 1")
    }

    func testAFileThatFailsToReadMidWayIsAnError() throws {
        try tree.write("Project/Domain/Flaky.swift", "import UIKit\n")
        let run = check(injecting: ["open:Flaky.swift:EIO"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr, "archlint: error: Project/Domain/Flaky.swift: cannot read file: input/output error\n")
        XCTAssertEqual(run.stdout, "incomplete: 1 path could not be read; 2 files checked\n")
    }

    func testDanglingSymbolicLinkIsReported() throws {
        try tree.link("Project/Domain/Gone.swift", to: "Missing.swift")
        let run = check()
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "archlint: error: Project/Domain/Gone.swift: dangling symbolic link\n")
        XCTAssertEqual(run.stdout, "incomplete: 1 path could not be read; 2 files checked\n")
    }

    func testSymbolicLinkLoopsTerminate() throws {
        try tree.link("Project/Domain/Up", to: "..")
        try tree.link("Project/Domain/Self", to: "Self")
        try tree.write("Project/Domain/Bad.swift", "import UIKit\n")
        let summary = "1 violation (1 error, 0 warnings) in 3 files: domain-imports 1"
        let plain = check()
        XCTAssertEqual(plain.status, 1)
        assertFindings(plain, at: ["Project/Domain/Bad.swift:1:1"], summary: summary)
        XCTAssertEqual(plain.stderr, "")
        let followed = check(["--follow-symlinks"])
        XCTAssertEqual(followed.status, 2)
        assertFindings(followed, at: ["Project/Domain/Bad.swift:1:1"], summary: summary)
        XCTAssertEqual(
            followed.stderr,
            "archlint: error: Project/Domain/Self: cannot follow symbolic link: too many levels of symbolic links\n")
    }

    func testSymbolicLinksOutOfTheRootAreNotFollowed() throws {
        try tree.write("Outside/Leak.swift", "import UIKit\n")
        try tree.link("Project/Domain/Leak.swift", to: tree.path("Outside/Leak.swift"))
        try tree.link("Project/Domain/Elsewhere", to: "../../Outside")
        for arguments in [[], ["--follow-symlinks"]] {
            let run = check(arguments)
            XCTAssertEqual(run.status, 0, "\(arguments)")
            XCTAssertEqual(run.stdout, "no violations in 2 files\n", "\(arguments)")
            XCTAssertEqual(run.stderr, "", "\(arguments)")
        }
    }

    func testSymbolicLinksInsideTheRootAreFollowedOnlyWhenAsked() throws {
        try tree.write("Project/Shared/Bad.swift", "import UIKit\n")
        try tree.link("Project/Domain/Linked.swift", to: "../Shared/Bad.swift")
        XCTAssertEqual(check().stdout, "no violations in 3 files\n")
        let followed = check(["--follow-symlinks"])
        XCTAssertEqual(followed.status, 1)
        assertFindings(
            followed, at: ["Project/Domain/Linked.swift:1:1"],
            summary: "1 violation (1 error, 0 warnings) in 4 files: domain-imports 1")
    }

    func testFolderNamedLikeASwiftFileIsWalkedNotRead() throws {
        try tree.write("Project/Domain/Model.swift/Inner.swift", "import UIKit\n")
        let run = check()
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "")
        assertFindings(
            run, at: ["Project/Domain/Model.swift/Inner.swift:1:1"],
            summary: "1 violation (1 error, 0 warnings) in 3 files: domain-imports 1")
    }

    func testFileNamesWithSpacesQuotesAndNonASCIIKeepTheirNames() throws {
        let names = ["With Space.swift", "Quote\"'.swift", "Ünïcödé 日本.swift", "$(touch x).swift"]
        for name in names { try tree.write("Project/Domain/" + name, "import UIKit\n") }
        let run = check()
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "")
        assertFindings(
            run,
            at: ["$(touch x).swift", "Quote\"'.swift", "With Space.swift", "Ünïcödé 日本.swift"].map {
                "Project/Domain/\($0):1:1"
            }, summary: "4 violations (4 errors, 0 warnings) in 6 files: domain-imports 4")
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree.path("x")))
    }

    func testControlCharactersInFileNamesCannotSplitLinesOrReachTheTerminal() throws {
        try tree.write("Project/Domain/New\nLine.swift", "import UIKit\n")
        try tree.write("Project/Domain/Clear\u{1B}[2J.swift", "let s = \"open\n")
        let run = check()
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "Project/Domain/Clear\\u{1B}[2J.swift:1:9: warning: unterminated string literal\n")
        assertFindings(
            run, at: ["Project/Domain/New\\nLine.swift:1:1"],
            summary: "1 violation (1 error, 0 warnings) in 4 files: domain-imports 1")
        let facts = Archlint.run(["facts", "--format", "text", "Project/Domain"], in: tree.url)
        XCTAssertEqual(facts.status, 0)
        XCTAssertEqual(facts.stderr, "Project/Domain/Clear\\u{1B}[2J.swift:1:9: warning: unterminated string literal\n")
        XCTAssertEqual(
            facts.stdout.split(separator: "\n").filter { $0.contains("import") },
            ["Clean.swift:1:1: import Foundation", "New\\nLine.swift:1:1: import UIKit"])
    }

    // MARK: - Content

    func testBadContentIsReportedAsWarningsAndTheRestIsChecked() throws {
        try tree.write(
            "Project/Domain/A.swift", bytes: Array("import Foundation\nlet a = \"".utf8) + [0xFF] + Array("\"\n".utf8))
        let utf16 = Array("import UIKit\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        try tree.write("Project/Domain/B.swift", bytes: [0xFF, 0xFE] + utf16)
        try tree.write("Project/Domain/C.swift", bytes: Array("struct C {}\u{0}\nimport UIKit\n".utf8))
        try tree.write("Project/Domain/D.swift", "let s = \"open\nimport UIKit\n")
        try tree.write("Project/Domain/E.swift", "/* open\nimport UIKit\n")
        try tree.write("Project/Domain/F.swift", "#if DEBUG\nimport UIKit\n")
        try tree.write("Project/Domain/G.swift", "<<<<<<< HEAD\nimport UIKit\n=======\nimport AppKit\n>>>>>>> topic\n")
        try tree.write(
            "Project/Domain/H.swift", "let x = " + String(repeating: "[", count: 100_000) + "\nimport UIKit\n")
        let run = check()
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(
            run.stderr,
            """
            Project/Domain/A.swift:2:10: warning: invalid utf-8 byte 0xff
            Project/Domain/B.swift:1:1: warning: file is utf-16 encoded; archlint reads utf-8 only
            Project/Domain/C.swift:1:12: warning: nul byte in source
            Project/Domain/D.swift:1:9: warning: unterminated string literal
            Project/Domain/E.swift:1:1: warning: unterminated block comment
            Project/Domain/F.swift:1:1: warning: #if without #endif
            Project/Domain/G.swift:1:1: warning: merge conflict marker
            Project/Domain/G.swift:3:1: warning: merge conflict marker
            Project/Domain/G.swift:5:1: warning: merge conflict marker
            Project/Domain/H.swift:1:9: warning: unclosed '[' (100000 unclosed delimiters)

            """)
        assertFindings(
            run,
            at: ["C.swift:2:1", "D.swift:2:1", "F.swift:2:1", "G.swift:2:1", "G.swift:4:1", "H.swift:2:1"].map {
                "Project/Domain/" + $0
            }, summary: "6 violations (6 errors, 0 warnings) in 10 files: domain-imports 6")
    }

    /// A 50 MB file on one line (minified or generated code): read whole, scanned in a few seconds even in a
    /// debug build, with the column of the second import counted across the whole line.
    func testFiftyMegabyteSingleLineFile() throws {
        let prefix = "import UIKit; let s = \""
        let filler = 50_000_000
        let bytes =
            Array(prefix.utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: filler) + Array("\"; import AppKit".utf8)
        try tree.write("Project/Domain/Big.swift", bytes: bytes)
        let run = check()
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "")
        let column = prefix.utf8.count + filler + 4
        assertFindings(
            run, at: ["Project/Domain/Big.swift:1:1", "Project/Domain/Big.swift:1:\(column)"],
            summary: "2 violations (2 errors, 0 warnings) in 3 files: domain-imports 2")
    }
}

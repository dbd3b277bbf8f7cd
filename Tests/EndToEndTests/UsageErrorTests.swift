import TestSupport
import XCTest

/// Every usage error of every command, as printed: the whole of stderr, nothing on stdout, exit code 2.
final class UsageErrorTests: XCTestCase {
    private func assertUsageError(
        _ arguments: [String], _ expected: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let tree = try TemporaryTree(["Sources/User.swift": "struct User {}\n"])
        let result = Archlint.run(arguments, in: tree.url)
        XCTAssertEqual(result.status, 2, "\(arguments)", file: file, line: line)
        XCTAssertEqual(result.stderr, "archlint: error: " + expected + "\n", "\(arguments)", file: file, line: line)
        XCTAssertEqual(result.stdout, "", "\(arguments)", file: file, line: line)
    }

    func testOptionsTheParserRejects() throws {
        try assertUsageError(["check", "--bogus"], "unknown option '--bogus'")
        try assertUsageError(["check", "--strcit"], "unknown option '--strcit'; did you mean '--strict'?")
        try assertUsageError(["check", "--timing"], "unknown option '--timing'; did you mean '--timings'?")
        try assertUsageError(["check", "--strict=yes"], "option '--strict' takes no value")
        try assertUsageError(["check", "Sources", "--config"], "option '--config' needs a value")
        try assertUsageError(
            ["check", "--config", "a.json", "--config=b.json"],
            "option '--config' is given more than once; give it once")
        try assertUsageError(["baseline", "--output"], "option '--output' needs a value")
        try assertUsageError(["init", "--force=yes"], "option '--force' takes no value")
        try assertUsageError(
            ["facts", "--follow-symlink"], "unknown option '--follow-symlink'; did you mean '--follow-symlinks'?")
        try assertUsageError(["explain", "--strict"], "unknown option '--strict'")
    }

    func testAnotherLintersFormatOptionSuggestsOursWhereThereIsOne() throws {
        for command in ["check", "graph", "facts"] {
            try assertUsageError(
                [command, "--reporter", "json"], "unknown option '--reporter'; did you mean '--format'?")
        }
        try assertUsageError(["init", "--reporter", "json"], "unknown option '--reporter'")
        try assertUsageError(["explain", "--reporter", "json"], "unknown option '--reporter'")
    }

    func testValuesOfTheWrongKind() throws {
        try assertUsageError(
            ["check", "--max-findings", "0"], "'--max-findings' needs a whole number of at least 1, found '0'")
        try assertUsageError(
            ["check", "--max-file-findings=-3"], "'--max-file-findings' needs a whole number of at least 1, found '-3'")
        try assertUsageError(["graph", "--format", "dt"], "unknown format 'dt'; did you mean 'dot'?")
        try assertUsageError(["graph", "--format", "svg"], "unknown format 'svg'")
        try assertUsageError(["graph", "--level", "nodes"], "unknown level 'nodes'")
        try assertUsageError(["facts", "--format", "xml"], "unknown format 'xml'")
        try assertUsageError(["check", "--format", "jsn"], "unknown report format 'jsn'; did you mean 'json'?")
        try assertUsageError(
            ["check", "--format", "yaml"],
            "unknown report format 'yaml'; use one of xcode, json, sarif, github, junit, checkstyle, gitlab, markdown")
        try assertUsageError(
            ["check", "--report", "sarif"], "report 'sarif' needs the form FORMAT:PATH, e.g. 'sarif:archlint.sarif'")
    }

    func testTheFirstOfSeveralProblemsIsReported() throws {
        try assertUsageError(["graph", "--format", "svg", "--level", "nodes"], "unknown format 'svg'")
        try assertUsageError(
            ["check", "--format", "jsn", "--max-findings", "0"], "unknown report format 'jsn'; did you mean 'json'?")
        try assertUsageError(["graph", "--format", "svg", "--bogus"], "unknown option '--bogus'")
    }

    func testCombinationsACommandRejects() throws {
        try assertUsageError(
            ["check", "--output", "a", "--report", "json:./a"],
            "several reports are written to './a'; give each its own file")
        try assertUsageError(["graph", "--level", "types"], "'--level types' needs '--layer NAME'")
        try assertUsageError(["explain"], "'explain' needs a rule id, a path:line or a type name")
        try assertUsageError(["init", "a", "b"], "'init' takes one repository path, found 2")
        try assertUsageError(["help", "chek"], "unknown command 'chek'; did you mean 'check'?")
    }

    func testAnUnknownCommandOrOptionAlsoPrintsTheUsage() throws {
        let directory = FileManager.default.temporaryDirectory
        let usage = Archlint.run(["--help"], in: directory).stdout
        for (arguments, message) in [
            (["chek"], "unknown command 'chek'; did you mean 'check'?"), (["-x"], "unknown option '-x'"),
            (["--versoin"], "unknown option '--versoin'; did you mean '--version'?"),
        ] {
            let result = Archlint.run(arguments, in: directory)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stderr, "archlint: error: \(message)\n\n" + usage, "\(arguments)")
            XCTAssertEqual(result.stdout, "")
        }
        let none = Archlint.run([], in: directory)
        XCTAssertEqual(none.status, 2)
        XCTAssertEqual(none.stderr, usage)
    }
}

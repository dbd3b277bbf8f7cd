import Foundation
import TestSupport
import XCTest

/// Broken `rules.json` files given to `archlint check --config`: exit code 2 and one exact, located message per
/// problem on standard error; nothing on standard output.
final class ConfigFaultTests: XCTestCase {
    private var tree: TemporaryTree!

    override func setUpWithError() throws {
        tree = try TemporaryTree()
        try tree.write("Project/Domain/User.swift", "import Foundation\nstruct User {}\n")
    }

    override func tearDown() {
        tree.remove()
    }

    /// Writes `policy` to `policy.json` next to the project and checks the project with it.
    private func check(policy: [UInt8]) throws -> ProcessResult {
        try tree.write("policy.json", bytes: policy)
        return Archlint.run(["check", "Project", "--config", "policy.json"], in: tree.url)
    }

    private func assertRejected(
        _ policy: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let run = try check(policy: Array(policy.utf8))
        XCTAssertEqual(run.status, 2, file: file, line: line)
        XCTAssertEqual(run.stdout, "", file: file, line: line)
        XCTAssertEqual(run.stderr, expected.map { "archlint: error: \($0)\n" }.joined(), file: file, line: line)
    }

    func testMalformedJSONIsLocated() throws {
        try assertRejected(#"{"version": 1, "layers": [}"#, ["policy.json:1:27: expected a value, found '}'"])
        try assertRejected("", ["policy.json:1:1: unexpected end of input"])
        try assertRejected(
            "{\"version\": 1,\n \"layers\": [{\"name\": \"A\", \"paths\": [\"a/**\"],}]}",
            ["policy.json:2:44: trailing comma is not allowed"])
    }

    func testInvalidUTF8IsLocated() throws {
        let policy =
            Array(#"{"version": 1, "layers": [{"name": "A", "paths": [""#.utf8) + [0xFF] + Array(#""]}]}"#.utf8)
        let run = try check(policy: policy)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "archlint: error: policy.json:1:52: invalid utf-8\n")
    }

    func testWrongTypesAreEachReported() throws {
        try assertRejected(
            #"{"version": "1", "layers": {}, "rules": 3}"#,
            [
                "policy.json:1:13: 'version' must be 1, found string",
                "policy.json:1:28: 'layers' must be an array of objects, found object",
                "policy.json:1:41: 'rules' must be an array of objects, found number",
            ])
    }

    func testUnknownKeysAreErrorsWithSuggestions() throws {
        try assertRejected(
            #"{"version": 1, "layers": [{"name": "A", "paths": ["a/**"], "colour": 1}], "rulez": []}"#,
            [
                "policy.json:1:60: unknown key 'colour' in layer 'A'",
                "policy.json:1:75: unknown key 'rulez' in policy; did you mean 'rules'?",
            ])
    }

    func testEmptyLayerPatternsAreErrors() throws {
        try assertRejected(
            #"{"version": 1, "layers": [{"name": "A", "paths": []}]}"#,
            ["policy.json:1:36: layer 'A' has only empty 'paths', 'types', 'conformsTo' and 'modules'"])
        try assertRejected(
            #"{"version": 1, "layers": [{"name": "A", "paths": [""]}]}"#,
            ["policy.json:1:51: empty pattern in layer 'A'"])
        try assertRejected(
            #"{"version": 1, "layers": [{"name": "A", "paths": ["Domain/[a-"]}]}"#,
            ["policy.json:1:51: invalid glob 'Domain/[a-': unclosed '['"])
    }

    func testRuleNamingAMissingLayerIsAnError() throws {
        try assertRejected(
            #"{"version": 1, "layers": [{"name": "Domain", "paths": ["Domain/**"]}], "rules": "#
                + #"[{"id": "d", "kind": "dependencies", "allow": {"Domian": ["Data"]}}]}"#,
            [
                "policy.json:1:128: unknown layer 'Domian' in rule 'd'; did you mean 'Domain'?",
                "policy.json:1:139: unknown layer 'Data' in rule 'd'",
            ])
    }

    func testGlobMatchingNothingIsOnlyAWarning() throws {
        let run = try check(
            policy: Array(
                #"{"version": 1, "layers": [{"name": "Domain", "paths": ["Domain/**"]}, {"name": "UI", "paths": ["Nowhere/**"]}]}"#
                    .utf8))
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stderr, "archlint: warning: layer 'UI' path glob 'Nowhere/**' matches no scanned file\n")
        XCTAssertEqual(run.stdout, "no violations in 1 file\n")
    }

    func testMissingOrUnreadablePolicyFile() throws {
        let missing = Archlint.run(["check", "Project", "--config", "missing.json"], in: tree.url)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "archlint: error: cannot read 'missing.json': no such file or directory\n")
        let folder = Archlint.run(["check", "Project", "--config", "Project"], in: tree.url)
        XCTAssertEqual(folder.status, 2)
        XCTAssertEqual(folder.stderr, "archlint: error: cannot read 'Project': is a directory\n")
    }

    /// 1,000 layers and 1,000 rules (160 kB, 2,000 lines) with one mistake on the second-to-last line.
    func testHugePolicyIsReadAndItsErrorLocated() throws {
        var lines = ["{", " \"version\": 1,", " \"layers\": ["]
        lines += (0..<1000).map { " {\"name\": \"L\($0)\", \"paths\": [\"Module\($0)/**\"]}" + ($0 < 999 ? "," : "") }
        lines += [" ],", " \"rules\": ["]
        lines += (0..<1000).map {
            " {\"id\": \"r\($0)\", \"kind\": \"imports\", \"layers\": [\"L\($0)\"], \"deny\": [\"UIKit\"]}"
                + ($0 < 999 ? "," : "")
        }
        lines += [" ],", " \"extra\": true", "}"]
        let policy = lines.joined(separator: "\n")
        try assertRejected(policy, ["policy.json:2007:2: unknown key 'extra' in policy"])
        let valid = policy.replacingOccurrences(of: "],\n \"extra\": true", with: "]")
        let run = try check(policy: Array(valid.utf8))
        XCTAssertEqual(
            run.stderr,
            (0..<1000).map { "archlint: warning: layer 'L\($0)' path glob 'Module\($0)/**' matches no scanned file\n" }
                .joined())
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, "no violations in 1 file\n")
    }
}

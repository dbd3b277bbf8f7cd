import Foundation
import TestSupport
import XCTest

/// Where the SARIF, GitLab and JUnit reports place a finding, through the binary: UTF-16 columns, URIs and
/// paths that do not depend on how the root was written, fingerprints that differ between sibling apps, and
/// test names that survive an edit above the finding.
final class ReportLocationTests: XCTestCase {
    private var tree: TemporaryTree!

    override func setUpWithError() throws {
        tree = try TemporaryTree()
    }

    override func tearDown() {
        tree.remove()
    }

    /// The SARIF report of `archlint check ROOT` run in `folder`, decoded.
    private func sarif(_ root: String, in folder: String = "") throws -> [String: Any] {
        let run = Archlint.run(["check", root, "--format", "sarif"], in: tree.url.appendingPathComponent(folder))
        XCTAssertEqual(run.status, 1, run.stderr)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    private func firstRun(_ log: [String: Any]) -> [String: Any] {
        ((log["runs"] as? [[String: Any]]) ?? [[:]])[0]
    }

    private func physicalLocation(_ log: [String: Any]) -> [String: Any] {
        let results = firstRun(log)["results"] as? [[String: Any]] ?? []
        let locations = results.first?["locations"] as? [[String: Any]] ?? []
        return locations.first?["physicalLocation"] as? [String: Any] ?? [:]
    }

    func testSARIFColumnsCountUTF16CodeUnitsOnANonASCIILine() throws {
        try tree.write(
            "r/Domain/Card.swift", "import Foundation\n\nstruct Card {\n    /* 한글 😀 */ let icon: UIImage\n}\n")
        let xcode = Archlint.run(["check", "r"], in: tree.url)
        XCTAssertTrue(xcode.stdout.hasPrefix("r/Domain/Card.swift:4:33: error: "), xcode.stdout)
        let log = try sarif("r")
        XCTAssertEqual(firstRun(log)["columnKind"] as? String, "utf16CodeUnits")
        let region = physicalLocation(log)["region"] as? [String: Int]
        XCTAssertEqual(region, ["startLine": 4, "startColumn": 27])
    }

    func testSARIFURIsAreRelativeToTheRootHoweverItIsWritten() throws {
        try tree.write("r/Domain/A.swift", "import UIKit\n")
        let base = "file://" + (realpath(tree.path("r"), nil).map { String(cString: $0) } ?? "") + "/"
        for (root, folder) in [("r", ""), ("./r/", ""), ("..", "r/Domain"), (tree.path("r"), ""), ("../r", "r")] {
            let log = try sarif(root, in: folder)
            XCTAssertEqual(
                physicalLocation(log)["artifactLocation"] as? [String: String],
                ["uri": "Domain/A.swift", "uriBaseId": "%SRCROOT%"], "\(root) in '\(folder)'")
            let bases = firstRun(log)["originalUriBaseIds"] as? [String: [String: String]]
            XCTAssertEqual(bases, ["%SRCROOT%": ["uri": base]], "\(root) in '\(folder)'")
        }
    }

    func testSARIFRulesLinkTheirHelp() throws {
        try tree.write("r/Domain/A.swift", "import UIKit\n")
        let run = Archlint.run(
            ["check", "r", "--format", "sarif", "--help-base-uri", "https://example.com/archlint/rules-json.md"],
            in: tree.url)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let driver = (firstRun(log)["tool"] as? [String: Any])?["driver"] as? [String: Any]
        XCTAssertEqual(driver?["informationUri"] as? String, "https://example.com/archlint/rules-json.md")
        let rules = driver?["rules"] as? [[String: Any]] ?? []
        let imports = try XCTUnwrap(rules.first { $0["id"] as? String == "domain-imports" })
        XCTAssertEqual(imports["helpUri"] as? String, "https://example.com/archlint/rules-json.md#rule-imports")
        let help = imports["help"] as? [String: String]
        XCTAssertEqual(help?["markdown"]?.hasSuffix("(https://example.com/archlint/rules-json.md#rule-imports)"), true)
        XCTAssertEqual(help?["text"]?.contains("`"), false)
    }

    func testSiblingGitLabJobsGiveRepositoryPathsAndDifferentFingerprints() throws {
        try tree.write(".git/HEAD", "ref: refs/heads/main\n")
        for app in ["AppA", "AppB"] {
            try tree.write("\(app)/rules.json", String(decoding: try defaultPolicy(), as: UTF8.self))
            try tree.write("\(app)/Domain/A.swift", "import UIKit\n")
        }
        var fingerprints: [String] = []
        for (root, folder, expectedPath) in [
            ("AppA", "", "AppA/Domain/A.swift"), (tree.path("AppB"), "", "AppB/Domain/A.swift"),
            (".", "AppA", "AppA/Domain/A.swift"),
        ] {
            let run = Archlint.run(
                ["check", root, "--format", "gitlab"], in: tree.url.appendingPathComponent(folder))
            XCTAssertEqual(run.status, 1, run.stderr)
            let issues = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
            let location = issues.first?["location"] as? [String: Any]
            XCTAssertEqual(location?["path"] as? String, expectedPath, root)
            fingerprints.append(issues.first?["fingerprint"] as? String ?? "")
        }
        XCTAssertNotEqual(fingerprints[0], fingerprints[1])
        XCTAssertEqual(fingerprints[0], fingerprints[2])
    }

    func testJUnitTestNamesDoNotChangeWhenLinesMoveAbove() throws {
        try tree.write("r/Domain/A.swift", "import UIKit\n")
        let before = Archlint.run(["check", "r", "--format", "junit"], in: tree.url)
        try tree.write("r/Domain/A.swift", "// Header\n\nimport UIKit\n")
        let after = Archlint.run(["check", "r", "--format", "junit"], in: tree.url)
        let name = "<testcase name=\"domain-imports r/Domain/A.swift UIKit\" classname=\"domain-imports\">"
        XCTAssertTrue(before.stdout.contains(name), before.stdout)
        XCTAssertTrue(after.stdout.contains(name), after.stdout)
        XCTAssertTrue(after.stdout.contains("<failure message=\"r/Domain/A.swift:3:1: &apos;Domain&apos; imports"))
    }

    /// The repository's `rules.json`, which is the embedded default policy.
    private func defaultPolicy() throws -> Data {
        try Data(contentsOf: RepositoryFiles.url("rules.json"))
    }
}

import Foundation
import TestSupport
import XCTest

/// Policies written to hurt: huge globs, too many layers or rules, a reserved rule id, a pipe or a link out of the
/// root named `rules.json`. Each is a clear configuration error (exit 2), never a crash, a hang or a leak.
final class HostilePolicyTests: XCTestCase {
    private var tree: TemporaryTree!

    override func setUpWithError() throws {
        tree = try TemporaryTree()
        try tree.write("r/Domain/A.swift", "import UIKit\n")
    }

    override func tearDown() {
        tree.remove()
    }

    private func policy(layers: String, rules: String = "[]") -> String {
        #"{"version": 1, "layers": "# + layers + #", "rules": "# + rules + "}"
    }

    func testFiftyThousandNestedBracesAreAConfigurationErrorInEveryCommand() throws {
        let glob = String(repeating: "{", count: 50_000) + "a" + String(repeating: "}", count: 50_000)
        try tree.write("r/rules.json", policy(layers: #"[{"name": "D", "paths": [""# + glob + #""]}]"#))
        let expected =
            "archlint: error: r/rules.json:1:51: invalid glob '" + String(repeating: "{", count: 64)
            + "…': longer than 4096 bytes\n"
        for command in [
            ["check", "r"], ["baseline", "r", "--output", "b.json"], ["graph", "r"], ["explain", "D", "r"],
        ] {
            let run = Archlint.run(command, in: tree.url)
            XCTAssertEqual(run.status, 2, "\(command)")
            XCTAssertEqual(run.stderr, expected, "\(command)")
        }
    }

    func testGlobOfExactlyTheLimitIsAcceptedAndOneMoreByteIsNot() throws {
        let longest = String(repeating: "a", count: 4096)
        try tree.write("r/rules.json", policy(layers: #"[{"name": "D", "paths": [""# + longest + #""]}]"#))
        XCTAssertEqual(Archlint.run(["check", "r", "--quiet"], in: tree.url).status, 0)
        try tree.write("r/rules.json", policy(layers: #"[{"name": "D", "paths": [""# + longest + #"a"]}]"#))
        let run = Archlint.run(["check", "r"], in: tree.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr,
            "archlint: error: r/rules.json:1:51: invalid glob '\(String(repeating: "a", count: 64))…': "
                + "longer than 4096 bytes\n")
    }

    func testMoreThanAThousandLayersOrRulesAreConfigurationErrors() throws {
        let layers = (0...1000).map { #"{"name": "L\#($0)", "paths": ["L\#($0)/**"]}"# }
        try tree.write("r/rules.json", policy(layers: "[" + layers.joined(separator: ",") + "]"))
        var run = Archlint.run(["check", "r"], in: tree.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr, "archlint: error: r/rules.json:1:26: too many layers: 1001; at most 1000 are allowed\n")

        let rules = (0...1000).map { #"{"id": "r\#($0)", "kind": "imports", "layers": ["D"], "deny": ["UIKit"]}"# }
        try tree.write(
            "r/rules.json",
            policy(layers: #"[{"name": "D", "paths": ["Domain/**"]}]"#, rules: "[" + rules.joined(separator: ",") + "]")
        )
        run = Archlint.run(["check", "r"], in: tree.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr, "archlint: error: r/rules.json:1:76: too many rules: 1001; at most 1000 are allowed\n")
    }

    func testRuleIdSuppressionIsReserved() throws {
        try tree.write(
            "r/rules.json",
            policy(
                layers: #"[{"name": "D", "paths": ["Domain/**"]}]"#,
                rules: #"[{"id": "suppression", "kind": "imports", "layers": ["D"], "deny": ["UIKit"]}]"#))
        let run = Archlint.run(["check", "r"], in: tree.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr,
            "archlint: error: r/rules.json:1:84: rule id 'suppression' is reserved for archlint's own suppression "
                + "findings\n")
    }

    func testAPipeNamedRulesJSONIsAnErrorNotTheDefaultPolicy() throws {
        XCTAssertEqual(mkfifo(tree.path("r/rules.json"), 0o644), 0)
        let run = Archlint.run(["check", "r"], in: tree.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "archlint: error: cannot read 'r/rules.json': not a regular file\n")
    }

    func testAPolicyLinkLeavingTheRootIsRefusedUnlessAskedFor() throws {
        try tree.write("secret.json", #"{"version": 1, "layers": [{"name": "ghp_secret", "paths": ["Domain/**"]}]}"#)
        try tree.link("r/rules.json", to: "../secret.json")
        let refused = Archlint.run(["check", "r"], in: tree.url)
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(
            refused.stderr,
            "archlint: error: cannot read 'r/rules.json': symbolic link leading out of the scanned root; not "
                + "followed (use '--config' or '--follow-symlinks' to read it)\n")
        XCTAssertFalse(refused.stderr.contains("ghp_secret"))
        for command in [["check", "r", "--follow-symlinks"], ["check", "r", "--config", "r/rules.json"]] {
            let run = Archlint.run(command + ["--quiet"], in: tree.url)
            XCTAssertEqual(run.status, 0, "\(command): \(run.stderr)")
        }
        try tree.write("r/policy/real.json", #"{"version": 1, "layers": [{"name": "D", "paths": ["Domain/**"]}]}"#)
        try FileManager.default.removeItem(atPath: tree.path("r/rules.json"))
        try tree.link("r/rules.json", to: "policy/real.json")
        XCTAssertEqual(Archlint.run(["check", "r", "--quiet"], in: tree.url).status, 0, "a link inside the root")
    }

    func testParseErrorsQuoteOnlyAShortExcerpt() throws {
        let secret = "IS_SANDBOX_" + String(repeating: "X", count: 200)
        try tree.write("r/rules.json", secret + "=1\n")
        let run = Archlint.run(["check", "r"], in: tree.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr,
            "archlint: error: r/rules.json:1:1: expected a value, found 'IS_SANDBOX_\(String(repeating: "X", count: 53))…'\n"
        )
    }
}

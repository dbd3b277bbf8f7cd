import Foundation
import TestSupport
import XCTest

/// Partial file lists and folders inside a project: the policy is found upward, the model is built from the
/// whole project, and only the violations inside the given paths are reported.
final class ProjectScopeTests: XCTestCase {
    private var tree: TemporaryTree!

    override func setUpWithError() throws {
        tree = try TemporaryTree()
    }

    override func tearDown() {
        tree.remove()
    }

    /// An app whose policy puts `Service` types in Data and forbids Presentation to depend on Data: each
    /// Presentation file only names a Data type, so a model built from the Presentation files alone has no
    /// Data types and finds nothing.
    private func writeApp(at folder: String) throws {
        let prefix = folder.isEmpty ? "" : folder + "/"
        try tree.write(
            prefix + "rules.json",
            """
            {"version": 1, "layers": [
              {"name": "Data", "paths": ["Data/**"]},
              {"name": "Presentation", "paths": ["Presentation/**"]}
            ], "rules": [
              {"id": "presentation-not-data", "kind": "dependencies", "allow": {"Presentation": [], "Data": []}}
            ]}

            """)
        try tree.write(prefix + "Data/OrderService.swift", "final class OrderService {}\n")
        try tree.write(prefix + "Data/UserService.swift", "final class UserService {}\n")
        try tree.write(prefix + "Presentation/A.swift", "struct A {\n    let service: OrderService\n}\n")
        try tree.write(prefix + "Presentation/B.swift", "struct B {\n    let service: UserService\n}\n")
        try tree.write(prefix + "Presentation/C.swift", "struct C {\n    let service: OrderService\n}\n")
    }

    private func violationLines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
    }

    func testAFileListReportsTheWholeProjectsViolationsInThoseFiles() throws {
        try writeApp(at: "")
        let whole = Archlint.run(["check", "--quiet"], in: tree.url)
        XCTAssertEqual(whole.status, 1, whole.stderr)
        XCTAssertEqual(violationLines(whole.stdout).count, 3)
        let partial = Archlint.run(["check", "Presentation/A.swift", "Presentation/B.swift"], in: tree.url)
        XCTAssertEqual(partial.status, 1, partial.stderr)
        XCTAssertEqual(
            partial.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) },
            ["Presentation/A.swift:2:18:", "Presentation/B.swift:2:18:", "2"])
        XCTAssertTrue(
            partial.stdout.hasSuffix("2 violations (2 errors, 0 warnings) in 2 files: presentation-not-data 2\n"),
            partial.stdout)
        XCTAssertEqual(partial.stderr, "")
    }

    func testAFolderInsideTheProjectUsesThePolicyAbove() throws {
        try writeApp(at: "App")
        let presentation = tree.url.appendingPathComponent("App/Presentation")
        let run = Archlint.run(["check"], in: presentation)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(
            violationLines(run.stdout).map { String($0.prefix { $0 != " " }) },
            ["../Presentation/A.swift:2:18:", "../Presentation/B.swift:2:18:", "../Presentation/C.swift:2:18:"])
        let named = Archlint.run(["check", "App/Presentation/C.swift"], in: tree.url)
        XCTAssertEqual(named.status, 1, named.stderr)
        XCTAssertEqual(
            violationLines(named.stdout).map { String($0.prefix { $0 != " " }) }, ["App/Presentation/C.swift:2:18:"])
    }

    func testExclusionsMatchPathsFromTheProjectRootHoweverTheFilesAreGiven() throws {
        try writeApp(at: "")
        try tree.write(
            "rules.json",
            """
            {"version": 1, "exclude": ["Presentation/Legacy/*.swift", "**/*.generated.swift"], "layers": [
              {"name": "Data", "paths": ["Data/**"]},
              {"name": "Presentation", "paths": ["Presentation/**"]}
            ], "rules": [
              {"id": "presentation-not-data", "kind": "dependencies", "allow": {"Presentation": [], "Data": []}}
            ]}

            """)
        try tree.write("Presentation/Legacy/Old.swift", "struct Old {\n    let service: OrderService\n}\n")
        try tree.write("Presentation/Model.generated.swift", "struct Model {\n    let service: UserService\n}\n")
        let whole = Archlint.run(["check"], in: tree.url)
        XCTAssertEqual(whole.status, 1, whole.stderr)
        XCTAssertEqual(
            violationLines(whole.stdout).map { String($0.prefix { $0 != " " }) },
            ["Presentation/A.swift:2:18:", "Presentation/B.swift:2:18:", "Presentation/C.swift:2:18:"])
        XCTAssertTrue(whole.stdout.hasSuffix("in 5 files: presentation-not-data 3\n"), whole.stdout)
        let given = Archlint.run(
            [
                "check", "./Presentation/A.swift", "./Presentation/Legacy/Old.swift",
                "Presentation/Model.generated.swift",
            ],
            in: tree.url)
        XCTAssertEqual(given.status, 1, given.stderr)
        XCTAssertEqual(
            violationLines(given.stdout).map { String($0.prefix { $0 != " " }) }, ["Presentation/A.swift:2:18:"])
    }

    func testTheSearchStopsAtTheRepositoryRoot() throws {
        try writeApp(at: "")
        try tree.write("Vendor/Lib/.git/HEAD", "ref: refs/heads/main\n")
        try tree.write("Vendor/Lib/Presentation/D.swift", "struct D {\n    let service: OrderService\n}\n")
        let run = Archlint.run(["check", "Vendor/Lib/Presentation/D.swift"], in: tree.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "no violations in 1 file (embedded default policy)\n")
    }

    func testProjectsWithDifferentPoliciesAreRejected() throws {
        try writeApp(at: "AppA")
        try tree.write("AppB/Presentation/A.swift", "struct A {}\n")
        let run = Archlint.run(["check", "AppA", "AppB"], in: tree.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(
            run.stderr,
            "archlint: error: 'AppA' and 'AppB' belong to different projects ('AppA' uses 'AppA/rules.json', "
                + "'AppB' uses the embedded default policy); check each project in its own run\n")
    }

    func testARepeatedSingleValueOptionIsAUsageError() throws {
        try writeApp(at: "")
        let run = Archlint.run(["check", "--config", "rules.json", "--config=other.json"], in: tree.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "archlint: error: option '--config' is given more than once; give it once\n")
        let format = Archlint.run(["check", "--format", "json", "--format", "sarif"], in: tree.url)
        XCTAssertEqual(format.stderr, "archlint: error: option '--format' is given more than once; give it once\n")
    }

    func testReporterSuggestsFormat() throws {
        let run = Archlint.run(["check", "--reporter", "json"], in: tree.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "archlint: error: unknown option '--reporter'; did you mean '--format'?\n")
    }
}

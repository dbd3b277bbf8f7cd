import Foundation
import LayerRules
import TestSupport
import XCTest

/// Folders whose every path the policy excludes are not walked: nothing inside them is found or reported.
final class ExcludedFolderTests: XCTestCase {
    func testGlobsThatEndInAGlobstarMatchWholeFolders() throws {
        let tests = try Glob("**/Tests/**")
        XCTAssertTrue(tests.canMatchWholeFolders)
        XCTAssertTrue(tests.matchesEverything(inside: "Feature/Tests"))
        XCTAssertTrue(tests.matchesEverything(inside: "Feature/Tests/Fixtures"))
        XCTAssertFalse(tests.matchesEverything(inside: "Feature/TestsKit"))
        XCTAssertFalse(tests.matchesEverything(inside: "Feature"))
        let rooted = try Glob("{Vendor/**,**/*.generated.swift}")
        XCTAssertTrue(rooted.canMatchWholeFolders)
        XCTAssertTrue(rooted.matchesEverything(inside: "Vendor"))
        XCTAssertFalse(rooted.matchesEverything(inside: "App/Vendor"))
        XCTAssertFalse(rooted.matchesEverything(inside: "Model.generated.swift"))
        for pattern in ["**/Generated/*.swift", "**/*Tests.swift", "**"] {
            XCTAssertFalse(try Glob(pattern).canMatchWholeFolders, pattern)
        }
    }

    func testAnExcludedFolderIsNotWalkedSoWhatIsBrokenInsideItIsNotReported() throws {
        let tree = try TemporaryTree([
            "Domain/Order.swift": "import UIKit\nstruct Order {}\n",
            "Feature/Tests/OrderTests.swift": "import XCTest\n",
            "Feature/TestsKit/Stub.swift": "struct Stub {}\n",
            "Feature/Generated/Deep/Model.swift": "struct Model {}\n",
        ])
        try FileManager.default.createSymbolicLink(
            atPath: tree.path("Feature/Tests/Gone.swift"), withDestinationPath: "Missing.swift")
        try tree.write(
            "rules.json",
            #"{"version": 1, "exclude": ["**/Tests/**", "**/Generated/*.swift"], "layers": [{"name": "Domain", "#
                + #""paths": ["**/Domain/**"]}], "rules": [{"id": "domain-imports", "kind": "imports", "#
                + #""layers": ["Domain"], "deny": ["UIKit"]}]}"#)
        let run = CheckRunner.run(CheckOptions(paths: [tree.root]))
        XCTAssertEqual(run.diagnostics.map(\.message), [])
        let outcome = try XCTUnwrap(run.outcome)
        XCTAssertEqual(outcome.problems.map(\.message), [])
        XCTAssertEqual(outcome.violations.map(\.path), ["Domain/Order.swift"])
        XCTAssertEqual(
            outcome.completePaths,
            ["Domain/Order.swift", "Feature/Generated/Deep/Model.swift", "Feature/TestsKit/Stub.swift"])
    }
}

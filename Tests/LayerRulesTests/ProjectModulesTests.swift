import SwiftScanner
import TestSupport
import XCTest

@testable import LayerRules

final class ProjectModulesTests: XCTestCase {
    func testAnUnreadableProjectIsAWarningAndItsFilesFallBackToPathLayers() throws {
        let tree = try TemporaryTree([
            "App/App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n  objects = {\n    A = {isa = PBXGroup;\n",
            "Broken/project.yml": "targets:\n  Kit:\n\ttype: framework\n",
            "Domain/Project.swift":
                "import ProjectDescription\n\nlet project = Project(name: \"Domain\", targets: [])\n",
            "Domain/Sources/User.swift": "import UIKit\n\nstruct User {}\n",
        ])
        let run = CheckRunner.run(CheckOptions(paths: [tree.root]))
        let outcome = try XCTUnwrap(run.outcome)
        let root = tree.root
        XCTAssertEqual(
            outcome.problems.map {
                "\($0.path):\($0.position.map { "\($0.line):\($0.column)" } ?? "-"): \($0.message)"
            },
            [
                "\(root)/App/App.xcodeproj/project.pbxproj:5:1: unterminated dictionary",
                "\(root)/Broken/project.yml:3:1: tab character in indentation",
            ])
        XCTAssertEqual(sites(outcome.violations), ["domain-imports Domain/Sources/User.swift:1:1"])
    }

    func testAFileOfSeveralTargetsBelongsToTheFirstNonTestTarget() {
        let project = ProjectManifest(
            path: "App.xcodeproj/project.pbxproj", format: .xcode, name: "App",
            targets: [
                ProjectTarget(
                    module: ManifestTarget(name: "AppTests", kind: .test, position: SourcePosition(line: 1, column: 1)),
                    targetName: "AppTests", productType: "", sources: [ProjectSource(path: "Shared")]),
                ProjectTarget(
                    module: ManifestTarget(
                        name: "App", kind: .executable, position: SourcePosition(line: 2, column: 1)),
                    targetName: "App", productType: "", sources: [ProjectSource(path: "Shared/Clock.swift")]),
                ProjectTarget(
                    module: ManifestTarget(name: "Widget", position: SourcePosition(line: 3, column: 1)),
                    targetName: "Widget", productType: "",
                    sources: [ProjectSource(path: "Shared", excludes: ["Shared/**/Old*.swift"])]),
            ])
        let graph = PackageGraph(
            manifests: [], projects: [project],
            sourcePaths: ["Shared/Clock.swift", "Shared/Legacy/OldClock.swift", "Other/Main.swift"],
            directoryExists: { _ in false })
        func names(_ path: String) -> [String] { graph.modules(forFile: path).map { graph.modules[$0].name } }
        XCTAssertEqual(names("Shared/Clock.swift"), ["App", "Widget", "AppTests"])
        XCTAssertEqual(names("Shared/Legacy/OldClock.swift"), ["AppTests"])
        XCTAssertEqual(names("Other/Main.swift"), [])
        XCTAssertEqual(graph.module(forFile: "Shared/Clock.swift").map { graph.modules[$0].name }, "App")
    }
}

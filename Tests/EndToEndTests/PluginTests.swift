import Foundation
import TestSupport
import XCTest

/// The SwiftPM plugins, driven on this machine: a scratch package that depends on this repository by path runs
/// the command plugin with `--target` and builds with the build-tool plugin. Each run builds archlint inside
/// the scratch package (about a minute on two cores), so the test runs only when `ARCHLINT_PLUGIN_TESTS=1`
/// (`.ci/run` sets it).
final class PluginTests: XCTestCase {
    private var tree: TemporaryTree!

    override func setUpWithError() throws {
        guard ProcessInfo.processInfo.environment["ARCHLINT_PLUGIN_TESTS"] == "1" else {
            throw XCTSkip("set ARCHLINT_PLUGIN_TESTS=1 to build a package that uses the plugins")
        }
        tree = try TemporaryTree()
    }

    override func tearDown() {
        tree?.remove()
    }

    /// Runs `swift ARGUMENTS…` in the scratch package; status and everything printed.
    private func swift(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> (
        status: Int32, output: String
    ) {
        let result = ProcessRunner.runTool("swift", arguments, in: tree.url, timeout: 1800, file: file, line: line)
        return (result.status, result.stdout + result.stderr)
    }

    func testTheCommandPluginChecksATargetAndTheBuildPluginFailsTheBuild() throws {
        let repository = RepositoryFiles.root.path
        let identity = RepositoryFiles.root.lastPathComponent.lowercased()
        try tree.write(
            "Package.swift",
            """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Shop",
                dependencies: [.package(path: "\(repository)")],
                targets: [
                    .target(name: "Shop", plugins: [.plugin(name: "ArchlintBuildPlugin", package: "\(identity)")]),
                    .target(name: "Other"),
                ]
            )

            """)
        try tree.write("rules.json", try String(contentsOfFile: repository + "/rules.json", encoding: .utf8))
        try tree.write("Sources/Shop/Domain/Order.swift", "import UIKit\n\npublic struct Order {}\n")
        try tree.write("Sources/Shop/Domain/OrderStoring.swift", "public protocol OrderStoring {}\n")
        try tree.write("Sources/Shop/Data/OrderStore.swift", "public final class OrderStore: OrderStoring {}\n")
        try tree.write("Sources/Other/Domain/Note.swift", "import UIKit\n\npublic struct Note {}\n")

        let command = swift(["package", "archlint", "--target", "Shop", "--quiet"])
        XCTAssertNotEqual(command.status, 0, command.output)
        XCTAssertTrue(
            command.output.contains("Sources/Shop/Domain/Order.swift:1:1: error: 'Domain' imports 'UIKit'"),
            command.output)
        XCTAssertFalse(command.output.contains("Sources/Other/"), command.output)

        let failing = swift(["build", "--target", "Shop"])
        XCTAssertNotEqual(failing.status, 0, failing.output)
        XCTAssertTrue(
            failing.output.contains(tree.path("Sources/Shop/Domain/Order.swift") + ":1:1: error: 'Domain' imports"),
            failing.output)
        try tree.write("Sources/Shop/Domain/Order.swift", "import Foundation\n\npublic struct Order {}\n")
        let passing = swift(["build", "--target", "Shop"])
        XCTAssertEqual(passing.status, 0, passing.output)
    }
}

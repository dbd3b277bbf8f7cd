import LayerRules
import TestSupport
import XCTest

/// A target built with `-module-alias Logging=LoggingForPlugin` imports `Logging` and gets `LoggingForPlugin`:
/// its import is checked against its dependencies under the module's own name.
final class ModuleAliasTests: XCTestCase {
    private func findings(dependingOn dependency: String) throws -> [String] {
        let tree = try TemporaryTree(
            [
                "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "Tools",
                    targets: [
                        .target(name: "Logging"),
                        .target(name: "LoggingForPlugin"),
                        .target(
                            name: "Plugin",
                            dependencies: ["\(dependency)"],
                            swiftSettings: [.unsafeFlags(["-module-alias", "Logging=LoggingForPlugin"])]
                        ),
                    ]
                )

                """,
                "Sources/Logging/Log.swift": "public struct Log {}\n",
                "Sources/LoggingForPlugin/Log.swift": "public struct Log {}\n",
                "Sources/Plugin/Entry.swift": "import Logging\n\nstruct Entry { let log: Log }\n",
            ], name: #function + dependency)
        let outcome = try XCTUnwrap(CheckRunner.run(CheckOptions(paths: [tree.root])).outcome)
        return outcome.violations.map { "\($0.ruleID) \($0.path):\($0.position.line): \($0.message)" }
    }

    func testAnAliasedImportIsDeclaredByTheModuleItStandsFor() throws {
        XCTAssertEqual(try findings(dependingOn: "LoggingForPlugin"), [])
    }

    func testAnAliasedImportOfAnUndeclaredModuleNamesBoth() throws {
        XCTAssertEqual(
            try findings(dependingOn: "Logging"),
            [
                "package-manifest Sources/Plugin/Entry.swift:1: target 'Plugin' imports 'Logging' (alias of "
                    + "'LoggingForPlugin') but does not declare it as a dependency in Package.swift; add it to the "
                    + "target's dependencies or remove the import"
            ])
    }
}

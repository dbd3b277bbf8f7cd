import LayerRules
import SwiftScanner
import XCTest

/// The package graph on its own: which target a file belongs to, local package paths, target cycles.
final class PackageGraphTests: XCTestCase {
    func testPackageGraphAssignsFilesToTheInnermostPackageAndMostSpecificTarget() {
        let root = ManifestReader.read(
            """
            let package = Package(name: "Root", targets: [
                .target(name: "App", path: "Sources/App", exclude: ["Generated"]),
                .target(name: "AppUI", path: "Sources/App/UI"),
                .target(name: "Lib", path: "Lib", sources: ["Core", "Extra/One.swift"]),
                .target(name: "Kit", path: "Kit", exclude: ["./Legacy/", "Old.swift"]),
                .testTarget(name: "AppTests"),
            ])
            """, path: "Package.swift")
        let nested = ManifestReader.read(
            "let package = Package(name: \"Nested\", targets: [.target(name: \"Feature\")])",
            path: "Packages/Nested/Package.swift")
        let graph = PackageGraph(manifests: [root, nested]) { $0 == "src/Feature" }
        func module(_ path: String) -> String? { graph.module(forFile: path).map { graph.modules[$0].name } }
        XCTAssertEqual(module("Sources/App/Main.swift"), "App")
        XCTAssertEqual(module("Sources/App/UI/Screen.swift"), "AppUI")
        XCTAssertEqual(module("Sources/App/Generated/Strings.swift"), nil)
        XCTAssertEqual(module("Lib/Core/A.swift"), "Lib")
        XCTAssertEqual(module("Lib/Extra/One.swift"), "Lib")
        XCTAssertEqual(module("Lib/Extra/Two.swift"), nil)
        XCTAssertEqual(module("Kit/Legacy/A.swift"), nil)
        XCTAssertEqual(module("Kit/Old.swift"), nil)
        XCTAssertEqual(module("Kit/OldStyle.swift"), "Kit")
        XCTAssertEqual(module("Kit/Legacy2/A.swift"), "Kit")
        XCTAssertEqual(module("Tests/AppTests/AppTests.swift"), "AppTests")
        XCTAssertEqual(module("Packages/Nested/Sources/Feature/F.swift"), "Feature")
        XCTAssertEqual(module("Packages/Nested/Sources/App/Main.swift"), nil)
        XCTAssertEqual(module("Other/X.swift"), nil)
        XCTAssertEqual(
            graph.modules.map(\.directory),
            [
                "Sources/App", "Sources/App/UI", "Lib", "Kit", "Tests/AppTests", "Packages/Nested/Sources/Feature",
            ])
    }

    func testFoldersMatchBetweenCanonicallyEquivalentSpellings() {
        let manifest = ManifestReader.read(
            "let package = Package(name: \"Caf\u{E9}\", targets: [.target(name: \"Caf\u{E9}Kit\"), .testTarget(name: \"T\")])",
            path: "Caf\u{E9}/Package.swift")
        let graph = PackageGraph(manifests: [manifest]) { _ in false }
        func module(_ path: String) -> String? { graph.module(forFile: path).map { graph.modules[$0].name } }
        XCTAssertEqual(module("Caf\u{E9}/Sources/Caf\u{E9}Kit/A.swift"), "Caf\u{E9}Kit")
        XCTAssertEqual(module("Cafe\u{301}/Sources/Cafe\u{301}Kit/A.swift"), "Caf\u{E9}Kit")
        XCTAssertEqual(module("Cafe\u{301}/Tests/T/ATests.swift"), "T")
        XCTAssertEqual(module("Cafe/Sources/CafeKit/A.swift"), nil)
        XCTAssertEqual(graph.package(atDirectory: "Cafe\u{301}"), 0)
    }

    func testTargetCyclesAreReportedOncePerGroupAtTheirFirstEdgeAndLargeGraphsStayFast() {
        var targets = [
            ".target(name: \"E\", dependencies: [\"B\"]),",
            ".target(name: \"B\", dependencies: [\"C\"]),",
            ".target(name: \"C\", dependencies: [\"D\", \"B\"]),",
            ".target(name: \"D\", dependencies: [\"B\"]),",
        ]
        for index in 0..<400 {
            let dependencies = (max(0, index - 3)..<index).map { "\"M\($0)\"" }.joined(separator: ", ")
            targets.append(".target(name: \"M\(index)\", dependencies: [\(dependencies)]),")
        }
        let source = "let package = Package(name: \"P\", targets: [\n" + targets.joined(separator: "\n") + "\n])\n"
        let manifest = ManifestReader.read(source, path: "Package.swift")
        XCTAssertEqual(manifest.targets.count, 404)
        let graph = PackageGraph(manifests: [manifest]) { _ in false }
        let policy = Policy(
            layers: [],
            rules: [
                RuleConfiguration(
                    id: "package-manifest",
                    kind: .manifest(undeclaredImports: true, explicitImports: false, cycles: true))
            ])
        let started = Date()
        let violations = RuleEngine.evaluate(policy: policy, files: [], root: ".", strict: false, packages: graph)
            .violations
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
        XCTAssertEqual(
            violations.map { "\($0.path):\($0.position.line):\($0.position.column): \($0.message)" },
            [
                "Package.swift:3:35: targets form a cycle: 'B' -> 'C' -> 'B' (B -> C at Package.swift:3:35; C -> B at "
                    + "Package.swift:4:40); remove one of these dependencies"
            ])
    }

    func testLocalPackagePathsOutsideTheScannedTreeNameNoScannedPackage() {
        let app = ManifestReader.read(
            """
            let package = Package(name: "App", dependencies: [
                .package(path: "../Shared"), .package(path: "Shared"), .package(path: "/srv/Shared"), .package(path: "."),
            ], targets: [.target(name: "App")])
            """, path: "Package.swift")
        let shared = ManifestReader.read(
            "let package = Package(name: \"Shared\", targets: [.target(name: \"Shared\")])",
            path: "Shared/Package.swift")
        let graph = PackageGraph(manifests: [app, shared]) { _ in false }
        XCTAssertEqual(graph.localDependencies(of: 0).map(\.package), [1])
        XCTAssertEqual(graph.localDependencies(of: 0).map(\.entry.position), [SourcePosition(line: 2, column: 34)])
    }

    /// `check` finds each source's module before the scan and hands it to the model, which keeps it with its
    /// file when it puts the files in path order.
    func testModulesFoundBeforeTheScanFollowTheirFilesIntoPathOrder() {
        let manifest = ManifestReader.read(
            "let package = Package(name: \"Shop\", targets: [.target(name: \"Cart\"), .target(name: \"Account\")])",
            path: "Package.swift")
        let graph = PackageGraph(manifests: [manifest]) { $0.hasPrefix("Sources/") }
        let paths = ["Sources/Cart/Basket.swift", "Scripts/Tool.swift", "Sources/Account/Login.swift"]
        let files = paths.map { SourceScanner.scan("struct S {}\n", path: $0) }
        let known = paths.map { graph.module(forFile: $0) }
        XCTAssertEqual(known.map { $0.map { graph.modules[$0].name } }, ["Cart", nil, "Account"])
        let given = ModelBuilder.build(files: files, policy: DefaultPolicy.load(), packages: graph, fileModules: known)
        let found = ModelBuilder.build(files: files, policy: DefaultPolicy.load(), packages: graph)
        XCTAssertEqual(
            given.files.map(\.path), ["Scripts/Tool.swift", "Sources/Account/Login.swift", "Sources/Cart/Basket.swift"])
        XCTAssertEqual(given.modules.fileModules.map { $0.map { graph.modules[$0].name } }, [nil, "Account", "Cart"])
        XCTAssertEqual(given.modules.fileModules, found.modules.fileModules)
        // The model takes the modules it is given (it does not look the files up again): the tool script put in
        // Cart stays there, wherever the files end up in the model.
        let claimed = [known[0], known[0], known[2]]
        let taken = ModelBuilder.build(
            files: files, policy: DefaultPolicy.load(), packages: graph, fileModules: claimed)
        XCTAssertEqual(
            taken.modules.fileModules.map { $0.map { graph.modules[$0].name } }, ["Cart", "Account", "Cart"])
    }
}

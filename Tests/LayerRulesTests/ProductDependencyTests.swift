import SwiftScanner
import TestSupport
import XCTest

@testable import LayerRules

/// A target that depends on a product of a scanned package may import every target the product is built from.
final class ProductDependencyTests: XCTestCase {
    static let kitManifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let publicTargets = [
            "KitCore",
            "KitUI",
        ]

        let package = Package(
            name: "Kit",
            products: [
                .library(name: "Kit", targets: publicTargets),
                .library(name: "KitDynamic", type: .dynamic, targets: publicTargets),
                Product.executable(name: "kit-tool", targets: ["KitTool"]),
            ],
            targets: [
                .target(name: "KitCore"),
                .target(name: "KitUI", dependencies: ["KitCore"]),
                .target(name: "KitInternal"),
                .executableTarget(name: "KitTool"),
            ]
        )
        """

    func testProductsAreReadWithTheirTargetsAndVariablesFollowed() {
        let manifest = ManifestReader.read(Self.kitManifest)
        XCTAssertEqual(manifest.diagnostics.map(\.message), [])
        XCTAssertEqual(manifest.products.map(\.name), ["Kit", "KitDynamic", "kit-tool"])
        XCTAssertEqual(manifest.products.map(\.targets), [["KitCore", "KitUI"], ["KitCore", "KitUI"], ["KitTool"]])
        XCTAssertEqual(manifest.products.map(\.position.line), [12, 13, 14])
    }

    func testAProductListArchlintCannotReadIsNoWarning() {
        let manifest = ManifestReader.read(
            """
            import PackageDescription
            let products: [Product]
            if true { products = [.library(name: "A", targets: ["A"])] } else { products = [] }
            let package = Package(name: "A", products: products, targets: [.target(name: "A")])
            """)
        XCTAssertEqual(manifest.diagnostics.map(\.message), [])
        XCTAssertEqual(manifest.products, [])
        XCTAssertEqual(manifest.targets.map(\.name), ["A"])
    }

    private static let appManifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "App",
            dependencies: [.package(path: "../Kit")],
            targets: [.target(name: "App", dependencies: [.product(name: "KitDynamic", package: "Kit")])]
        )
        """

    private func kitTree(_ more: [String: String]) throws -> TemporaryTree {
        try TemporaryTree(
            [
                "Packages/Kit/Package.swift": Self.kitManifest,
                "Packages/Kit/Sources/KitCore/Core.swift": "public struct Core {}\n",
                "Packages/Kit/Sources/KitUI/Screen.swift": "import KitCore\npublic struct Screen {}\n",
                "Packages/Kit/Sources/KitInternal/Secret.swift": "struct Secret {}\n",
                "Packages/Kit/Sources/KitTool/main.swift": "print(1)\n",
                "Packages/App/Package.swift": Self.appManifest,
            ].merging(more) { $1 })
    }

    func testADependencyOnAProductIsCheckedAgainstTheLayersOfItsTargets() throws {
        let tree = try kitTree([
            "Packages/App/Sources/App/Main.swift": "struct Main {}\n",
            "rules.json": #"{"version": 1, "layers": [{"name": "Domain", "paths": ["Packages/App/**"]}, "#
                + #"{"name": "Presentation", "paths": ["**/KitUI/**"]}], "rules": [{"id": "direction", "#
                + #""kind": "dependencies", "allow": {"Domain": [], "Presentation": ["Domain"]}}]}"#,
        ])
        let outcome = try XCTUnwrap(CheckRunner.run(CheckOptions(paths: [tree.root])).outcome)
        XCTAssertEqual(
            outcome.violations.map { "\($0.ruleID) \($0.path):\($0.position.line) \($0.subject)" },
            ["direction Packages/App/Package.swift:7 KitDynamic"])
        XCTAssertEqual(
            outcome.violations.first?.message.hasPrefix(
                "'Domain' depends on target 'KitDynamic' of layer 'Presentation', which its policy does not allow"),
            true)
    }

    func testImportsOfAProductsTargetsAreDeclaredAndOthersAreNot() throws {
        let tree = try kitTree([
            "Packages/App/Sources/App/Main.swift": "import KitCore\nimport KitUI\nimport KitInternal\n"
        ])
        let outcome = try XCTUnwrap(CheckRunner.run(CheckOptions(paths: [tree.root])).outcome)
        XCTAssertEqual(
            outcome.violations.map { "\($0.ruleID) \($0.path):\($0.position.line) \($0.subject)" },
            ["package-manifest Packages/App/Sources/App/Main.swift:3 KitInternal"])
    }

    /// An old manifest names a sibling package by a relative URL, which SwiftPM clones from that folder.
    func testAPackageNamedByARelativeURLIsALocalPackage() throws {
        let tree = try kitTree([
            "Packages/App/Package.swift": Self.appManifest.replacingOccurrences(
                of: #".package(path: "../Kit")"#, with: #".package(url: "../Kit", from: "1.0.0")"#),
            "Packages/App/Sources/App/Main.swift": "import KitCore\nimport KitInternal\n",
        ])
        let outcome = try XCTUnwrap(CheckRunner.run(CheckOptions(paths: [tree.root])).outcome)
        XCTAssertEqual(
            outcome.violations.map { "\($0.ruleID) \($0.path):\($0.position.line) \($0.subject)" },
            ["package-manifest Packages/App/Sources/App/Main.swift:2 KitInternal"])
    }

    func testOnlyARelativeURLNamesAFolder() {
        let position = SourcePosition(line: 1, column: 1)
        let locations: [ManifestPackageDependency.Location] = [
            .url("../Kit"), .url("./Vendor/Kit"), .url("https://example.com/kit.git"), .path("../Kit"),
            .registry("acme.kit"),
        ]
        XCTAssertEqual(
            locations.map { ManifestPackageDependency(location: $0, position: position).localPath },
            ["../Kit", "./Vendor/Kit", nil, "../Kit", nil])
    }
}

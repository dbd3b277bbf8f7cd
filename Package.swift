// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "archlint",
    products: [
        .executable(name: "archlint", targets: ["archlint"]),
        .library(name: "LayerRules", targets: ["LayerRules"]),
        .library(name: "SwiftScanner", targets: ["SwiftScanner"]),
        .plugin(name: "ArchlintPlugin", targets: ["ArchlintPlugin"]),
        .plugin(name: "ArchlintBuildPlugin", targets: ["ArchlintBuildPlugin"]),
    ],
    targets: [
        .target(name: "SwiftScanner"),
        .target(name: "LayerRules", dependencies: ["SwiftScanner"]),
        .executableTarget(name: "archlint", dependencies: ["LayerRules", "SwiftScanner"]),
        .plugin(
            name: "ArchlintPlugin",
            capability: .command(
                intent: .custom(verb: "archlint", description: "check the package's architecture against rules.json")
            ),
            dependencies: ["archlint"]
        ),
        .plugin(name: "ArchlintBuildPlugin", capability: .buildTool(), dependencies: ["archlint"]),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SwiftScannerTests", dependencies: ["SwiftScanner", "TestSupport"]),
        .testTarget(name: "LayerRulesTests", dependencies: ["LayerRules", "SwiftScanner", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["archlint", "LayerRules", "TestSupport"]),
    ]
)

import LayerRules
import SwiftScanner
import TestSupport
import XCTest

/// Packages in the scanned tree: manifests read as manifests, files in modules, layers by module, and the
/// checks of manifests against the policy and the code.
final class ModuleLayersTests: XCTestCase {
    private static let modulePolicy = """
        {
          "version": 1,
          "layers": [
            {"name": "Domain", "modules": ["Domain"]},
            {"name": "Data", "modules": ["Data"]},
            {"name": "Presentation", "modules": ["Presentation"]},
            {"name": "App", "modules": ["App"], "compositionRoot": true}
          ],
          "rules": [
            {"id": "dependency-direction", "kind": "dependencies",
             "allow": {"Domain": [], "Data": ["Domain"], "Presentation": ["Domain"], "App": ["*"]}},
            {"id": "no-testable-import", "kind": "testableImports"},
            {"id": "package-manifest", "kind": "manifest"}
          ]
        }

        """

    /// A local package per layer, and a root package for the app.
    private static let multiPackageTree = [
        "rules.json": modulePolicy,
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Root",
            dependencies: [.package(path: "Packages/Presentation"), .package(path: "Packages/Data")],
            targets: [
                .executableTarget(
                    name: "App",
                    dependencies: [
                        .product(name: "Presentation", package: "Presentation"),
                        .product(name: "Data", package: "Data"),
                    ],
                    path: "App"
                )
            ]
        )

        """,
        "App/main.swift": "import Data\nimport Presentation\n\nlet screen = UserScreen()\n",
        "Packages/Domain/Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Domain",
            dependencies: [.package(path: "../Data")],
            targets: [
                .target(name: "Domain", dependencies: [.product(name: "Data", package: "Data")]),
                .testTarget(name: "DomainTests", dependencies: ["Domain"]),
            ]
        )

        """,
        "Packages/Domain/Sources/Domain/User.swift": "public struct User {}\n",
        "Packages/Domain/Tests/DomainTests/UserTests.swift": "@testable import Domain\nimport Data\n",
        "Packages/Data/Package.swift": """
        import PackageDescription

        let package = Package(
            name: "Data",
            dependencies: [.package(path: "../Domain")],
            targets: [.target(name: "Data", dependencies: [.product(name: "Domain", package: "Domain")])]
        )

        """,
        "Packages/Data/Sources/Data/UserStore.swift": "import Domain\n\npublic final class UserStore {}\n",
        "Packages/Presentation/Package.swift": """
        import PackageDescription

        let package = Package(
            name: "Presentation",
            dependencies: [
                .package(path: "../Domain"),
                .package(path: "../Data"),
            ],
            targets: [.target(name: "Presentation", dependencies: [.product(name: "Domain", package: "Domain")])]
        )

        """,
        "Packages/Presentation/Sources/Presentation/UserScreen.swift": """
        import Domain
        import Data

        public struct UserScreen {
            let user: User?
            let store: UserStore?
        }

        """,
    ]

    private func check(_ tree: TemporaryTree) throws -> (lines: [String], run: CheckRun) {
        let run = CheckRunner.run(CheckOptions(paths: [tree.root]))
        XCTAssertEqual(run.configErrors, [])
        let outcome = try XCTUnwrap(run.outcome)
        let text = XcodeReporter().render(outcome).replacingOccurrences(of: tree.root + "/", with: "")
        return (text.split(separator: "\n").map(String.init), run)
    }

    /// The target holding the app's entry point (`@main struct …: App`) is the composition root, even when its
    /// other files are screens in a `Presentation` folder: its dependency on the Data target is the wiring. A
    /// target without an entry point is the layer of its files, and a `@main` compiler plugin is no entry point.
    func testTheTargetHoldingTheAppsEntryPointIsTheCompositionRoot() throws {
        func lines(entryPoint: String) throws -> [String] {
            let tree = try TemporaryTree([
                "Package.swift": """
                let package = Package(name: "Shop", targets: [
                    .executableTarget(name: "ShopApp", dependencies: ["Data", "Domain"]),
                    .target(name: "Data", dependencies: ["Domain"]),
                    .target(name: "Domain"),
                ])

                """,
                "Sources/ShopApp/ShopApp.swift": entryPoint,
                "Sources/ShopApp/Presentation/ProductsView.swift": "import Domain\n\nstruct ProductsView {}\n",
                "Sources/Data/Data/RemoteProducts.swift": "import Domain\n\nstruct RemoteProducts: Products {}\n",
                "Sources/Domain/Domain/Products.swift": "public protocol Products {}\n",
            ])
            return try check(tree).lines
        }
        let app = "import Data\n\n@main\nstruct ShopApp: App {\n    let products = RemoteProducts()\n}\n"
        XCTAssertEqual(try lines(entryPoint: app), ["no violations in 5 files (embedded default policy)"])
        let plugin = "import Data\n\n@main\nstruct ShopPlugin: CompilerPlugin {}\n"
        XCTAssertEqual(
            FindingSites.of(try lines(entryPoint: plugin).joined(separator: "\n")),
            ["dependency-direction Package.swift:2:55"])
    }

    func testLocalPackagePerLayerReportsManifestsImportsAndCycles() throws {
        let tree = try TemporaryTree(Self.multiPackageTree)
        let (lines, run) = try check(tree)
        XCTAssertEqual(
            FindingSites.of(lines.joined(separator: "\n")),
            [
                "package-manifest Packages/Data/Package.swift:6:52",
                "dependency-direction Packages/Domain/Package.swift:8:48",
                "dependency-direction Packages/Presentation/Package.swift:7:9",
                "dependency-direction Packages/Presentation/Sources/Presentation/UserScreen.swift:2:1",
                "dependency-direction Packages/Presentation/Sources/Presentation/UserScreen.swift:6:16",
            ])
        XCTAssertEqual(
            lines.last, "5 violations (5 errors, 0 warnings) in 8 files: dependency-direction 4, package-manifest 1")
        let model = try XCTUnwrap(run.model)
        XCTAssertEqual(
            ConfigExplanation.render(model, policy: try XCTUnwrap(run.outcome).policy)
                .replacingOccurrences(of: tree.root + "/", with: ""),
            """
            policy: rules.json
            layer 'Domain': 1 file, 1 declaration
            layer 'Data': 1 file, 1 declaration
            layer 'Presentation': 1 file, 1 declaration
            layer 'App' (composition root): 1 file, 0 declarations
            no layer: 0 files, 0 declarations
            package 'Root' (Package.swift)
              target 'App' (App): layer 'App', 1 file
            package 'Data' (Packages/Data/Package.swift)
              target 'Data' (Packages/Data/Sources/Data): layer 'Data', 1 file
            package 'Domain' (Packages/Domain/Package.swift)
              target 'Domain' (Packages/Domain/Sources/Domain): layer 'Domain', 1 file
              target 'DomainTests' (Packages/Domain/Tests/DomainTests): test target, not checked
            package 'Presentation' (Packages/Presentation/Package.swift)
              target 'Presentation' (Packages/Presentation/Sources/Presentation): layer 'Presentation', 1 file

            """)
        XCTAssertEqual(
            model.files.map(\.path),
            [
                "App/main.swift", "Packages/Data/Sources/Data/UserStore.swift",
                "Packages/Domain/Sources/Domain/User.swift",
                "Packages/Presentation/Sources/Presentation/UserScreen.swift",
            ])
        XCTAssertEqual(model.fileLayers.map { model.catalog.name($0) }, ["App", "Data", "Domain", "Presentation"])
        XCTAssertEqual(
            model.modules.fileModules.map { $0.map { model.modules.graph.modules[$0].name } },
            [
                "App", "Data", "Domain", "Presentation",
            ])
    }

    func testLayerPrecedenceIsTypesThenPathsThenModules() throws {
        let tree = try TemporaryTree([
            "rules.json": """
            {"version": 1,
             "layers": [
               {"name": "Core", "modules": ["Core"]},
               {"name": "UI", "paths": ["**/UI/**"]},
               {"name": "ViewModels", "types": ["*ViewModel"]}
             ],
             "rules": []}

            """,
            "Package.swift": "let package = Package(name: \"P\", targets: [.target(name: \"Core\")])\n",
            "Sources/Core/Entity.swift": "struct Entity {}\n",
            "Sources/Core/UI/Widget.swift": "struct Widget {}\nfinal class WidgetViewModel {}\n",
            "Sources/Other/Loose.swift": "struct Loose {}\n",
        ])
        let model = try XCTUnwrap(try check(tree).run.model)
        XCTAssertEqual(
            model.files.map(\.path),
            ["Sources/Core/Entity.swift", "Sources/Core/UI/Widget.swift", "Sources/Other/Loose.swift"])
        XCTAssertEqual(model.fileLayers.map { model.catalog.name($0) }, ["Core", "UI", nil])
        XCTAssertEqual(model.declarationLayers[1].map { model.catalog.name($0) }, ["UI", "ViewModels"])
    }

    func testReexportOpensAForbiddenPathThroughAnAllowedModule() throws {
        let tree = try TemporaryTree([
            "rules.json": Self.modulePolicy.replacingOccurrences(
                of: "\"modules\": [\"Domain\"]", with: "\"modules\": [\"Domain\", \"DomainKit\"]"),
            "Package.swift": """
            let package = Package(
                name: "P",
                targets: [
                    .target(name: "Domain"),
                    .target(name: "Data", dependencies: ["Domain"]),
                    .target(name: "DomainKit", dependencies: ["Domain", "Glue"]),
                    .target(name: "Glue", dependencies: ["Data"], path: "Sources/Glue"),
                    .target(name: "Presentation", dependencies: ["DomainKit"]),
                ]
            )

            """,
            "Sources/Domain/User.swift": "public struct User {}\n",
            "Sources/Data/Store.swift": "import Domain\n",
            "Sources/DomainKit/Exports.swift": "@_exported import Domain\n@_exported import Glue\n",
            "Sources/Glue/Exports.swift": "@_exported import Data\n",
            "Sources/Presentation/Screen.swift": "import DomainKit\n\nstruct Screen {}\n",
        ])
        let lines = try check(tree).lines
        XCTAssertEqual(
            FindingSites.of(lines.joined(separator: "\n")),
            [
                "dependency-direction Sources/DomainKit/Exports.swift:2:1",
                "dependency-direction Sources/Presentation/Screen.swift:1:1",
            ])
        XCTAssertEqual(lines.last, "2 violations (2 errors, 0 warnings) in 6 files: dependency-direction 2")
    }

    func testManifestSuppressionsVariantsAndUnreadablePartsAsWarnings() throws {
        let tree = try TemporaryTree([
            "rules.json": Self.modulePolicy,
            "Package.swift": """
            let package = Package(
                name: "P",
                targets: [
                    // archlint:disable:next dependency-direction -- moving the mapping out of Domain
                    .target(name: "Domain", dependencies: ["Data"]),
                    .target(name: "Data"),
                    .target(name: "Presentation", dependencies: ["Domain", "Data"]),
                ] + extraTargets()
            )

            """,
            "Package@swift-5.9.swift": "let package = Package(name: \"P\", targets: [.target(name: \"Domain\")])\n",
            "Sources/Domain/User.swift": "public struct User {}\n",
            "Sources/Data/Store.swift": "import Domain\n",
            "Source/Presentation/Screen.swift": "import Domain\n",
        ])
        let (lines, run) = try check(tree)
        XCTAssertEqual(
            FindingSites.of(lines.joined(separator: "\n")),
            ["dependency-direction Package.swift:7:64", "package-manifest Sources/Data/Store.swift:1:1"])
        XCTAssertEqual(
            lines.last, "2 violations (2 errors, 0 warnings) in 4 files: dependency-direction 1, package-manifest 1")
        let outcome = try XCTUnwrap(run.outcome)
        XCTAssertEqual(
            outcome.problems,
            [
                InputProblem(
                    path: tree.root + "/Package.swift", position: SourcePosition(line: 8, column: 9),
                    message: "could not read target list: 'targets' is built by a function call", isFatal: false)
            ])
        let explanation = ConfigExplanation.render(try XCTUnwrap(run.model), policy: outcome.policy)
        XCTAssertTrue(
            explanation.hasSuffix(
                """
                package 'P' (Package.swift)
                  not read: Package@swift-5.9.swift (a Package.swift is next to it)
                  target 'Domain' (Sources/Domain): layer 'Domain', 1 file
                  target 'Data' (Sources/Data): layer 'Data', 1 file
                  target 'Presentation' (Source/Presentation): layer 'Presentation', 1 file

                """), explanation)
        XCTAssertEqual(
            run.model?.files.map(\.path),
            ["Source/Presentation/Screen.swift", "Sources/Data/Store.swift", "Sources/Domain/User.swift"])
    }

    func testTransitiveImportsAreDeclaredUnlessThePolicyAsksForExplicitImports() throws {
        let files = [
            "Package.swift": """
            let package = Package(name: "P", targets: [
                .target(name: "Feature", dependencies: ["Client"]),
                .target(name: "Client", dependencies: ["Models"]),
                .target(name: "Models"),
                .target(name: "Helpers"),
            ])

            """,
            "Sources/Feature/Feature.swift":
                "import Client\nimport Models\nimport Helpers\nimport Foundation\nimport Helpers\n",
            "Sources/Client/Client.swift": "import Models\n",
            "Sources/Models/Models.swift": "import Foundation\n",
            "Sources/Helpers/Helpers.swift": "struct Helper {}\n",
        ]
        func undeclared(_ options: String) throws -> [String] {
            let policy = #"{"version": 1, "layers": [], "rules": [{"id": "m", "kind": "manifest""# + options + "}]}"
            let tree = try TemporaryTree(files.merging(["rules.json": policy]) { $1 })
            return try check(tree).lines.dropLast().map {
                String($0.prefix { $0 != " " }) + " " + ($0.split(separator: "'")[3])
            }
        }
        XCTAssertEqual(try undeclared(""), ["Sources/Feature/Feature.swift:3:1: Helpers"])
        XCTAssertEqual(
            try undeclared(#", "explicitImports": true"#),
            ["Sources/Feature/Feature.swift:2:1: Models", "Sources/Feature/Feature.swift:3:1: Helpers"])
        XCTAssertEqual(try undeclared(#", "undeclaredImports": false"#), [])
    }

    /// The wording of the findings about modules: which target, package or re-export crosses the boundary, and
    /// the fix (the other tests here check which findings are made, by rule and location).
    func testModuleFindingsNameTheTargetPackageOrModuleAndTheFix() throws {
        let tree = try TemporaryTree(Self.multiPackageTree)
        let outcome = try XCTUnwrap(CheckRunner.run(CheckOptions(paths: [tree.root])).outcome)
        XCTAssertEqual(
            outcome.violations.map { $0.message.replacingOccurrences(of: tree.root + "/", with: "") },
            [
                "targets form a cycle: 'Data' -> 'Domain' -> 'Data' (Data -> Domain at Packages/Data/Package.swift:6:52; "
                    + "Domain -> Data at Packages/Domain/Package.swift:8:48); remove one of these dependencies",
                "'Domain' depends on target 'Data' of layer 'Data', which its policy does not allow; remove the "
                    + "dependency from target 'Domain' in Package.swift and depend on a protocol declared in 'Domain'",
                "'Presentation' depends on package 'Data' of layer 'Data', which its policy does not allow; remove the "
                    + "dependency on package 'Data' from Package.swift and depend on a protocol declared in "
                    + "'Presentation' or 'Domain'",
                "'Presentation' imports module 'Data' of layer 'Data', which its policy does not allow; depend on a "
                    + "protocol declared in 'Presentation' or 'Domain' and inject the implementation from the "
                    + "composition root",
                "'Presentation' depends on 'UserStore' from 'Data', which its policy does not allow; depend on a "
                    + "protocol declared in 'Presentation' or 'Domain' and inject the implementation from the "
                    + "composition root",
            ])
    }

    func testImportsOfTransitiveDependenciesAreDeclaredAndUnreachableSiblingsAreNot() throws {
        let tree = try TemporaryTree([
            "rules.json": #"""
            {"version": 1, "layers": [],
             "rules": [{"id": "package-manifest", "kind": "manifest"}]}
            """#,
            "Package.swift": """
            let package = Package(name: "P", targets: [
                .target(name: "Feature", dependencies: ["Client"]),
                .target(name: "Client", dependencies: ["Models"]),
                .target(name: "Models"),
                .target(name: "Helpers"),
            ])

            """,
            "Sources/Feature/Feature.swift":
                "import Client\nimport Models\nimport Helpers\nimport Foundation\nimport Helpers\n",
            "Sources/Client/Client.swift": "import Models\n",
            "Sources/Models/Models.swift": "import Foundation\n",
            "Sources/Helpers/Helpers.swift": "struct Helper {}\n",
        ])
        XCTAssertEqual(
            try check(tree).lines,
            [
                "Sources/Feature/Feature.swift:3:1: error: target 'Feature' imports 'Helpers' but does not declare it as a "
                    + "dependency in Package.swift; add it to the target's dependencies or remove the import "
                    + "[package-manifest]",
                "1 violation (1 error, 0 warnings) in 5 files: package-manifest 1",
            ])
    }

    /// A module takes the one layer of its placed files only when they are at least as many as its files that
    /// nothing places: a `Persistence` folder in an app's core package does not make the whole package Data,
    /// nor every view model importing it depend on Data; a package whose files are mostly in `Networking` is.
    func testAModuleMostlyOutsideLayerFoldersTakesNoLayerFromAFewFiles() throws {
        let manifest = { (name: String) in
            "let package = Package(name: \"\(name)\", targets: [.target(name: \"\(name)\")])\n"
        }
        let tree = try TemporaryTree([
            "Packages/AppCore/Package.swift": manifest("AppCore"),
            "Packages/AppCore/Sources/AppCore/Persistence/Store.swift": "public final class Store {}\n",
            "Packages/AppCore/Sources/AppCore/Context/AppContext.swift": "public final class AppContext {}\n",
            "Packages/AppCore/Sources/AppCore/Context/AuthContext.swift": "public final class AuthContext {}\n",
            "Packages/API/Package.swift": manifest("API"),
            "Packages/API/Sources/API/Networking/Client.swift": "public final class Client {}\n",
            "Packages/API/Sources/API/Networking/Endpoint.swift": "public enum Endpoint {}\n",
            "Packages/API/Sources/API/Session.swift": "public final class Session {}\n",
            "App/Presentation/Timeline/TimelineViewModel.swift":
                "import AppCore\nimport API\n\nfinal class TimelineViewModel {}\n",
        ])
        let run = CheckRunner.run(CheckOptions(paths: [tree.root]))
        let model = try XCTUnwrap(run.model)
        let layers = model.modules.graph.modules.indices.map {
            "\(model.modules.graph.modules[$0].name): \(model.catalog.name(model.layer(ofModule: $0)) ?? "none")"
        }
        XCTAssertEqual(layers.sorted(), ["API: Data", "AppCore: none"])
        let outcome = try XCTUnwrap(run.outcome)
        XCTAssertEqual(
            XcodeReporter().render(outcome).replacingOccurrences(of: tree.root + "/", with: "")
                .split(separator: "\n").first.map(String.init),
            "App/Presentation/Timeline/TimelineViewModel.swift:2:1: error: 'ViewModels' imports module 'API' of layer "
                + "'Data', which its policy does not allow; depend on a protocol declared in 'ViewModels' or 'Domain' "
                + "or 'Presentation' and inject the implementation from the composition root [dependency-direction]")
    }
}

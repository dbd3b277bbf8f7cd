import LayerRules
import SwiftScanner
import XCTest

/// Name resolution in Swift's lookup order, one test per step: generic parameters, nested types (with
/// extensions and supertypes), private types of the file, the file's module, imported modules, qualified
/// names and ambiguity. Sources are scanned as written; modules come from a `Package.swift`.
final class ModuleResolutionTests: XCTestCase {
    /// An app over a service module that re-exports a networking module's type under its own name.
    private static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Bank",
            targets: [
                .target(name: "Networking"),
                .target(name: "Services", dependencies: ["Networking"]),
                .target(name: "Toolkit"),
                .target(name: "App", dependencies: ["Services", "Networking", "Toolkit"]),
            ]
        )

        """

    private static let networking = [
        "Sources/Networking/Account.swift": """
        public struct Account: Decodable {
            public let id: String
        }
        public struct Endpoint {}
        struct Token {}
        """
    ]

    private static let services = [
        "Sources/Services/Model.swift": """
        import Networking

        public typealias Account = Networking.Account
        public struct Session {}
        """
    ]

    func testGenericParametersOfTypesAndFunctionsShadowTypesOfTheModule() {
        let model = Self.model([
            "Sources/App/Types.swift": "struct Item {}\nstruct Output {}\nstruct Key {}\n",
            "Sources/App/Box.swift": """
            struct Box<Item> {
                func map<Output>(_ transform: (Item) -> Output) -> Box<Output> { fatalError() }
                init<Key>(key: Key, item: Item) {}
                subscript<Key>(key: Key) -> Item? { nil }
                func plain(_ item: Item, _ output: Output) {}
            }
            """,
        ])
        XCTAssertEqual(Self.targets(model, "Sources/App/Box.swift", line: 2), ["Box -> App.Box"])
        XCTAssertEqual(Self.targets(model, "Sources/App/Box.swift", line: 3), [])
        XCTAssertEqual(Self.targets(model, "Sources/App/Box.swift", line: 4), [])
        XCTAssertEqual(Self.targets(model, "Sources/App/Box.swift", line: 5), ["Output -> App.Output"])
    }

    func testNestedTypesOfEnclosingDeclarationsShadowTopLevelTypes() {
        let model = Self.model([
            "Sources/App/Coordinator.swift": "protocol Coordinator: AnyObject {}\n",
            "Sources/App/ZoomableScrollView.swift": """
            import SwiftUI

            struct ZoomableScrollView: UIViewRepresentable {
                func makeCoordinator() -> Coordinator { Coordinator() }

                final class Coordinator: NSObject {}
            }
            """,
        ])
        XCTAssertEqual(
            Self.targets(model, "Sources/App/ZoomableScrollView.swift", line: 4),
            ["Coordinator -> App.ZoomableScrollView.Coordinator", "Coordinator -> App.ZoomableScrollView.Coordinator"])
    }

    func testANestedNameDeclaredInManyTypesIsFoundInTheEnclosingOne() {
        var sources = [
            "Sources/App/Coordinator.swift": "protocol Coordinator: AnyObject {}\n",
            "Sources/App/MapView.swift": """
            struct MapView: UIViewRepresentable {
                func makeCoordinator() -> Coordinator { Coordinator() }
            }
            extension MapView {
                final class Coordinator: NSObject {}
            }
            """,
        ]
        for index in 1...12 {
            sources["Sources/Toolkit/View\(index).swift"] =
                "public struct View\(index): UIViewRepresentable {\n    public final class Coordinator {}\n}\n"
        }
        let model = Self.model(sources)
        XCTAssertEqual(
            Self.targets(model, "Sources/App/MapView.swift", line: 2),
            ["Coordinator -> App.MapView.Coordinator", "Coordinator -> App.MapView.Coordinator"])
    }

    func testNestedTypesComeFromExtensionsInOtherFilesAndNotFromOtherModules() {
        let model = Self.model([
            "Sources/Toolkit/ShareViewReactor.swift": "public final class ShareViewReactor {\n    enum Action {}\n}\n",
            "Sources/App/CreateLinkViewReactor.swift": """
            final class CreateLinkViewReactor {
                func mutate(_ action: Action) -> Mutation {}
            }
            """,
            "Sources/App/CreateLinkViewReactor+Types.swift": """
            extension CreateLinkViewReactor {
                enum Action {}
                enum Mutation {}
            }
            """,
        ])
        XCTAssertEqual(
            Self.targets(model, "Sources/App/CreateLinkViewReactor.swift", line: 2),
            ["Action -> App.CreateLinkViewReactor.Action", "Mutation -> App.CreateLinkViewReactor.Mutation"])
    }

    func testNestedTypesOfSuperclassesAndProtocolsAreFoundBeforeTopLevelOnes() {
        let model = Self.model([
            "Sources/App/Style.swift": "struct Style {}\nstruct Route {}\n",
            "Sources/App/Screens.swift": """
            class BaseViewController {
                enum Style {}
            }
            protocol Routing {
                typealias Route = String
            }
            final class ProfileViewController: BaseViewController, Routing {
                func apply(_ style: Style, _ route: Route) {}
            }
            func outside(_ style: Style) {}
            """,
        ])
        XCTAssertEqual(
            Self.targets(model, "Sources/App/Screens.swift", line: 8),
            ["Style -> App.BaseViewController.Style", "Route -> App.Routing.Route"])
        XCTAssertEqual(Self.targets(model, "Sources/App/Screens.swift", line: 10), ["Style -> App.Style"])
    }

    func testInheritedNestedTypesAreSearchedInABoundedNumberOfSupertypes() {
        let depth = 2_000
        var source = "class Base0 {\n    enum Style {}\n}\n"
        for level in 1...depth { source += "class Base\(level): Base\(level - 1) {}\n" }
        source += "final class Near: Base3 {\n    let style: Style\n}\n"
        source += "final class Far: Base\(depth) {\n    let style: Style\n}\n"
        let model = Self.model(["Sources/App/Chain.swift": source])
        let near = depth + 5
        XCTAssertEqual(Self.targets(model, "Sources/App/Chain.swift", line: near), ["Style -> App.Base0.Style"])
        XCTAssertEqual(Self.targets(model, "Sources/App/Chain.swift", line: near + 3), ["Style -> external"])
    }

    func testPrivateTypesAreVisibleOnlyInTheirFile() {
        let model = Self.model([
            "Sources/App/List.swift": "private struct Row {}\nfileprivate struct Cell {}\nlet rows: [Row] = []\n",
            "Sources/App/Row.swift": "struct Row {}\n",
            "Sources/App/Use.swift": "let row: Row\nlet cell: Cell\n",
        ])
        XCTAssertEqual(
            Self.targets(model, "Sources/App/List.swift", line: 3), ["Row -> App.Row (Sources/App/List.swift)"])
        XCTAssertEqual(
            Self.targets(model, "Sources/App/Use.swift", line: 1), ["Row -> App.Row (Sources/App/Row.swift)"])
        XCTAssertEqual(Self.targets(model, "Sources/App/Use.swift", line: 2), ["Cell -> external"])
    }

    func testTypesOfTheOwnModuleWinOverImportedOnes() {
        let model = Self.model(
            Self.networking.merging([
                "Sources/App/Account.swift": "struct Account {}\n",
                "Sources/App/Profile.swift": "import Networking\n\nlet account: Account\n",
            ]) { $1 })
        XCTAssertEqual(Self.targets(model, "Sources/App/Profile.swift", line: 3), ["Account -> App.Account"])
    }

    func testImportsShowPublicTypesAndTestableImportsInternalOnes() {
        let model = Self.model(
            Self.networking.merging([
                "Sources/App/Plain.swift": "import Networking\n\nlet a: Account\nlet t: Token\n",
                "Sources/App/Testable.swift": "@testable import Networking\n\nlet t: Token\n",
                "Sources/App/None.swift": "import Foundation\n\nlet a: Account\n",
                "Sources/App/Conditional.swift":
                    "#if canImport(Networking)\nimport Networking\n#endif\nlet a: Account\n",
            ]) { $1 })
        XCTAssertEqual(Self.targets(model, "Sources/App/Plain.swift", line: 3), ["Account -> Networking.Account"])
        XCTAssertEqual(Self.targets(model, "Sources/App/Plain.swift", line: 4), ["Token -> external"])
        XCTAssertEqual(Self.targets(model, "Sources/App/Testable.swift", line: 3), ["Token -> Networking.Token"])
        XCTAssertEqual(Self.targets(model, "Sources/App/None.swift", line: 3), ["Account -> external"])
        XCTAssertEqual(
            Self.targets(model, "Sources/App/Conditional.swift", line: 4), ["Account -> Networking.Account"])
    }

    func testFilesInARowResolveByTheirOwnImportsWhenTheirImportsDiffer() {
        // In path order: a file whose module and imports match the file before it shares that file's list.
        let files: [(name: String, source: String, line: Int, targets: [String])] = [
            ("A", "import Networking\n\nlet t: Token\n", 3, ["Token -> external"]),
            ("B", "@testable import Networking\n\nlet t: Token\n", 3, ["Token -> Networking.Token"]),
            ("C", "@testable import Networking\n\nlet t: Token\n", 3, ["Token -> Networking.Token"]),
            ("D", "import Networking\n\nlet t: Token\n", 3, ["Token -> external"]),
            ("E", "import Networking\nimport Toolkit\n\nlet a: Account\n", 4, ["Account -> Networking.Account"]),
            ("F", "import Toolkit\n\nlet a: Account\n", 3, ["Account -> external"]),
        ]
        let sources = Dictionary(uniqueKeysWithValues: files.map { ("Sources/App/\($0.name).swift", $0.source) })
        let model = Self.model(Self.networking.merging(sources) { $1 })
        for file in files {
            XCTAssertEqual(
                Self.targets(model, "Sources/App/\(file.name).swift", line: file.line), file.targets, file.name)
        }
    }

    func testKindImportsShowOneTypeAndReexportsAreFollowedTransitively() {
        let model = Self.model(
            Self.networking.merging([
                "Sources/Toolkit/Exports.swift": "@_exported import Networking\n",
                "Sources/Services/Exports.swift": "@_exported import Toolkit\n",
                "Sources/App/One.swift": "import struct Networking.Account\n\nlet a: Account\nlet e: Endpoint\n",
                "Sources/App/Reexported.swift": "import Services\n\nlet e: Endpoint\n",
            ]) { $1 })
        XCTAssertEqual(Self.targets(model, "Sources/App/One.swift", line: 3), ["Account -> Networking.Account"])
        XCTAssertEqual(Self.targets(model, "Sources/App/One.swift", line: 4), ["Endpoint -> external"])
        XCTAssertEqual(
            Self.targets(model, "Sources/App/Reexported.swift", line: 3), ["Endpoint -> Networking.Endpoint"])
    }

    func testTypealiasIsADeclarationOfItsOwnModule() {
        let model = Self.model(
            Self.networking.merging(Self.services) { $1 }.merging([
                "Sources/App/Home.swift": "import Services\n\nlet account: Account\n"
            ]) { $1 })
        XCTAssertEqual(Self.targets(model, "Sources/App/Home.swift", line: 3), ["Account -> Services.Account"])
    }

    func testQualifiedNamesResolveInTheirModuleOrOuterType() {
        let model = Self.model(
            Self.networking.merging(Self.services) { $1 }.merging([
                "Sources/App/Menu.swift": "struct Menu {}\n",
                "Sources/App/Menu+Item.swift": "extension Menu {\n    struct Item {}\n}\n",
                "Sources/App/Use.swift": """
                import Networking
                import Services

                let a = Networking.Account(id: "1")
                let b = Services.Account(id: "2")
                let item = Menu.Item()
                let view = UIKit.UIView()
                let typed: Networking.Account? = nil
                func show(_ item: Menu.Item, in endpoint: Networking.Endpoint) {}
                """,
            ]) { $1 })
        XCTAssertEqual(
            Self.targets(model, "Sources/App/Use.swift", line: 8), ["Networking.Account -> Networking.Account"])
        XCTAssertEqual(
            Self.targets(model, "Sources/App/Use.swift", line: 9),
            ["Menu.Item -> App.Menu.Item", "Networking.Endpoint -> Networking.Endpoint"])
        XCTAssertEqual(
            Self.constructed(model, "Sources/App/Use.swift", line: 4), ["Networking.Account -> Networking.Account"])
        XCTAssertEqual(
            Self.constructed(model, "Sources/App/Use.swift", line: 5), ["Services.Account -> Services.Account"])
        XCTAssertEqual(Self.constructed(model, "Sources/App/Use.swift", line: 6), ["Menu.Item -> App.Menu.Item"])
        XCTAssertEqual(Self.constructed(model, "Sources/App/Use.swift", line: 7), ["UIKit.UIView -> external"])
    }

    func testANameFromTwoImportedModulesIsAmbiguous() {
        let model = Self.model(
            Self.networking.merging(Self.services) { $1 }.merging([
                "Sources/App/Both.swift": "import Networking\nimport Services\n\nlet account: Account\nlet x: Missing\n"
            ]) { $1 })
        XCTAssertEqual(
            Self.targets(model, "Sources/App/Both.swift", line: 4), ["Account -> ambiguous"])
        XCTAssertEqual(Self.targets(model, "Sources/App/Both.swift", line: 5), ["Missing -> external"])
    }

    func testAPlainFolderTreeIsOneModuleWhereInternalTypesAreVisibleEverywhere() {
        let model = Self.model(
            [
                "Domain/User.swift": "struct User {}\n",
                "Presentation/Profile.swift": "import Foundation\n\nlet user: User\n",
            ], manifest: nil)
        XCTAssertEqual(
            Self.targets(model, "Presentation/Profile.swift", line: 3), ["User -> (no module).User"])
    }

    /// `Kit.Store` where the tree knows no module `Kit` (a target of a project archlint cannot read): a type of
    /// another module, not the `Store` the file itself declares; `Swift.Result` is external, not the file's own.
    func testAQualifiedNameOfAnUnknownModuleIsNotTheFilesOwnDeclaration() {
        let model = Self.model(
            [
                "Domain/Store.swift": "public protocol Store {}\n",
                "Data/Store.swift": "import Kit\n\nfinal class Store: Kit.Store {}\n",
                "Data/Result.swift": "enum Result {}\n\nlet result: Swift.Result<Int, Error>\nlet own: Result\n",
            ], manifest: nil)
        XCTAssertEqual(
            Self.targets(model, "Data/Store.swift", line: 3), ["Kit.Store -> (no module).Store (Domain/Store.swift)"])
        XCTAssertEqual(
            Self.targets(model, "Data/Result.swift", line: 3),
            ["Swift.Result -> external", "Int -> external", "Error -> external"])
        XCTAssertEqual(Self.targets(model, "Data/Result.swift", line: 4), ["Result -> (no module).Result"])
    }

    /// `NSColor.Name` and `Notification.Name` in an app that declares a `Name` of its own (a user's name): the
    /// head is a type from outside the tree, not an imported module, so the name is external, not the app's `Name`.
    func testANestedTypeOfATypeFromOutsideTheTreeIsExternal() {
        let model = Self.model(
            [
                "Data/Entities/Name.swift": "struct Name {\n    let first: String\n}\n",
                "Presentation/Assets.swift":
                    "import AppKit\n\nlet color = NSColor.Name(\"accent\")\nlet note: Notification.Name = .init(\"x\")\n",
            ], manifest: nil)
        XCTAssertEqual(Self.targets(model, "Presentation/Assets.swift", line: 3), ["NSColor.Name -> external"])
        XCTAssertEqual(
            Self.targets(model, "Presentation/Assets.swift", line: 4), ["Notification.Name -> external"])
    }

    // MARK: - Helpers

    private static func model(_ sources: [String: String], manifest: String? = ModuleResolutionTests.manifest)
        -> ArchitectureModel
    {
        let paths = sources.keys.sorted()
        let files = paths.map { SourceScanner.scan(sources[$0]!, path: $0) }
        let graph =
            manifest.map { text in
                PackageGraph(manifests: [ManifestReader.read(text)]) { folder in
                    paths.contains { $0.hasPrefix(folder + "/") }
                }
            } ?? .empty
        return ArchitectureModel(files: files, layers: [], packages: graph)
    }

    /// Each reference on `line` of `path` as `Name -> Module.QualifiedName` (with the declaring file when
    /// its module declares the name in several files), `external` or `ambiguous`.
    private static func targets(_ model: ArchitectureModel, _ path: String, line: Int) -> [String] {
        guard let file = model.files.firstIndex(where: { $0.path == path }) else { return ["no file \(path)"] }
        let facts = model.files[file]
        return facts.references.indices.filter { facts.references[$0].position.line == line }.map { index in
            describe(facts.references[index].name, model.resolutions[file].references[index], in: model)
        }
    }

    /// Each construction on `line` of `path`, described as `targets` describes references.
    private static func constructed(_ model: ArchitectureModel, _ path: String, line: Int) -> [String] {
        guard let file = model.files.firstIndex(where: { $0.path == path }) else { return ["no file \(path)"] }
        let facts = model.files[file]
        return facts.constructions.indices.filter { facts.constructions[$0].position.line == line }.map { index in
            describe(facts.constructions[index].typeName, model.resolutions[file].constructions[index], in: model)
        }
    }

    private static func describe(_ name: String, _ target: SymbolID, in model: ArchitectureModel) -> String {
        let table = model.symbols
        switch target {
        case FileResolution.external: return "\(name) -> external"
        case FileResolution.ambiguous: return "\(name) -> ambiguous"
        case FileResolution.shadowed: return "\(name) -> shadowed"
        default:
            let symbol = table[target]
            let module = table.visibility.name(ofModule: symbol.module)
            let twins = table.symbols(named: symbol.name).filter {
                table[$0].qualifiedName == symbol.qualifiedName && table[$0].module == symbol.module
            }
            let place = twins.count > 1 ? " (\(model.files[symbol.file].path))" : ""
            return "\(name) -> \(module).\(symbol.qualifiedName)\(place)"
        }
    }
}

/// `explain path:line` for names: the step of the lookup that decided, and why other declarations lost.
final class NameResolutionExplanationTests: XCTestCase {
    func testExplainsImportsReexportsAmbiguityAndHiddenDeclarations() {
        let sources = [
            "Sources/Networking/Account.swift": "public struct Account {}\nstruct Token {}\n",
            "Sources/Services/Model.swift": "import Networking\n\npublic typealias Account = Networking.Account\n",
            "Sources/Toolkit/Exports.swift": "@_exported import Networking\n",
            "Sources/App/Home.swift": "import Services\n\nlet account: Account\nlet token: Token\n",
            "Sources/App/Both.swift": "import Networking\nimport Services\n\nlet account: Account\n",
            "Sources/App/Kit.swift": "import Toolkit\n\nfunc show<Token>(_ account: Account, _ token: Token) {}\n",
        ]
        let paths = sources.keys.sorted()
        let manifest = """
            let package = Package(
                name: "Bank",
                targets: [
                    .target(name: "Networking"),
                    .target(name: "Services", dependencies: ["Networking"]),
                    .target(name: "Toolkit", dependencies: ["Networking"]),
                    .target(name: "App", dependencies: ["Services", "Networking", "Toolkit"]),
                ]
            )
            """
        let graph = PackageGraph(manifests: [ManifestReader.read(manifest)]) { folder in
            paths.contains { $0.hasPrefix(folder + "/") }
        }
        let model = ArchitectureModel(
            files: paths.map { SourceScanner.scan(sources[$0]!, path: $0) }, layers: [], packages: graph)
        let explanation = NameResolutionExplanation(model: model, root: "")
        XCTAssertEqual(
            explanation.lines(path: "Sources/App/Home.swift", line: 3),
            [
                "'Account' -> typealias Account (Sources/Services/Model.swift:3) in module Services: the file imports "
                    + "Services; Networking.Account is not visible (module Networking is not imported)"
            ])
        XCTAssertEqual(
            explanation.lines(path: "Sources/App/Home.swift", line: 4),
            ["'Token' -> external: Networking.Token is not visible (module Networking is not imported)"])
        XCTAssertEqual(
            explanation.lines(path: "Sources/App/Both.swift", line: 4),
            [
                "'Account' -> ambiguous: struct Account (Sources/Networking/Account.swift:1) in module Networking and "
                    + "typealias Account (Sources/Services/Model.swift:3) in module Services are both visible through "
                    + "the file's imports; Swift rejects the use"
            ])
        XCTAssertEqual(
            explanation.lines(path: "Sources/App/Kit.swift", line: 3),
            [
                "'Account' -> struct Account (Sources/Networking/Account.swift:1) in module Networking: the file "
                    + "imports Toolkit, which reaches Networking through '@_exported import' in module Toolkit; "
                    + "Services.Account is not visible (module Services is not imported)"
            ])
        XCTAssertEqual(explanation.lines(path: "Sources/App/Kit.swift", line: 1), [])
    }
}

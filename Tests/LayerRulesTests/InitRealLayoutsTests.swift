import LayerRules
import SwiftScanner
import XCTest

/// `archlint init` on layouts seen in real repositories: nested layer folders, demo apps, app folders that
/// hold screens, a `Core` that is the app shell, big folders in no layer, side-by-side apps, and targets.
final class InitRealLayoutsTests: XCTestCase {
    private func facts(_ files: [(String, String)]) -> [FileFacts] {
        files.map { SourceScanner.scan($0.1, path: $0.0) }.sorted { $0.path < $1.path }
    }

    private func inference(_ files: [(String, String)], packages: PackageGraph = .empty) throws -> Inference {
        try PolicyInference.analyse(files: facts(files), packages: packages).get()
    }

    /// The layer each path lands in under the inferred policy.
    private func layers(of paths: [String], in policy: Policy) throws -> [String] {
        let resolver = LayerResolver(layers: policy.layers)
        return try paths.map { try resolver.catalog.name(resolver.layer(forFile: $0).get()) ?? "none" }
    }

    func testANestedDomainFolderInDataKeepsTheBigDomainLayerAndIsNoted() throws {
        var files = (1...12).map { ("Shop/Domain/Entities/Entity\($0).swift", "struct Entity\($0) {}\n") }
        files += [
            ("Shop/Data/API/Domain/ProductResponse.swift", "struct ProductResponse: Decodable {}\n"),
            ("Shop/Data/API/APIClient.swift", "final class APIClient {}\n"),
            ("Shop/Domain/Interfaces/Repositories/ProductRepository.swift", "protocol ProductRepository {}\n"),
        ]
        let inferred = try inference(files)
        XCTAssertEqual(inferred.policy.layers.map(\.name), ["Domain", "Data"])
        XCTAssertEqual(inferred.policy.layers[0].paths, ["Shop/Data/API/Domain/**", "**/Domain/**"])
        XCTAssertEqual(inferred.policy.layers[1].paths, ["Shop/Data/**"])
        XCTAssertEqual(
            try layers(
                of: [
                    "Shop/Domain/Entities/Entity1.swift", "Shop/Data/API/Domain/ProductResponse.swift",
                    "Shop/Data/API/APIClient.swift", "Shop/Domain/Interfaces/Repositories/ProductRepository.swift",
                ], in: inferred.policy),
            ["Domain", "Domain", "Data", "Domain"])
        XCTAssertEqual(
            inferred.notes,
            [
                "folder Shop/Data/API/Domain (1 file) is inside another layer's folder and goes to 'Domain': the "
                    + "deepest folder wins"
            ])
    }

    func testFolderNamesWithSpacesOrHyphensAreRecognised() throws {
        let inferred = try inference([
            ("Movies/Use Case/GetMoviesUseCase.swift", "final class GetMoviesUseCase {}\n"),
            ("Movies/Repository/MovieRepository.swift", "final class MovieRepository {}\n"),
            ("Movies/Presentation-Layer/MoviesView.swift", "import SwiftUI\n\nstruct MoviesView: View {}\n"),
        ])
        XCTAssertEqual(inferred.policy.layers.map(\.name), ["Domain", "Data", "Presentation"])
        XCTAssertEqual(
            try layers(
                of: [
                    "Movies/Use Case/GetMoviesUseCase.swift", "Movies/Repository/MovieRepository.swift",
                    "Movies/Presentation-Layer/MoviesView.swift",
                ], in: inferred.policy),
            ["Domain", "Data", "Presentation"])
    }

    func testDemoAppsAreCompositionRootsAndScreenFoldersInAppFoldersAreNot() throws {
        let inferred = try inference([
            ("Features/Login/Sources/LoginView.swift", "import SwiftUI\n\nstruct LoginView: View {}\n"),
            ("Features/Login/Demo/LoginDemoApp.swift", "@main\nstruct LoginDemoApp: App {}\n"),
            ("App/Main/HomeView.swift", "import SwiftUI\n\nstruct HomeView: View {}\n"),
            (
                "App/Main/HomeViewController.swift",
                "import UIKit\n\nfinal class HomeViewController: UIViewController {}\n"
            ),
            ("App/AppDelegate.swift", "final class AppDelegate {}\n"),
            ("App/DI/AppContainer.swift", "final class AppContainer {}\n"),
            ("Scenes/App/AppSceneView.swift", "import SwiftUI\n\nstruct AppSceneView: View {}\n"),
        ])
        let policy = inferred.policy
        XCTAssertEqual(policy.layers.map(\.name), ["Presentation", "Features/Login", "App"])
        XCTAssertEqual(
            try layers(
                of: [
                    "Features/Login/Sources/LoginView.swift", "Features/Login/Demo/LoginDemoApp.swift",
                    "App/Main/HomeView.swift", "App/AppDelegate.swift", "App/DI/AppContainer.swift",
                    "Scenes/App/AppSceneView.swift",
                ], in: policy),
            ["Features/Login", "App", "Presentation", "App", "App", "Presentation"])
        XCTAssertEqual(policy.layers.last?.compositionRoot, true)
        XCTAssertEqual(
            inferred.reasons.filter { $0.layer == "App" }.map(\.text),
            ["from folders App (2 files), Features/Login/Demo (1 file)"])
    }

    func testCoreIsSharedOnlyWhenItUsesNoOtherLayer() throws {
        let shell = try inference([
            ("Core/AppEnvironment.swift", "struct AppEnvironment {\n    let root: CountriesList\n}\n"),
            ("UI/CountriesList.swift", "struct CountriesList {}\n"),
            ("Interactors/CountriesInteractor.swift", "struct CountriesInteractor {}\n"),
        ])
        XCTAssertEqual(shell.policy.layers.map(\.name), ["Domain", "Presentation", "Core"])
        XCTAssertEqual(shell.policy.layers[2].compositionRoot, true)
        XCTAssertEqual(
            shell.reasons.filter { $0.layer == "Core" }.map(\.text),
            [
                "from folder Core (1 file)",
                "its code uses outer layers (views, features), so it is the app shell: a composition root",
            ])
        let shared = try inference([
            ("Core/Logger.swift", "struct Logger {}\n"),
            ("UI/CountriesList.swift", "struct CountriesList {\n    let logger: Logger\n}\n"),
        ])
        XCTAssertEqual(shared.policy.layers.map(\.compositionRoot), [false, false])
        guard let allow = shared.policy.rules[0].kind.allowedDependencies else { return XCTFail("no dependencies") }
        XCTAssertEqual(allow, ["Presentation": ["Core"], "Core": []])
    }

    func testFoldersOfManyFilesInNoLayerAreListedWithWhatToAdd() throws {
        var files = [("Shop/Domain/User.swift", "struct User {}\n")]
        files += (1...21).map { ("Shop/Other/Helper\($0).swift", "struct Helper\($0) {}\n") }
        files += (1...22).map {
            ("Shop/Widgets/Badge\($0).swift", "import SwiftUI\n\nstruct Badge\($0): View {}\n")
        }
        files += (1...5).map { ("Shop/Small/Thing\($0).swift", "struct Thing\($0) {}\n") }
        let inferred = try inference(files)
        XCTAssertEqual(
            inferred.unplacedFolders,
            [
                UnplacedFolder(
                    folder: "Shop/Other", files: 21,
                    suggestion:
                        "add \"Shop/Other/**\" to the 'paths' of the layer it belongs to, or give it a layer of its own"
                ),
                UnplacedFolder(
                    folder: "Shop/Widgets", files: 22,
                    suggestion:
                        "add \"Shop/Widgets/**\" to the 'paths' of the layer it belongs to, or give it a layer of its own"
                ),
            ])
        XCTAssertEqual(
            InferenceSummary.render(inferred),
            """
            layers inferred:
              Domain: from folder Shop/Domain (1 file)
            folders with more than 20 files in no layer:
              Shop/Other (21 files): add "Shop/Other/**" to the 'paths' of the layer it belongs to, or give it a layer of its own
              Shop/Widgets (22 files): add "Shop/Widgets/**" to the 'paths' of the layer it belongs to, or give it a layer of its own

            """)
    }

    func testIndependentAppsSideBySideAreRefused() {
        var files: [(String, String)] = []
        for app in ["Calculator", "Timer", "Weather"] {
            files.append(("\(app)/Sources/\(app)App.swift", "@main\nstruct \(app)App: App {}\n"))
            files.append(("\(app)/Sources/Domain/\(app)Model.swift", "struct \(app)Model {}\n"))
        }
        files.append(("Shared/Theme.swift", "struct Theme {}\n"))
        XCTAssertEqual(
            PolicyInference.analyse(files: facts(files)).map(\.policy.layers.count),
            .failure(.sideBySideApps([["Calculator"], ["Timer"], ["Weather"]])))
        files.append(("Timer/Sources/Clock.swift", "struct Clock {\n    let model: CalculatorModel\n}\n"))
        files.append(("Weather/Sources/Sky.swift", "struct Sky {\n    let model: CalculatorModel\n}\n"))
        XCTAssertNotNil(PolicyInference.infer(files: facts(files)), "apps that share code are one app")
    }

    func testTargetsComeFirstAndFeaturesMayUseTheFeaturesTheyDeclare() throws {
        let manifest = ManifestReader.read(
            """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Shop",
                targets: [
                    .target(name: "ShopDomain"),
                    .target(name: "ShopData", dependencies: ["ShopDomain"]),
                    .target(name: "CartFeature", dependencies: ["ShopDomain"]),
                    .target(name: "CheckoutFeature", dependencies: ["CartFeature", "ShopDomain"]),
                    .executableTarget(name: "ShopDemo", dependencies: ["CheckoutFeature", "ShopData"]),
                ]
            )

            """, path: "Package.swift")
        let sources = [
            ("Sources/ShopDomain/Product.swift", "public struct Product {}\npublic protocol ProductStoring {}\n"),
            (
                "Sources/ShopData/ProductStore.swift",
                "import ShopDomain\n\npublic final class ProductStore: ProductStoring {}\n"
            ),
            ("Sources/CartFeature/CartView.swift", "import ShopDomain\n\npublic struct CartView {}\n"),
            (
                "Sources/CheckoutFeature/CheckoutView.swift",
                "import CartFeature\n\nstruct CheckoutView {\n    let cart: CartView\n}\n"
            ),
            ("Sources/ShopDemo/main.swift", "import ShopData\n\nlet store = ProductStore()\n"),
        ]
        let packages = PackageGraph(manifests: [manifest]) { folder in
            sources.contains { $0.0.hasPrefix(folder + "/") }
        }
        let inferred = try inference(sources, packages: packages)
        let policy = inferred.policy
        XCTAssertEqual(
            policy.layers.map(PolicyEncoding.layer).map(PolicyEncoding.compact),
            [
                #"{"name": "Domain", "modules": ["ShopDomain"]}"#, #"{"name": "Data", "modules": ["ShopData"]}"#,
                #"{"name": "Features/Cart", "modules": ["CartFeature"]}"#,
                #"{"name": "Features/Checkout", "modules": ["CheckoutFeature"]}"#,
                #"{"name": "App", "modules": ["ShopDemo"], "compositionRoot": true}"#,
            ])
        guard let allow = policy.rules[0].kind.allowedDependencies else { return XCTFail("no dependencies") }
        XCTAssertEqual(allow["Features/Checkout"], ["Domain", "Features/Cart"])
        XCTAssertEqual(allow["Features/Cart"], ["Domain"])
        XCTAssertEqual(
            inferred.reasons.filter { $0.layer == "Features/Checkout" }.map(\.text),
            ["from target CheckoutFeature in Package.swift"])
        let result = RuleEngine.evaluate(
            policy: policy, files: facts(sources), root: ".", strict: true, packages: packages)
        XCTAssertEqual(result.violations.map(\.ruleID), [])
    }

    func testTuistManifestsAreExcludedAndCoordinatorProtocolsStayWithTheirFeature() throws {
        let inferred = try inference([
            ("Projects/Domain/Project.swift", "import ProjectDescription\n\nlet project = Project(name: \"Domain\")\n"),
            (
                "Tuist/ProjectDescriptionHelpers/Module.swift",
                "import ProjectDescription\n\npublic enum Module {}\n"
            ),
            ("Projects/Domain/Sources/Movie.swift", "struct Movie {}\n"),
            ("Projects/Features/Movies/MoviesCoordinator.swift", "public protocol MoviesCoordinator {}\n"),
            (
                "Projects/Features/Movies/MoviesViewModel.swift",
                "final class MoviesViewModel {\n    let coordinator: MoviesCoordinator\n}\n"
            ),
            (
                "Projects/Example/Sources/AppMoviesCoordinator.swift",
                "final class AppMoviesCoordinator: MoviesCoordinator {}\n"
            ),
        ])
        XCTAssertEqual(
            Array(inferred.policy.exclude.suffix(2)), ["**/Project.swift", "Tuist/ProjectDescriptionHelpers/**"])
        XCTAssertEqual(
            inferred.notes,
            [
                "excluded the project manifests (they import ProjectDescription): **/Project.swift, "
                    + "Tuist/ProjectDescriptionHelpers/**"
            ])
        let app = try XCTUnwrap(inferred.policy.layers.last)
        XCTAssertEqual(
            PolicyEncoding.compact(PolicyEncoding.layer(app)),
            #"{"name": "App", "paths": ["**/Example/**"], "compositionRoot": true}"#)
        XCTAssertEqual(
            try layers(of: ["Projects/Features/Movies/MoviesCoordinator.swift"], in: inferred.policy),
            ["Features/Movies"])
    }

    func testAFeatureThatOtherFeaturesBuildOnIsShared() throws {
        let inferred = try inference([
            ("Sources/Feature/Analytics/ShareEvent.swift", "enum ShareEvent { case tap }\n"),
            (
                "Sources/Feature/Share/ShareViewController.swift",
                "final class ShareViewController {\n    let event = ShareEvent.tap\n}\n"
            ),
            (
                "Sources/Feature/TagAdd/TagAddViewController.swift",
                "final class TagAddViewController {\n    let event: ShareEvent\n}\n"
            ),
            (
                "Sources/Feature/Folder/FolderViewController.swift",
                "final class FolderViewController {\n    let tags: TagAddViewController\n}\n"
            ),
        ])
        XCTAssertEqual(
            inferred.reasons.filter { $0.layer == "Features/Analytics" }.map(\.text),
            [
                "from folder Sources/Feature/Analytics (1 file)",
                "used by 2 other features and using none, so every feature may use it",
            ])
        guard let allow = inferred.policy.rules[0].kind.allowedDependencies else { return XCTFail("no dependencies") }
        XCTAssertEqual(allow["Features/Share"], ["Features/Analytics"])
        XCTAssertEqual(allow["Features/Folder"], ["Features/Analytics"])
        XCTAssertEqual(allow["Features/Analytics"], [])
        let findings = RuleEngine.evaluate(
            policy: inferred.policy,
            files: facts([
                ("Sources/Feature/Analytics/ShareEvent.swift", "enum ShareEvent { case tap }\n"),
                (
                    "Sources/Feature/Folder/FolderViewController.swift",
                    "final class FolderViewController {\n    let tags: TagAddViewController\n}\n"
                ),
                (
                    "Sources/Feature/TagAdd/TagAddViewController.swift",
                    "final class TagAddViewController {\n    let event: ShareEvent\n}\n"
                ),
            ]), root: ".", strict: true
        ).violations.map { "\($0.path):\($0.position.line) [\($0.ruleID)]" }
        XCTAssertEqual(findings, ["Sources/Feature/Folder/FolderViewController.swift:2 [dependency-direction]"])
    }

    /// Folders named the way Android apps name them: `domain`, `data`, `ui`, the wiring in `ui/di` and the domain's
    /// own `core`: the names count whatever their case, `di` is wiring even inside `ui`, and a `core` inside a
    /// layer's folder stays in that layer.
    func testLowercaseLayerFoldersWiringInsideUiAndACoreInsideDomain() throws {
        let inferred = try inference([
            ("Rick/domain/core/Interactor.swift", "struct Interactor {\n    let store: Store\n}\n"),
            ("Rick/domain/models/Character.swift", "struct Character {}\n"),
            ("Rick/data/repositories/Store.swift", "struct Store {}\n"),
            ("Rick/ui/screens/list/ListScreen.swift", "import SwiftUI\n\nstruct ListScreen: View {}\n"),
            ("Rick/ui/di/RootComponent.swift", "final class RootComponent {\n    let store = Store()\n}\n"),
        ])
        XCTAssertEqual(inferred.policy.layers.map(\.name), ["Domain", "Data", "Presentation", "App"])
        XCTAssertEqual(
            inferred.policy.layers.map(\.paths), [["**/domain/**"], ["**/data/**"], ["Rick/ui/**"], ["Rick/ui/di/**"]])
        XCTAssertEqual(
            try layers(
                of: [
                    "Rick/domain/core/Interactor.swift", "Rick/data/repositories/Store.swift",
                    "Rick/ui/screens/list/ListScreen.swift", "Rick/ui/di/RootComponent.swift",
                ], in: inferred.policy),
            ["Domain", "Data", "Presentation", "App"])
    }

    /// Helpers kept below an application or platform folder and mocks kept beside the code: the starter policy
    /// writes the default policy's `shared` globs that hold files, so that code is in no layer (not the App or
    /// Data layer of the folder above it), and a tree without such folders gets no `shared` key.
    func testToolboxFoldersBelowApplicationAndMocksAreShared() throws {
        let inferred = try inference([
            ("Shop/Application/Utils/PriceFormatter.swift", "struct PriceFormatter {}\n"),
            ("Shop/Application/AppDelegate.swift", "final class AppDelegate {}\n"),
            ("Shop/Domain/Product.swift", "struct Product {}\n"),
            ("Shop/Presentation/Mocks/ProductMock.swift", "enum ProductMock {}\n"),
            ("Shop/Presentation/ProductView.swift", "struct ProductView {\n    let formatter: PriceFormatter\n}\n"),
        ])
        XCTAssertEqual(
            inferred.policy.shared,
            [
                "**/{Application,Infrastructure,Platform}/**/{Common,Utils,Utilities,Util,Helpers,Helper,Extensions,"
                    + "Extension,Shared}/**",
                "**/{Mock,Mocks,Stub,Stubs,Fake,Fakes,mock,mocks,stub,stubs,fake,fakes}/**",
            ])
        XCTAssertEqual(
            inferred.notes,
            [
                "shared 1 file under \(inferred.policy.shared[0]): in no layer, and every layer may use them",
                "shared 1 file under \(inferred.policy.shared[1]): in no layer, and every layer may use them",
            ])
        let resolver = LayerResolver(layers: inferred.policy.layers, shared: inferred.policy.shared)
        let layers = try [
            "Shop/Application/Utils/PriceFormatter.swift", "Shop/Application/AppDelegate.swift",
            "Shop/Presentation/Mocks/ProductMock.swift", "Shop/Presentation/ProductView.swift",
        ].map { try resolver.catalog.name(resolver.layer(forFile: $0).get()) ?? "none" }
        XCTAssertEqual(layers, ["none", "App", "none", "Presentation"])
        let plain = try inference([
            ("Shop/Domain/Product.swift", "struct Product {}\n"),
            ("Shop/Presentation/ProductView.swift", "struct ProductView {}\n"),
        ])
        XCTAssertEqual(plain.policy.shared, [])
        // The analysis that decides what `Core` is sees the mocks as shared code too: a preview mock of a screen
        // kept in `Core/Mocks` does not make `Core` the app shell.
        let core = try inference([
            ("Shop/Core/Logger.swift", "struct Logger {}\n"),
            ("Shop/Core/Mocks/MockProductScreen.swift", "struct MockProductScreen {\n    let view: ProductView\n}\n"),
            ("Shop/UI/ProductView.swift", "struct ProductView {\n    let logger: Logger\n}\n"),
        ])
        XCTAssertEqual(core.policy.layers.map(\.name), ["Presentation", "Core"])
        XCTAssertEqual(core.policy.layers.map(\.compositionRoot), [false, false])
    }
}

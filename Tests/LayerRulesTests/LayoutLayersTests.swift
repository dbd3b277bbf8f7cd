import LayerRules
import SwiftScanner
import XCTest

/// Layer assignment for real layouts: the deepest folder wins, `kinds`, `conformsTo`, preview and debug code, and
/// the default policy's folder vocabulary.
final class LayoutLayersTests: XCTestCase {
    private let defaults = DefaultPolicy.load()

    private func fileLayer(_ path: String, layers: [LayerDefinition]? = nil) -> String? {
        let resolver = LayerResolver(layers: layers ?? defaults.layers)
        switch resolver.layer(forFile: path) {
        case .success(let layer): return resolver.catalog.name(layer)
        case .failure(let tie): return "tie: \(tie)"
        }
    }

    private func model(_ sources: [(String, String)], layers: [LayerDefinition]? = nil) -> ArchitectureModel {
        let files = sources.map { SourceScanner.scan($0.1, path: $0.0) }.sorted { $0.path < $1.path }
        return ArchitectureModel(files: files, layers: layers ?? defaults.layers)
    }

    /// `name -> layer` of every declaration, as `kind name: layer`.
    private func declarationLayers(_ model: ArchitectureModel) -> [String] {
        model.files.indices.flatMap { file in
            model.files[file].declarations.indices.map { index in
                let declaration = model.files[file].declarations[index]
                return "\(declaration.kind) \(declaration.qualifiedName): "
                    + model.layerName(model.declarationLayers[file][index])
            }
        }
    }

    /// The findings as `path:line:column: [rule-id] subject` (the messages belong to the rules' own tests).
    private func findings(_ sources: [(String, String)], policy: Policy? = nil) -> [String] {
        let files = sources.map { SourceScanner.scan($0.1, path: $0.0) }.sorted { $0.path < $1.path }
        return RuleEngine.evaluate(policy: policy ?? defaults, files: files, root: ".", strict: false).violations.map {
            "\($0.path):\($0.position.line):\($0.position.column): [\($0.ruleID)] \($0.subject)"
        }
    }

    // MARK: - Most specific path glob

    func testTheGlobAnchoredAtTheDeepestFolderWins() {
        XCTAssertEqual(fileLayer("Projects/Domain/Data/Sources/ChatRepositoryImpl.swift"), "Data")
        XCTAssertEqual(fileLayer("Projects/Domain/Domain/Sources/Chat.swift"), "Domain")
        XCTAssertEqual(fileLayer("Features/Login/Domain/LoginUseCase.swift"), "Domain")
        XCTAssertEqual(fileLayer("Data/Presentation/AppDelegate.swift"), "App", "a file-name glob beats folders")
        XCTAssertEqual(
            fileLayer("Domain/Interfaces/Repositories/MoviesRepository.swift"), "Domain",
            "same anchor: the glob with more literal characters wins")
        XCTAssertEqual(fileLayer("Data/Repositories/DefaultMoviesRepository.swift"), "Data")
        XCTAssertEqual(fileLayer("Platform/MoviesDB/CoreData/Entities/MovieEntity.swift"), "Data")
        XCTAssertEqual(fileLayer("Domain/Entities/Movie.swift"), "Domain")
    }

    func testIndexedFolderGlobsMatchExactlyWhatTheGlobsMatch() throws {
        let patterns = [
            "**/Domain/**", "Domain/**", "**/Domain", "**/Projects/App/**", "**/AppDelegate.swift",
            "Sources/**/Data/**", "**/{Data,Platform}/**/{Entities,Scenes}/**", "**/*Platform/**", "*/Domain/**",
            "**/Domain/**/Repositories/*.swift", "**", "A/**/B/**/C",
        ]
        let paths = [
            "Domain/X.swift", "Domain", "A/Domain", "A/Domain/B/Domain/X.swift", "Projects/App/Sources/A.swift",
            "Projects/Apps/A.swift", "App/AppDelegate.swift", "AppDelegate.swift/X.swift", "Sources/Data/X.swift",
            "Lib/Sources/Data/X.swift", "Data/Scenes/X.swift", "Scenes/Data/X.swift",
            "NetworkPlatform/Entities/E.swift",
            "Domain/Repositories/R.swift", "Domain/A/Repositories/B/R.swift", "A/B/C", "A/X/B/Y/C", "A/C/B", "X.swift",
        ]
        for pattern in patterns {
            let resolver = LayerResolver(layers: [LayerDefinition(name: "L", paths: [pattern])])
            let glob = try Glob(pattern)
            for path in paths {
                guard case .success(let match) = resolver.pathMatch(forFile: path) else { return XCTFail(path) }
                XCTAssertEqual(match != nil, glob.matches(path), "\(pattern) on \(path)")
            }
        }
    }

    func testFolderNamesMatchWhateverUnicodeFormTheyAreWrittenIn() {
        let layers = [
            LayerDefinition(name: "Domain", paths: ["**/Caf\u{E9}/**"]),
            LayerDefinition(name: "Data", paths: ["**/\u{212A}elvin/Stores/**"]),
            LayerDefinition(name: "Presentation", paths: ["**/Scenes/**"]),
        ]
        XCTAssertEqual(fileLayer("Caf\u{E9}/Order.swift", layers: layers), "Domain")
        XCTAssertEqual(fileLayer("App/Cafe\u{301}/Order.swift", layers: layers), "Domain")
        XCTAssertEqual(fileLayer("Kelvin/Stores/Store.swift", layers: layers), "Data")
        XCTAssertEqual(fileLayer("\u{212A}elvin/Stores/Store.swift", layers: layers), "Data")
        XCTAssertEqual(fileLayer("Kelvin/Scenes/Stores/Store.swift", layers: layers), "Presentation")
        XCTAssertEqual(fileLayer("Cafe/Order.swift", layers: layers), nil)
    }

    func testTheDeepestAnchorCountsWhenAGlobCouldAnchorTwice() {
        let layers = [
            LayerDefinition(name: "Domain", paths: ["**/Domain/**"]),
            LayerDefinition(name: "Data", paths: ["**/Data/**"]),
        ]
        XCTAssertEqual(fileLayer("Domain/Data/Domain/Chat.swift", layers: layers), "Domain")
        XCTAssertEqual(fileLayer("Shared/Data/Domain/Data/Chat.swift", layers: layers), "Data")
    }

    func testOnlyEqualAnchorsAndLiteralsAreATie() {
        let layers = [
            LayerDefinition(name: "Domain", paths: ["**/Domain/**"]),
            LayerDefinition(name: "Kernel", paths: ["*/Domain/**", "**/Kernel/**"]),
        ]
        XCTAssertEqual(fileLayer("Domain/Kernel/Rules.swift", layers: layers), "Kernel")
        XCTAssertEqual(
            fileLayer("Kernel/Domain/Rules.swift", layers: layers),
            "tie: 'Kernel/Domain/Rules.swift' matches layers 'Domain' and 'Kernel' equally ('**/Domain/**', "
                + "'*/Domain/**'); make one pattern more specific")
    }

    func testTheDefaultPolicyKnowsTheCommonFolderVocabularies() {
        let expected: [(String, String?)] = [
            ("App/Scenes/Login/LoginViewController.swift", "Presentation"),
            ("App/Presenters/LoginPresenter.swift", "Presentation"),
            ("App/Presenter/LoginPresenter.swift", "Presentation"),
            ("Features/Login/LoginView.swift", "Presentation"),
            ("Projects/Feature/Sources/HomeView.swift", "Presentation"),
            ("App/Modules/Profile/ProfileView.swift", "Presentation"),
            ("App/Moduls/Profile/ProfileView.swift", "Presentation"),
            ("PresentationLayer/Chat/ChatView.swift", "Presentation"),
            ("PresentationSwiftUI/Chat/ChatView.swift", "Presentation"),
            ("DomainLayer/Chat/Message.swift", "Domain"),
            ("DataLayer/Chat/MessageStore.swift", "Data"),
            ("Countries/Interactors/CountriesInteractor.swift", "Domain"),
            ("Shop/UseCases/FetchProductsUseCase.swift", "Domain"),
            ("Shop/Entities/Product.swift", "Domain"),
            ("Countries/Repositories/CountriesWebRepository.swift", "Data"),
            ("Projects/Platform/MoviesAPI/MoviesGateway.swift", "Data"),
            ("NetworkPlatform/Network/Network.swift", "Data"),
            ("Core/Networking/HTTPClient.swift", "Data"),
            ("Core/NetworkService/Endpoint.swift", "Data"),
            ("Core/Persistence/Database.swift", "Data"),
            ("ShareExtension/Sources/Data/UseCase/SaveLinkUseCase.swift", "Data"),
            ("Countries/DependencyInjection/DIContainer.swift", "App"),
            ("Shop/DI/AppAssembly.swift", "App"),
            ("Shop/Assembly/ProductAssembly.swift", "App"),
            ("Features/Login/Builder/LoginBuilder.swift", "App"),
            ("Projects/App/Sources/AppDelegate+Setup.swift", "App"),
            ("Shared/Extensions/String+Trim.swift", nil),
            ("Services/Network/Modules/Info/InfoTarget.swift", "Data"),
            ("Services/Realm/Entities/TaskObject.swift", "Data"),
            ("Presentation/Checkout/UseCases/CheckoutFormatter.swift", "Presentation"),
            ("Application/Model/UseCase/TaskUseCase.swift", "Domain"),
            ("Application/AppDelegate.swift", "App"),
            ("Features/Login/Repositories/LoginRepository.swift", "Data"),
        ]
        for (path, layer) in expected {
            XCTAssertEqual(fileLayer(path), layer, path)
        }
    }

    // MARK: - Kinds and conformance

    func testCoordinatorProtocolsStayInTheirFolderAndImplementationsJoinTheCompositionRoot() {
        let settings = """
            protocol SettingsCoordinator: AnyObject {
                func showLicenses()
            }

            extension SettingsCoordinator {
                func close() {}
            }

            final class SettingsViewModel {
                weak var coordinator: SettingsCoordinator?
            }
            """
        let flow = """
            import UIKit

            final class DefaultSettingsCooridnator: SettingsCoordinator {
                let navigation: UINavigationController
                init(navigation: UINavigationController) { self.navigation = navigation }
                func showLicenses() { navigation.pushViewController(LicensesViewController(), animated: true) }
            }

            extension DefaultSettingsCooridnator {
                final class Router {}
            }
            """
        let model = model([
            ("Presentation/Settings/SettingsViewModel.swift", settings),
            ("Presentation/Settings/SettingsFlow.swift", flow),
        ])
        XCTAssertEqual(
            declarationLayers(model),
            [
                "class DefaultSettingsCooridnator: App", "extension DefaultSettingsCooridnator: App",
                "class DefaultSettingsCooridnator.Router: App", "protocol SettingsCoordinator: Presentation",
                "extension SettingsCoordinator: Presentation", "class SettingsViewModel: ViewModels",
            ])
        XCTAssertEqual(
            findings([
                ("Presentation/Settings/SettingsViewModel.swift", settings),
                ("Presentation/Settings/SettingsFlow.swift", flow),
            ]), [])
    }

    /// The app's entry point builds the object graph: it joins the composition root wherever it is, and so do
    /// its extensions. A `@main` type that is no app (a macro's compiler plugin) stays in its folder's layer.
    func testTheAppsEntryPointAndItsExtensionsJoinTheCompositionRoot() throws {
        let app = """
            import SwiftUI

            @main
            struct ShopApp: App {
                var body: some Scene { WindowGroup { ProductsView(viewModel: ProductsViewModel(repository: repository)) } }
            }
            """
        let commands = """
            extension ShopApp {
                var repository: some ProductRepository { RemoteProductRepository(client: URLSessionClient()) }
            }
            """
        let plugin = """
            import SwiftCompilerPlugin

            @main
            struct ShopMacros: CompilerPlugin {
                let providingMacros: [Macro.Type] = []
            }

            @UIApplicationMain
            final class LegacyAppDelegate: UIResponder, UIApplicationDelegate {}
            """
        let sources = [
            ("Presentation/ShopApp.swift", app), ("Presentation/ShopApp+Commands.swift", commands),
            ("Presentation/Macros/ShopMacros.swift", plugin),
            (
                "Data/RemoteProductRepository.swift",
                "final class RemoteProductRepository: ProductRepository { init(client: any HTTPClient) {} }"
            ),
            ("Data/URLSessionClient.swift", "struct URLSessionClient: HTTPClient {}"),
            ("Domain/ProductRepository.swift", "protocol ProductRepository {}\nprotocol HTTPClient {}"),
        ]
        XCTAssertEqual(
            declarationLayers(model(sources)),
            [
                "class RemoteProductRepository: Data", "struct URLSessionClient: Data",
                "protocol ProductRepository: Domain",
                "protocol HTTPClient: Domain", "struct ShopMacros: Presentation", "class LegacyAppDelegate: App",
                "extension ShopApp: App", "struct ShopApp: App",
            ])
        XCTAssertEqual(findings(sources), [])
        let entryModel = model(sources)
        let appFile = try XCTUnwrap(entryModel.files.firstIndex { $0.path == "Presentation/ShopApp.swift" })
        XCTAssertEqual(
            LayerReason(model: entryModel, policy: defaults)
                .declaration(file: appFile, index: 0),
            "'App' (entry point)")
    }

    func testATypeNestedInAConcreteTypeFollowsItWhateverItsName() {
        let model = model([
            (
                "Presentation/Lists/PagesView.swift",
                """
                struct PagesView: UIViewControllerRepresentable {
                    final class Coordinator: NSObject, UIPageViewControllerDelegate {}
                }

                final class ProfileCell: UITableViewCell {
                    struct ViewModel { let title: String }
                }

                enum Profile {
                    final class ViewModel {}
                }

                extension ProfileView {
                    final class ViewModel {}
                }
                """
            )
        ])
        XCTAssertEqual(
            declarationLayers(model),
            [
                "struct PagesView: Presentation", "class PagesView.Coordinator: Presentation",
                "class ProfileCell: Presentation", "struct ProfileCell.ViewModel: Presentation",
                "enum Profile: Presentation", "class Profile.ViewModel: ViewModels",
                "extension ProfileView: Presentation", "class ProfileView.ViewModel: ViewModels",
            ])
    }

    func testConformanceThroughAnExtensionAndProtocolInheritance() {
        let model = model([
            ("Presentation/Coordinating.swift", "protocol Coordinator {}\nprotocol ChatRouting: Coordinator {}\n"),
            ("Presentation/Chat/ChatFlow.swift", "final class ChatFlow {}\n"),
            ("Presentation/Chat/ChatFlow+Routing.swift", "extension ChatFlow: ChatRouting {}\n"),
            ("Presentation/Chat/ChatCellModel.swift", "struct ChatCellModel {}\n"),
        ])
        XCTAssertEqual(
            declarationLayers(model),
            [
                "struct ChatCellModel: Presentation", "extension ChatFlow: App", "class ChatFlow: App",
                "protocol Coordinator: Presentation", "protocol ChatRouting: Presentation",
            ])
    }

    func testTheLayerReasonNamesTheConformanceThePreviewAndTheExtendedType() {
        let model = model([
            ("Presentation/Chat/ChatCoordinator.swift", "protocol ChatCoordinator {}\n"),
            (
                "Presentation/Chat/ChatFlow.swift",
                "final class DefaultChatCooridnator: ChatCoordinator {}\n\nextension DefaultChatCooridnator {}\n\n"
                    + "#Preview { ChatView() }\n"
            ),
        ])
        let reason = LayerReason(model: model, policy: defaults)
        let flow = model.files.firstIndex { $0.path == "Presentation/Chat/ChatFlow.swift" }!
        XCTAssertEqual(
            (0..<3).map { reason.declaration(file: flow, index: $0) },
            [
                "'App' (conforms to 'ChatCoordinator', conformsTo '*Coordinator')",
                "'App' (extension of 'DefaultChatCooridnator')", "'App' (preview code)",
            ])
        XCTAssertEqual(
            reason.declaration(file: 1 - flow, index: 0),
            "'Presentation' (path glob '**/{Presentation,presentation}/**')")
    }

    func testAReactorClassIsAViewModelAndAReactorProtocolIsNot() {
        let model = model([
            (
                "Presentation/Login/LoginReactor.swift",
                "import ReactorKit\n\nprotocol SessionReactor {}\n\nfinal class LoginReactor: Reactor {}\n"
            )
        ])
        XCTAssertEqual(
            declarationLayers(model), ["protocol SessionReactor: Presentation", "class LoginReactor: ViewModels"])
    }

    // MARK: - Preview and debug code

    private let previews = """
        import SwiftUI

        struct ProductList: View {
            var body: some View { Text("") }
        }

        #Preview("Products") {
            ProductList(viewModel: ProductListViewModel(useCase: DefaultFetchProductsUseCase(
                repository: DefaultProductRepository())))
        }

        struct ProductList_Previews: PreviewProvider {
            static var previews: some View { Host() }

            struct Host: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController {
                    ProductListViewController(repository: DefaultProductRepository())
                }
            }
        }
        """
    private let data = "final class DefaultProductRepository: ProductRepository {}\n"
    private let domain = "protocol ProductRepository {}\n"

    func testEverySpellingOfThePreviewProtocolsMakesPreviewCode() {
        let source = """
            struct A: SwiftUI.PreviewProvider {}
            struct B: PreviewModifier {}
            struct C: Equatable, SwiftUI.PreviewModifier {}
            struct D: PreviewProviders {}
            struct E: MyPreviewProvider {}
            """
        XCTAssertEqual(
            declarationLayers(model([("Presentation/Products/Previews.swift", source)])),
            [
                "struct A: App", "struct B: App", "struct C: App", "struct D: Presentation", "struct E: Presentation",
            ])
    }

    func testPreviewCodeBelongsToTheCompositionRoot() {
        let sources = [
            ("Presentation/Products/ProductList.swift", previews), ("Data/DefaultProductRepository.swift", data),
            ("Domain/ProductRepository.swift", domain),
        ]
        XCTAssertEqual(
            declarationLayers(model(sources)),
            [
                "class DefaultProductRepository: Data", "protocol ProductRepository: Domain",
                "struct ProductList: Presentation", "preview #Preview: App", "struct ProductList_Previews: App",
                "struct ProductList_Previews.Host: App",
            ])
        XCTAssertEqual(findings(sources), [])
    }

    func testPreviewCodeStaysInItsFileLayerWhenTheCompositionRootDeclinesIt() {
        var policy = defaults
        policy.layers[policy.layers.count - 1].previews = false
        let sources = [
            ("Presentation/Products/ProductList.swift", previews), ("Data/DefaultProductRepository.swift", data),
            ("Domain/ProductRepository.swift", domain),
        ]
        XCTAssertEqual(
            findings(sources, policy: policy),
            [
                "Presentation/Products/ProductList.swift:9:21: [inject-dont-construct] DefaultProductRepository",
                "Presentation/Products/ProductList.swift:17:51: [inject-dont-construct] DefaultProductRepository",
            ])
    }

    /// A file's imports are its top-level types' when they agree; a file with no top-level type takes those its
    /// top-level extensions declare (a view model nested in an extension of its view, in a folder no layer names).
    func testImportsOfAFileHoldingOnlyAnExtensionBelongToTheTypesItDeclares() {
        let sources = [
            (
                "UI/Profile/ProfileViewModel.swift",
                "import SwiftUI\n\nextension ProfileView {\n    final class ViewModel: ObservableObject {}\n}\n"
            ),
            (
                "UI/Profile/ProfileView.swift",
                "import SwiftUI\n\nstruct ProfileView: View {}\nextension ProfileView {\n    enum Tab {}\n}\n"
            ),
            (
                "UI/Profile/ProfileCell+ViewModel.swift",
                "import UIKit\n\nextension ProfileCell {\n    final class ViewModel {}\n}\nextension ProfileCell {\n    func configure() {}\n}\n"
            ),
            (
                "UI/Feed/FeedScreen.swift",
                "import SwiftUI\n\nstruct FeedScreen: View {}\nextension FeedScreen {\n    final class ViewModel {}\n}\n"
            ),
        ]
        XCTAssertEqual(findings(sources), ["UI/Profile/ProfileViewModel.swift:1:1: [viewmodel-imports] SwiftUI"])
    }

    /// An import under `#if DEBUG` is preview code when DEBUG code is (the default policy): a view model's file
    /// that imports SwiftUI for its preview only is not reported.
    func testImportsUnderDEBUGArePreviewCodeUnlessDeclined() {
        let sources = [
            (
                "Presentation/Profile/ProfileViewModel.swift",
                "import Combine\n#if DEBUG\nimport SwiftUI\n#endif\n\nfinal class ProfileViewModel {}\n"
            )
        ]
        XCTAssertEqual(findings(sources), [])
        var policy = defaults
        policy.layers[policy.layers.count - 1].debugCode = false
        XCTAssertEqual(
            findings(sources, policy: policy),
            ["Presentation/Profile/ProfileViewModel.swift:3:1: [viewmodel-imports] SwiftUI"])
    }

    func testDebugCodeIsCodeWhoseConditionHasDEBUGAsOneOfItsAndParts() {
        let conditions = [
            ("DEBUG", true), (" DEBUG  && canImport(SwiftUI)", true), ("os(iOS) &&DEBUG", true),
            ("!DEBUG", false), ("DEBUG || BETA", false), ("DEBUGGING", false), ("FLAG_DEBUG", false), ("", false),
        ]
        for (condition, isDebug) in conditions {
            let wiring =
                "#if \(condition)\nenum Wiring {\n    static let repository = DefaultProductRepository()\n}\n#endif\n"
            let sources = [
                ("Presentation/Wiring.swift", wiring), ("Data/DefaultProductRepository.swift", data),
                ("Domain/ProductRepository.swift", domain),
            ]
            XCTAssertEqual(
                findings(sources),
                isDebug ? [] : ["Presentation/Wiring.swift:3:29: [inject-dont-construct] DefaultProductRepository"],
                "#if \(condition)")
        }
    }

    func testDebugCodeJoinsThePreviewLayerUnlessDeclined() {
        let wiring = """
            #if DEBUG
            enum MockWiring {
                static let repository = DefaultProductRepository()
            }
            #endif
            final class ProductListViewModel {
                let repository: ProductRepository
                init(repository: ProductRepository) { self.repository = repository }
                #if DEBUG
                static func mocked() -> ProductListViewModel {
                    #if os(iOS)
                    ProductListViewModel(repository: DefaultProductRepository())
                    #else
                    ProductListViewModel(repository: DefaultProductRepository())
                    #endif
                }
                #else
                static let live = ProductListViewModel(repository: DefaultProductRepository())
                #endif
            }
            """
        let sources = [
            ("Presentation/MockWiring.swift", wiring), ("Data/DefaultProductRepository.swift", data),
            ("Domain/ProductRepository.swift", domain),
        ]
        XCTAssertEqual(
            findings(sources),
            [
                "Presentation/MockWiring.swift:18:56: [inject-dont-construct] DefaultProductRepository"
            ])
        var policy = defaults
        policy.layers[policy.layers.count - 1].debugCode = false
        XCTAssertEqual(
            findings(sources, policy: policy),
            [
                "Presentation/MockWiring.swift:3:29: [inject-dont-construct] DefaultProductRepository",
                "Presentation/MockWiring.swift:12:42: [inject-dont-construct] DefaultProductRepository",
                "Presentation/MockWiring.swift:14:42: [inject-dont-construct] DefaultProductRepository",
                "Presentation/MockWiring.swift:18:56: [inject-dont-construct] DefaultProductRepository",
            ])
    }
}

import LayerRules
import SwiftScanner
import XCTest

/// A `*Coordinator` in a Presentation folder that only navigates stays in Presentation, and a base coordinator or a
/// router building screens in no layer's folder stays in no layer; one that wires the app (it asks a DI container for
/// screens, holds a use case, builds a repository or a service in no layer, or holds a coordinator that does) stays
/// in the composition root, where the default policy's name pattern puts it.
final class NavigationTypesTests: XCTestCase {
    private let files = [
        SourceScanner.scan(
            """
            final class ProfileCoordinator: BaseCoordinator {
                weak var navigation: UINavigationController?
                override func start() {
                    let screen = ProfileViewController()
                    screen.coordinator = self
                    navigation?.pushViewController(screen, animated: true)
                }
                func showSettings() { SettingsCoordinator(navigation: navigation).start() }
                func showFriend(_ friend: User) { navigation?.title = friend.name }
            }

            """, path: "App/Presentation/Profile/ProfileCoordinator.swift"),
        SourceScanner.scan(
            """
            final class SettingsCoordinator: Coordinator {
                weak var navigation: UINavigationController?
                enum Route { case about }
                init(navigation: UINavigationController?) { self.navigation = navigation }
                func start() {}
            }

            extension SettingsCoordinator {
                func show(_ route: Route) { navigation?.pushViewController(AboutViewController(), animated: true) }
            }

            """, path: "App/Presentation/Settings/SettingsCoordinator.swift"),
        SourceScanner.scan(
            """
            final class FeedCoordinator: Coordinator {
                let container: AppDIContainer
                init(container: AppDIContainer) { self.container = container }
                func start() { _ = container.makeFeedScreen() }
            }

            """, path: "App/Presentation/Feed/FeedCoordinator.swift"),
        SourceScanner.scan(
            """
            final class CartCoordinator: Coordinator {
                func start() { _ = CartViewModel(repository: RemoteCartRepository()) }
            }

            """, path: "App/Presentation/Cart/CartCoordinator.swift"),
        SourceScanner.scan(
            """
            final class SearchCoordinator: Coordinator {
                func start() { _ = SearchViewController(network: NetworkManager()) }
            }

            """, path: "App/Presentation/Search/SearchCoordinator.swift"),
        SourceScanner.scan(
            """
            protocol NetworkManaging {}
            final class NetworkManager: NetworkManaging {}

            """, path: "App/Support/NetworkManager.swift"),
        SourceScanner.scan(
            """
            final class HomeCoordinator: Coordinator {
                let feed: FeedCoordinator
                init(feed: FeedCoordinator) { self.feed = feed }
            }

            """, path: "App/Presentation/Home/HomeCoordinator.swift"),
        SourceScanner.scan(
            """
            final class ProfileViewController: UIViewController {
                var coordinator: ProfileCoordinator?
            }
            final class AboutViewController: UIViewController {}
            final class HomeViewController: UIViewController {
                var coordinator: HomeCoordinator?
            }
            final class SearchViewController: UIViewController {
                init(network: NetworkManaging) {}
                var coordinator: SearchCoordinator?
            }
            final class OrdersViewController: UIViewController {
                var coordinator: OrdersCoordinator?
                var container: ScreensDIContainer?
            }
            final class RootViewController: UIViewController {
                var navigation: NavigationCoordinator?
            }

            """, path: "App/Presentation/Screens.swift"),
        SourceScanner.scan(
            """
            final class CartViewModel {
                let coordinator: CartCoordinator
                let settings: SettingsCoordinator
                init(repository: CartRepository, coordinator: CartCoordinator, settings: SettingsCoordinator) {
                    self.coordinator = coordinator
                    self.settings = settings
                }
            }

            """, path: "App/Presentation/Cart/CartViewModel.swift"),
        SourceScanner.scan("protocol Coordinator { func start() }\n", path: "App/Presentation/Coordinator.swift"),
        SourceScanner.scan(
            """
            class BaseCoordinator {
                var children: [BaseCoordinator] = []
                func start() {}
            }

            """, path: "App/Core/BaseCoordinator.swift"),
        SourceScanner.scan(
            """
            final class NavigationCoordinator: ObservableObject {
                @Published var path: [String] = []
                func destination(for id: String) -> AboutViewController { AboutViewController() }
            }

            """, path: "App/Core/Navigation/NavigationCoordinator.swift"),
        SourceScanner.scan(
            """
            final class OrdersCoordinator: Coordinator {
                let fetchOrders: FetchOrdersUseCase
                init(fetchOrders: FetchOrdersUseCase) { self.fetchOrders = fetchOrders }
                func start() {}
            }

            """, path: "App/Presentation/Orders/OrdersCoordinator.swift"),
        SourceScanner.scan(
            "struct ScreensDIContainer {\n    let fetchOrders: FetchOrdersUseCase\n}\n",
            path: "App/Injected/ScreensDIContainer.swift"),
        SourceScanner.scan("struct User {\n    let name: String\n}\n", path: "App/Domain/User.swift"),
        SourceScanner.scan("protocol FetchOrdersUseCase {}\n", path: "App/Domain/FetchOrdersUseCase.swift"),
        SourceScanner.scan("protocol CartRepository {}\n", path: "App/Domain/CartRepository.swift"),
        SourceScanner.scan(
            "final class RemoteCartRepository: CartRepository {}\n", path: "App/Data/RemoteCartRepository.swift"),
        SourceScanner.scan(
            """
            final class AppDIContainer {
                func makeFeedScreen() -> UIViewController { UIViewController() }
            }

            """, path: "App/Application/AppDIContainer.swift"),
    ]

    func testOnlyCoordinatorsThatWireTheAppStayInTheCompositionRoot() {
        let result = RuleEngine.evaluate(policy: DefaultPolicy.load(), files: files, root: ".", strict: true)
        XCTAssertEqual(
            heads(result.violations, of: "dependency-direction"),
            [
                "App/Presentation/Cart/CartViewModel.swift:2:22 'ViewModels' depends on 'CartCoordinator' from 'App'",
                "App/Presentation/Cart/CartViewModel.swift:4:51 'ViewModels' depends on 'CartCoordinator' from 'App'",
                "App/Presentation/Screens.swift:6:22 'Presentation' depends on 'HomeCoordinator' from 'App'",
                "App/Presentation/Screens.swift:10:22 'Presentation' depends on 'SearchCoordinator' from 'App'",
                "App/Presentation/Screens.swift:13:22 'Presentation' depends on 'OrdersCoordinator' from 'App'",
                "App/Presentation/Screens.swift:14:20 'Presentation' depends on 'ScreensDIContainer' from 'App'",
            ])
        let model = result.model
        let layers = [
            "ProfileCoordinator", "SettingsCoordinator", "SettingsCoordinator.Route", "FeedCoordinator",
            "CartCoordinator", "HomeCoordinator", "SearchCoordinator", "OrdersCoordinator", "BaseCoordinator",
            "ScreensDIContainer", "NavigationCoordinator",
        ].map { layer(of: $0, in: model) }
        XCTAssertEqual(
            layers,
            [
                "Presentation", "Presentation", "Presentation", "App", "App", "App", "App", "App", "no layer", "App",
                "no layer",
            ])
        let settingsFile = model.files.firstIndex { $0.path.hasSuffix("SettingsCoordinator.swift") }!
        XCTAssertEqual(
            model.declarationLayers[settingsFile].map { model.catalog.name($0) ?? "none" },
            ["Presentation", "Presentation", "Presentation"])
    }

    func testExplainSaysWhyANavigatingCoordinatorKeepsItsFolderLayer() {
        let result = RuleEngine.evaluate(policy: DefaultPolicy.load(), files: files, root: ".", strict: true)
        let model = result.model
        let reason = LayerReason(model: model, policy: DefaultPolicy.load())
        let file = model.files.firstIndex { $0.path.hasSuffix("ProfileCoordinator.swift") }!
        XCTAssertEqual(
            reason.declaration(file: file, index: 0),
            "'Presentation' (path glob '**/{Presentation,presentation}/**'); it only navigates: it names types of "
                + "'Presentation' and values it may use, and builds only its own layer's types, so a composition-root "
                + "name or conformance does not move it")
        let base = model.files.firstIndex { $0.path.hasSuffix("BaseCoordinator.swift") }!
        XCTAssertEqual(
            reason.declaration(file: base, index: 0),
            "no layer (no path glob matches 'App/Core/BaseCoordinator.swift'); it only navigates: it wires no service "
                + "of a layer, so a composition-root name or conformance does not move it")
        let feed = model.files.firstIndex { $0.path.hasSuffix("FeedCoordinator.swift") }!
        XCTAssertEqual(reason.declaration(file: feed, index: 0), "'App' (type pattern '*Coordinator')")
    }

    func testWithoutADependenciesRuleTheNamePatternDecides() {
        var policy = DefaultPolicy.load()
        policy.rules.removeAll { $0.kind.allowedDependencies != nil }
        let model = ModelBuilder.build(files: files, policy: policy)
        XCTAssertTrue(model.navigationTypes.isEmpty)
        XCTAssertEqual(layer(of: "ProfileCoordinator", in: model), "App")
    }

    /// The layer of the type declared as `qualifiedName`.
    private func layer(of qualifiedName: String, in model: ArchitectureModel) -> String {
        for (file, facts) in model.files.enumerated() {
            guard let declaration = facts.declarations.firstIndex(where: { $0.qualifiedName == qualifiedName }),
                let symbol = model.symbols.symbol(file: file, declaration: declaration)
            else { continue }
            return model.catalog.name(model.symbols.layer(of: symbol)) ?? "no layer"
        }
        return "undeclared"
    }
}

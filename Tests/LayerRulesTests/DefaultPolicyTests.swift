import SwiftScanner
import TestSupport
import XCTest

@testable import LayerRules

final class DefaultPolicyTests: XCTestCase {
    /// Asserts the layer the default policy's path globs give each path (`nil` for none, `tie` for a tie).
    private func assertDefaultLayers(_ placed: [(String, String?)], line: UInt = #line) {
        let policy = DefaultPolicy.load()
        let resolver = LayerResolver(layers: policy.layers, shared: policy.shared)
        for (path, expected) in placed {
            var layer: String? = "tie"
            if case .success(let found) = resolver.layer(forFile: path) { layer = resolver.catalog.name(found) }
            XCTAssertEqual(layer, expected, path, line: line)
        }
    }

    func testEmbeddedPolicyIsTheRepositoryRulesJSON() throws {
        let onDisk = try Data(contentsOf: RepositoryFiles.url("rules.json"))
        XCTAssertTrue(
            Array(onDisk) == Array(DefaultPolicy.json.utf8),
            "DefaultPolicy.json differs from rules.json: run Scripts/embed-default-policy.sh")
        XCTAssertEqual(DefaultPolicy.source, PolicySource(path: nil, sha256: SHA256.hexDigest(Array(onDisk))))
        XCTAssertEqual(DefaultPolicy.source.displayName, "<embedded default>")
    }

    func testDefaultPolicyIsWrittenBackAsTheSamePolicy() throws {
        let policy = DefaultPolicy.load()
        let written = PolicyEncoding.document(policy)
        let reread = try PolicyLoader.parse(Array(written.utf8), path: "rules.json")
        XCTAssertEqual(PolicyShape(reread), PolicyShape(policy))
        XCTAssertEqual(PolicyEncoding.document(reread), written)
    }

    /// Generated code is shared: nobody edits it, and every layer uses what it declares (resources, strings, a DI
    /// graph). Folder names written with spaces still name their layers.
    func testDefaultPolicySharesGeneratedCodeAndReadsSpacedFolderNames() {
        assertDefaultLayers([
            ("App/Presentation/Utilities/Generated/NeedleGenerated.swift", nil),
            ("App/Presentation/Resources/Strings+Generated.swift", nil),
            ("App/Presentation/R.generated.swift", nil),
            ("App/Data/generated/API.swift", nil),
            ("App/Presentation/GeneratedAvatarView.swift", "Presentation"),
            ("App/Domain Layer/Use Cases/FetchUserUseCase.swift", "Domain"),
            ("App/Presentation Layer/View Models/ProfileViewModel.swift", "Presentation"),
            ("App/DataManager/Remote/ProfileRemoteDataManager.swift", "Data"),
        ])
    }

    /// Folders of the layouts the default layers are written for, including a layer's words nested in another
    /// layer's folder (`Domain/Repositories` is Domain, `Data/UseCases` is Data).
    func testDefaultLayersPlaceTheFoldersOfCommonLayouts() {
        let placed: [(String, String?)] = [
            ("Shop/Domain/UseCases/FetchProductsUseCase.swift", "Domain"),
            ("Shop/Domain/Repositories/ProductRepository.swift", "Domain"),
            ("Sources/Entities/User.swift", "Domain"),
            ("Shop/Data/Network/APIClient.swift", "Data"),
            ("Shop/Data/UseCases/DefaultFetchProductsUseCase.swift", "Data"),
            ("Modules/NetworkPlatform/Network/Endpoint.swift", "Data"),
            ("Shop/Presentation/Products/ProductsView.swift", "Presentation"),
            ("Shop/Presentation/Entities/ProductRow.swift", "Presentation"),
            ("Shop/Scenes/Login/LoginViewController.swift", "Presentation"),
            ("Shop/Application/AppDelegate.swift", "App"),
            ("Shop/DI/AppDIContainer.swift", "App"),
            ("Projects/App/Sources/ShopApp.swift", "App"),
            ("Shop/Shared/Extensions/Date+Format.swift", nil),
            ("Modules/Sources/CoreDomain/Models/Weather.swift", "Domain"),
            ("Modules/Sources/CoreDomain/Repositories/WeatherRepository.swift", "Domain"),
            ("Sources/Domains/DomainsListView.swift", nil),
        ]
        assertDefaultLayers(placed)
    }

    /// Apps name their folders in lowercase or lowerCamelCase as often as capitalised (`domain/usecase`,
    /// `presentation/viewModel`); the default folders are matched in each spelling, and a role folder inside a
    /// layer folder of the same spelling stays in that layer. A DI folder grouped by feature stays composition
    /// root.
    func testDefaultLayersPlaceLowercaseFoldersAndFeaturesBelowDI() {
        let placed: [(String, String?)] = [
            ("app/feature/recipe/domain/usecase/SearchUseCase.swift", "Domain"),
            ("app/feature/recipe/domain/repository/RecipeRepository.swift", "Domain"),
            ("app/feature/recipe/data/RecipeRepositoryImpl.swift", "Data"),
            ("app/feature/recipe/presentation/viewmodel/RecipeViewModel.swift", "Presentation"),
            ("app/feature/recipe/RecipeRow.swift", "Presentation"),
            ("Cleanarch/application/di/AppDIContainer.swift", "App"),
            ("Core/domain/useCases/ViewPostsUseCase.swift", "Domain"),
            ("Core/data/repositories/PostRepository.swift", "Data"),
            ("Core/data/usecases/RemotePostsUseCase.swift", "Data"),
            ("Core/domain/repositories/PostRepository.swift", "Domain"),
            ("ui/di/components/AppComponent.swift", "App"),
            ("DependencyInjection/Features/Login/LoginAssembly.swift", "App"),
            ("App/di/features/recipes/RecipesAssembly.swift", "App"),
            ("App/Application/Features/Login/LoginView.swift", "Presentation"),
            ("Sources/multiplatform/Shared/Theme.swift", nil),
        ]
        assertDefaultLayers(placed)
    }

    /// Below an `Application` folder, a folder named for views (`Views`, `ViewModel`, `View-ViewModel`) or for
    /// base classes (`Base`) holds screen code, not wiring: base view models, reusable cells, screens. A file
    /// whose own name has `View` in it stays where its folder puts it, and so does a view folder below DI. A
    /// feature's demo app (`Features/Catch/Example/`) wires the feature alone: composition root. The views an
    /// `Infrastructure` folder keeps beside its network code are screen code too.
    func testDefaultLayersPlaceViewFoldersBelowApplicationAndFeatureDemoApps() {
        let placed: [(String, String?)] = [
            ("Todo/Application/View-ViewModel/Scene/001 - Today/TodayViewController.swift", "Presentation"),
            ("Todo/Application/View-ViewModel-Coordinator/Reusables/Cells/TaskCell.swift", "Presentation"),
            ("Todo/Application/Base/ViewController.swift", "Presentation"),
            ("Sources/Application/Core/ViewModel/AnyViewModel.swift", "Presentation"),
            ("Cleanarch/application/views/HomeView.swift", "Presentation"),
            ("Cleanarch/application/base/BaseViewController.swift", "Presentation"),
            ("Todo/Application/Builder/TaskListViewControllerBuilder.swift", "App"),
            ("Todo/Application/AppFlowCoordinator.swift", "App"),
            ("Todo/Application/DIContainer/ViewModelsDIContainer.swift", "App"),
            ("Todo/Application/Views/DI/ScreensAssembly.swift", "App"),
            ("Shop/Views/ProductView.swift", nil),
            ("Features/Catch/Example/Sources/AppController.swift", "App"),
            ("Features/Network/Example/Sources/SimpleViewController.swift", "App"),
            ("app/features/login/demo/LoginDemoApp.swift", "App"),
            ("Examples/Repeat/main.swift", nil),
            ("ExampleMVVM/Infrastructure/View/Table/TableViewController.swift", "Presentation"),
            ("ExampleMVVM/Infrastructure/Network/NetworkService.swift", "Data"),
        ]
        assertDefaultLayers(placed)
    }

    /// The toolbox an app keeps in its outer folders (`Application/Utils`, `Infrastructure/Extension`) is shared
    /// code in no layer: every layer may use its helpers, and a screen using one does not depend on the
    /// composition root. So are the test doubles kept for previews (`Mock/`, `Mocks/`) wherever they are.
    func testDefaultPolicyLeavesToolboxFoldersOfOuterLayersShared() {
        let placed: [(String, String?)] = [
            ("Movies/Application/Utils/ActivityIndicator.swift", nil),
            ("Movies/Application/Common/ViewModelType.swift", nil),
            ("Movies/Application/DIContainer/Helpers/Resolver+Shared.swift", nil),
            ("clean/application/utils/Box.swift", nil),
            ("ExampleMVVM/Infrastructure/Extension/Observable.swift", nil),
            ("Movies/Application/AppDelegate.swift", "App"),
            ("Movies/Application/DIContainer/AppDIContainer.swift", "App"),
            ("Movies/Domain/Extensions/Date+Age.swift", "Domain"),
            ("Movies/Presentation/Utils/Alertable.swift", "Presentation"),
            ("Todo/Application/View-ViewModel-Coordinator/Utils/Reusables/Cells/TaskCell.swift", nil),
            ("YouTubeList/Presentation/ViewModel/Mock/YouTubeListViewModel+Mock.swift", nil),
            ("Shop/Data/Mocks/MockProductRepository.swift", nil),
            ("Podcasts/Modules/Podcasts/PreviewSupport/MockPodcastsRepository.swift", nil),
            ("Shop/Preview Content/SampleProducts.swift", nil),
            ("Projects/Domain/UsecaseImpl/Sources/UsecaseTestSupports/SearchRepositoryMock.swift", nil),
            ("Projects/Network/Service/Sources/TestSupport/URLSession+Mock.swift", nil),
            ("Projects/Network/Service/Sources/NetworkAdapter.swift", "Data"),
        ]
        assertDefaultLayers(placed)
    }

    /// A scene's DI container folder is the composition root, even inside Presentation; a feature's services and
    /// cache are its data access, not its screens; a folder of view models is Presentation wherever it is (a
    /// folder of views is not: apps keep views of every layer's sake in `Views`). Xcode file templates are no code.
    func testDefaultLayersPlaceDIContainerFoldersAndFeatureServices() {
        let placed: [(String, String?)] = [
            ("Demo/Presentation/Scenes/Search/DIContainer/SearchDIContainer.swift", "App"),
            ("Demo/Presentation/Scenes/Search/SearchViewController.swift", "Presentation"),
            ("App/Features/Users/Services/UsersService.swift", "Data"),
            ("App/Features/Users/Cache/UsersCacheService.swift", "Data"),
            ("App/Features/Users/View/UsersView.swift", "Presentation"),
            ("App/Services/AnalyticsService.swift", nil),
            ("ExampleApp/MVVM/ViewModel/User/UserListViewModel.swift", "Presentation"),
            ("Search/SearchResults/viewModel/SearchResultsViewModel.swift", "Presentation"),
            ("AppStore/ViewModels/AppDetailsViewModel.swift", "Presentation"),
            ("AppStore/Views/AppDetailsView.swift", nil),
            ("Survey/Infra/Validators/EmailValidatorAdapter.swift", "Data"),
            ("plasma/Presentations/Components/PokemonRow.swift", "Presentation"),
        ]
        assertDefaultLayers(placed)
        let excluded = Glob.compiling(DefaultPolicy.load().exclude)
        XCTAssertTrue(excluded.contains { $0.matches("File Templates/Screen.xctemplate/___FILEBASENAME___.swift") })
    }

    /// Type names put declarations in the sub-layer `ViewModels` (within Presentation only, a `*Reactor` only
    /// when it is no protocol) and in the composition root `App`.
    func testDefaultTypePatternsPlaceViewModelsAndCoordinators() {
        let resolver = LayerResolver(layers: DefaultPolicy.load().layers)
        let presentation = resolver.catalog.id("Presentation")!
        func layer(_ name: String, _ kind: DeclarationKind, in fileLayer: LayerID) -> String? {
            resolver.typeMatch(named: name, kind: kind, fileLayer: fileLayer).flatMap {
                resolver.catalog.name($0.layer)
            }
        }
        XCTAssertEqual(layer("LoginViewModel", .class, in: presentation), "ViewModels")
        XCTAssertEqual(layer("LoginViewModelType", .protocol, in: presentation), "ViewModels")
        XCTAssertEqual(layer("LoginViewModelOutput", .protocol, in: presentation), "ViewModels")
        XCTAssertNil(layer("ViewModelPreviewWrapper", .struct, in: presentation), "a view wrapping view models")
        XCTAssertNil(layer("PaymentSettingsFlowViewModelPresenter", .protocol, in: presentation))
        XCTAssertNil(layer("CardReaderSettingsViewModelsOrderedList", .struct, in: presentation))
        XCTAssertEqual(layer("LoginReactor", .class, in: presentation), "ViewModels")
        XCTAssertNil(layer("LoginReactor", .protocol, in: presentation))
        XCTAssertNil(layer("LoginViewModel", .class, in: resolver.catalog.id("Domain")!))
        XCTAssertEqual(layer("AppCoordinator", .class, in: presentation), "App")
        XCTAssertNil(layer("AppCoordinator", .protocol, in: presentation))
        XCTAssertEqual(layer("AppDIContainer", .struct, in: .none), "App")
        XCTAssertEqual(layer("CreateRoomVM", .class, in: presentation), "ViewModels")
        XCTAssertNil(layer("CreateRoomVM", .protocol, in: presentation))
        XCTAssertNil(layer("TodoListAssembly", .class, in: presentation), "a composer, called by screens")
        XCTAssertNil(layer("LoginAssembler", .protocol, in: presentation))
    }

    /// A Swinject `Assembly` registers the app's services, whatever its name and folder: the composition root.
    func testSwinjectAssembliesAreTheCompositionRoot() {
        let policy = DefaultPolicy.load()
        let sources = [
            (
                "PresentationLayer/DataSourcesAssemblers/DataSourceAssembler.swift",
                "import Swinject\n\nfinal class DataSourceAssembler: Assembly {\n    func assemble(container: Container) {}\n}\n"
            ),
            ("PresentationLayer/Scenes/ListView.swift", "struct ListView {}\n"),
        ]
        let files = sources.map { SourceScanner.scan($0.1, path: $0.0) }
        let model = ArchitectureModel(files: files, layers: policy.layers, shared: policy.shared)
        XCTAssertEqual(model.catalog.name(model.declarationLayers[0][0]), "App")
        XCTAssertEqual(model.catalog.name(model.declarationLayers[1][0]), "Presentation")
    }

    func testLoadingTheRepositoryRulesJSONRecordsLocationsAndChecksum() throws {
        let path = RepositoryFiles.path("rules.json")
        let (policy, source) = try PolicyLoader.load(contentsOf: path)
        XCTAssertEqual(source.path, path)
        XCTAssertEqual(source.sha256, DefaultPolicy.source.sha256)
        XCTAssertEqual(policy.layers.first?.location, ConfigLocation(path: path, line: 22, column: 5))
        XCTAssertEqual(policy.rules.first?.location, ConfigLocation(path: path, line: 116, column: 5))
        XCTAssertEqual(policy.rules.last?.location, ConfigLocation(path: path, line: 156, column: 5))
    }
}

import LayerRules
import SwiftScanner
import TestSupport
import XCTest

/// Path globs written `{"pattern": …, "withinModule": true}` name their layer only inside one module: a folder
/// that groups whole modules (a package's `Sources/<Target>` below it, a package or project of its own per
/// feature) names none. The default policy writes its grouping words (`Features`, `Modules`) that way.
final class WithinModulePathsTests: XCTestCase {
    /// A Swift package called `Modules` whose targets are the layers: the data target's repository uses its
    /// own client and implements the domain's protocol. With `Modules` read as Presentation, each of those was
    /// a Presentation finding; inside the app target, a VIPER `Modules` folder is still Presentation.
    func testAFolderHoldingAPackagesTargetsNamesNoLayer() throws {
        let tree = try TemporaryTree([
            "Modules/Package.swift": """
            let package = Package(name: "Modules", targets: [
                .target(name: "CoreDomain"),
                .target(name: "DataProviders", dependencies: ["CoreDomain"]),
            ])

            """,
            "Modules/Sources/CoreDomain/Repositories/WeatherRepository.swift":
                "public protocol WeatherRepository {}\n",
            "Modules/Sources/DataProviders/Weather/LiveWeatherRepository.swift": """
            import CoreDomain

            struct WeatherDTO: Decodable {}
            final class LiveWeatherRepository: WeatherRepository {
                let client = APIClient()
                func decode() -> WeatherDTO? { nil }
            }

            """,
            "Modules/Sources/DataProviders/Network/APIClient.swift": "public final class APIClient {}\n",
            "App/Modules/Login/LoginPresenter.swift":
                "import DataProviders\n\nfinal class LoginPresenter {\n    let client = APIClient()\n}\n",
        ])
        XCTAssertEqual(
            try checkLines(tree),
            [
                "App/Modules/Login/LoginPresenter.swift:1:1: error: 'Presentation' imports module 'DataProviders' of "
                    + "layer 'Data', which its policy does not allow; depend on a protocol declared in 'Presentation' "
                    + "or 'Domain' or 'ViewModels' and inject the implementation from the composition root "
                    + "[dependency-direction]",
                "App/Modules/Login/LoginPresenter.swift:4:18: error: 'Presentation' constructs 'APIClient' from "
                    + "'Data'; inject it from the composition root instead [inject-dont-construct]",
                "2 violations (2 errors, 0 warnings) in 5 files: dependency-direction 1, inject-dont-construct 1 "
                    + "(embedded default policy)",
            ])
    }

    /// One package per feature below `Features/`: the feature's own `Domain` and `Presentation` folders decide,
    /// and its wiring beside them (`Configuration/`) is in no layer. The same folder in a policy that writes the
    /// glob as a plain string is Presentation, wiring included.
    func testAFolderOfFeaturePackagesLeavesTheLayersToEachFeature() throws {
        let files = [
            "Features/Profiles/Package.swift": """
            let package = Package(name: "Profiles", targets: [.target(name: "Profiles")])

            """,
            "Features/Profiles/Sources/Profiles/Domain/ProfilesUseCase.swift": """
            public protocol ProfilesUseCase {}
            public final class DefaultProfilesUseCase: ProfilesUseCase {}

            """,
            "Features/Profiles/Sources/Profiles/Presentation/ProfilesViewModel.swift": """
            final class ProfilesViewModel {
                let useCase: ProfilesUseCase = DefaultProfilesUseCase()
            }

            """,
            "Features/Profiles/Sources/Profiles/Configuration/Registration.swift": """
            struct Registration {
                func register() -> ProfilesUseCase { DefaultProfilesUseCase() }
            }

            """,
        ]
        let viewModelFinding =
            "Features/Profiles/Sources/Profiles/Presentation/ProfilesViewModel.swift:2:36: error: 'ViewModels' "
            + "constructs 'DefaultProfilesUseCase', a concrete implementation of 'ProfilesUseCase'; depend on "
            + "'ProfilesUseCase' and inject it from the composition root [inject-dont-construct]"
        XCTAssertEqual(
            try checkLines(TemporaryTree(files)),
            [
                viewModelFinding,
                "1 violation (1 error, 0 warnings) in 4 files: inject-dont-construct 1 (embedded default policy)",
            ])
        let plainPolicy = DefaultPolicy.json.replacingOccurrences(
            of: #"{"pattern": "**/{Features,features}/**", "withinModule": true, "onlyUICode": true}"#,
            with: #""**/{Features,features}/**""#)
        XCTAssertNotEqual(plainPolicy, DefaultPolicy.json)
        XCTAssertEqual(
            try checkLines(TemporaryTree(files.merging(["rules.json": plainPolicy]) { $1 }), config: "rules.json"),
            [
                "Features/Profiles/Sources/Profiles/Configuration/Registration.swift:2:42: error: 'Presentation' "
                    + "constructs 'DefaultProfilesUseCase', a concrete implementation of 'ProfilesUseCase'; depend "
                    + "on 'ProfilesUseCase' and inject it from the composition root [inject-dont-construct]",
                viewModelFinding,
                "2 violations (2 errors, 0 warnings) in 4 files: inject-dont-construct 2",
            ])
    }

    /// A project may list sources outside its own folder (an XcodeGen spec in `Projects/Shop/` compiling
    /// `Modules/Login/`): those files are not below the module's folder, so the glob applies as for a file in
    /// no module, and the VIPER `Modules` folder stays Presentation.
    func testSourcesOutsideTheirProjectsFolderAreMatchedAsWithoutAModule() throws {
        let tree = try TemporaryTree([
            "Projects/Shop/project.yml": """
            name: Shop
            targets:
              Shop:
                type: application
                platform: iOS
                sources:
                  - ../../Modules/Login

            """,
            "Modules/Login/LoginPresenter.swift": "final class LoginPresenter {}\n",
        ])
        let run = CheckRunner.run(CheckOptions(paths: [tree.root]))
        let model = try XCTUnwrap(run.model)
        XCTAssertEqual(model.modules.fileModules, [0])
        XCTAssertEqual(model.moduleBoundary(ofFile: 0).depth, 0)
        XCTAssertEqual(model.catalog.name(model.fileLayers[0]), "Presentation")
    }

    /// `explain` says why a file under a grouping folder is in no layer.
    func testExplainNamesTheModuleAboveWhichTheGlobStops() throws {
        let tree = try TemporaryTree([
            "Modules/Cart/Package.swift": "let package = Package(name: \"Cart\", targets: [.target(name: \"Cart\")])\n",
            "Modules/Cart/Sources/Cart/CartItem.swift": "struct CartItem {}\n",
        ])
        XCTAssertEqual(
            try layerReason(ofFileEndingIn: "CartItem.swift", in: tree),
            "no layer (path glob '**/{Modules,modules}/**' names a layer only inside a module, and matches above "
                + "the folder of module 'Cart', 'Modules/Cart/Sources/Cart')")
    }

    /// Feature modules declared by project helpers in code, so no manifest names them: each feature's folder holds
    /// `Sources`, which makes it a module by its layout. The feature's container at the module's root is in no
    /// layer (it was Presentation, and each repository it builds a finding), while its view model still may not
    /// build the Data stack.
    func testAFolderHoldingSourcesIsAModuleByItsLayout() throws {
        let tree = try TemporaryTree([
            "Features/Character/Sources/CharacterContainer.swift": """
            final class CharacterContainer {
                func makeViewModel() -> CharacterViewModel {
                    CharacterViewModel(useCase: GetCharacterUseCase(repository: CharacterRepository()))
                }
            }

            """,
            "Features/Character/Sources/Domain/CharacterRepositoryContract.swift":
                "protocol CharacterRepositoryContract {}\n",
            "Features/Character/Sources/Domain/GetCharacterUseCase.swift":
                "struct GetCharacterUseCase {\n    let repository: CharacterRepositoryContract\n}\n",
            "Features/Character/Sources/Data/CharacterRepository.swift":
                "final class CharacterRepository: CharacterRepositoryContract {}\n",
            "Features/Character/Sources/Presentation/CharacterViewModel.swift": """
            final class CharacterViewModel {
                let useCase: GetCharacterUseCase
                init(useCase: GetCharacterUseCase) { self.useCase = useCase }
                static let preview = CharacterViewModel(
                    useCase: GetCharacterUseCase(repository: CharacterRepository()))
            }

            """,
        ])
        XCTAssertEqual(
            try checkLines(tree),
            [
                "Features/Character/Sources/Presentation/CharacterViewModel.swift:5:50: error: 'ViewModels' "
                    + "constructs 'CharacterRepository', a concrete implementation of 'CharacterRepositoryContract'; "
                    + "depend on 'CharacterRepositoryContract' and inject it from the composition root "
                    + "[inject-dont-construct]",
                "1 violation (1 error, 0 warnings) in 5 files: inject-dont-construct 1 (embedded default policy)",
            ])
        XCTAssertEqual(
            try layerReason(ofFileEndingIn: "CharacterContainer.swift", in: tree),
            "no layer (path glob '**/{Features,features}/**' names a layer only inside a module, and matches above "
                + "'Features/Character', a module by its layout (it holds 'Sources'))")
    }

    /// A `Modules` folder holding local packages and, beside them, a folder of the app's own code: it groups
    /// modules, so its name says nothing about that code's layer, and the app's view that holds its coordinator
    /// is in no layer (it was Presentation depending on the composition root).
    func testAFolderHoldingPackagesNamesNoLayerForTheAppCodeBesideThem() throws {
        let tree = try TemporaryTree([
            "Modules/MoviesModule/Package.swift":
                "let package = Package(name: \"MoviesModule\", targets: [.target(name: \"MoviesModule\")])\n",
            "Modules/MoviesModule/Sources/MoviesModule/Presentation/MoviesView.swift": "struct MoviesView {}\n",
            "Modules/Coordinator/MoviesCoordinator.swift": "final class MoviesCoordinator {}\n",
            "Modules/Coordinator/MoviesCoordinatorView.swift":
                "struct MoviesCoordinatorView {\n    let coordinator: MoviesCoordinator\n}\n",
        ])
        XCTAssertEqual(try checkLines(tree), ["no violations in 4 files (embedded default policy)"])
        XCTAssertEqual(
            try layerReason(ofFileEndingIn: "MoviesCoordinatorView.swift", in: tree),
            "no layer (path glob '**/{Modules,modules}/**' names a layer only inside a module, and matches in or "
                + "above 'Modules', a folder that holds modules)")
    }
}

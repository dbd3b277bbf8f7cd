import LayerRules
import SwiftScanner
import XCTest

/// Every rule of the default policy, triggered on one tree: each hint names layers that make sense for the
/// finding (a protocol where both sides may depend on it, an implementation in a layer outside the importer).
final class DefaultPolicyHintsTests: XCTestCase {
    private let sources: [(String, String)] = [
        (
            "Shop/Domain/Entities/Product.swift",
            """
            import Foundation
            import UIKit

            struct Product {
                let id: Int
                let image: UIImage
                let stock: StockDTO
            }

            """
        ),
        (
            "Shop/Domain/UseCases/FetchProductsUseCase.swift",
            """
            import Foundation
            import FirebaseAnalytics

            protocol FetchProductsUseCase {
                func execute() async throws -> [Product]
            }

            final class DefaultFetchProductsUseCase: FetchProductsUseCase {
                let client: HTTPClient = HTTPClient()
                func execute() async throws -> [Product] {
                    _ = URLSession.shared
                    return []
                }
            }

            struct CartDto {
                let ids: [Int]
            }

            """
        ),
        (
            "Shop/Data/Network/HTTPClient.swift",
            """
            import Foundation
            import Alamofire

            final class HTTPClient {}
            struct StockDTO {
                let count: Int
            }
            protocol WishlistRepository {}
            final class RemoteProductRepository {}

            """
        ),
        (
            "Shop/Presentation/Products/ProductsViewController.swift",
            """
            import UIKit
            @testable import Shop

            final class ProductsViewController: UIViewController {
                let viewModel = ProductsViewModel()
            }

            """
        ),
        (
            "Shop/Presentation/Products/ProductsViewModel.swift",
            """
            import Combine
            import UIKit
            import Alamofire
            import AlamofireImage

            final class ProductsViewModel {
                weak var screen: ProductsViewController?
                let useCase: FetchProductsUseCase = DefaultFetchProductsUseCase()
                let wishlist: WishlistRepository? = nil
                var rows: [StockDTO] = []
            }

            """
        ),
    ]

    func testEveryDefaultRuleHintNamesSensibleLayers() throws {
        let policy = DefaultPolicy.load()
        let files = sources.map { SourceScanner.scan($0.1, path: $0.0) }
        let result = RuleEngine.evaluate(policy: policy, files: files, root: ".", strict: true)
        let catalog = result.model.catalog
        let dependencies = try XCTUnwrap(policy.dependencyPolicy(catalog: catalog))
        let exempt: Set = ["acyclic-layers", "package-manifest"]
        XCTAssertEqual(
            Set(result.violations.map(\.ruleID)), Set(policy.rules.map(\.id)).subtracting(exempt),
            "every layer rule of the default policy fires on the fixture")
        for finding in result.violations {
            let hint = String(finding.message[finding.message.range(of: "; ")!.upperBound...])
            let from = try XCTUnwrap(finding.fromLayer.flatMap(catalog.id), finding.message)
            for name in quotedNames(after: "declared in ", in: hint) {
                let layer = try XCTUnwrap(catalog.id(name), "'\(name)' is no layer: \(finding.message)")
                XCTAssertTrue(dependencies.allows(from, layer), finding.message)
            }
            for name in quotedNames(after: "implement it in ", in: hint) {
                let layer = try XCTUnwrap(catalog.id(name), "'\(name)' is no layer: \(finding.message)")
                XCTAssertFalse(dependencies.allows(from, layer), "implemented where the importer reaches it again")
                for contract in quotedNames(after: "declared in ", in: hint) {
                    XCTAssertTrue(dependencies.allows(layer, catalog.id(contract)!), finding.message)
                }
            }
            for name in quotedNames(after: "' in ", in: hint) + quotedNames(after: "belong in ", in: hint) {
                XCTAssertNotNil(catalog.id(name), "'\(name)' is no layer: \(finding.message)")
                XCTAssertNotEqual(name, finding.fromLayer, finding.message)
            }
        }
        let viewModelImports = result.violations.filter { $0.ruleID == "viewmodel-imports" }.map(\.message)
        XCTAssertEqual(
            viewModelImports,
            [
                "'ViewModels' imports 'UIKit', which its policy does not allow; keep the code that needs 'UIKit' in "
                    + "'Presentation' and give 'ViewModels' plain values",
                "'ViewModels' imports 'Alamofire', which its policy does not allow; move the code that needs "
                    + "'Alamofire' behind a protocol declared in 'Domain' and implement it in 'Data'",
                "'ViewModels' imports 'AlamofireImage', which its policy does not allow; move the code that needs "
                    + "'AlamofireImage' behind a protocol declared in 'Domain' and implement it in 'Data'",
            ])
    }

    /// A forbidden reference's hint fits what it names: a protocol filed in the wrong layer moves to a layer both
    /// sides may depend on (whether the reference uses or implements it); a value (a struct, an enum of values)
    /// moves or is mapped at the boundary, is only mapped when its own name gives its layer (a view model), and is
    /// injected when that name makes it the composition root's (a coordinator); a service (a class, a namespace
    /// enum of static calls, a struct named as a service, an alias of protocols) is hidden behind a protocol.
    func testDependencyHintsFitTheKindOfTheTarget() {
        let files = [
            SourceScanner.scan(
                """
                import Foundation

                protocol ProfileRepositoryProtocol {
                    func load() async throws -> String
                }
                final class RemoteProfileRepository: ProfileRepositoryProtocol {
                    func load() async throws -> String { "" }
                }
                enum NetworkError: Error {
                    case offline
                }
                enum ProfileAPI {
                    static func fetch() async throws -> String { "" }
                }
                struct ProfileResponse: Decodable {
                    let name: String
                }
                struct ProfileClient {
                    func get() {}
                }
                final class ProfileCache: ProfileCaching {}
                typealias ProfileModel = ProfileRepositoryProtocol & Sendable

                """, path: "App/Data/Profile/ProfileRepository.swift"),
            SourceScanner.scan(
                """
                import Foundation

                final class LoadProfileUseCase {
                    let repository: ProfileRepositoryProtocol
                    init(repository: ProfileRepositoryProtocol) { self.repository = repository }
                    func show(_ screen: ProfileViewModel) {}
                }

                """, path: "App/Domain/UseCases/LoadProfileUseCase.swift"),
            SourceScanner.scan(
                """
                import Foundation

                final class ProfileViewModel {
                    var failure: NetworkError?
                    let remote: RemoteProfileRepository? = nil
                    func refresh() async { _ = try? await ProfileAPI.fetch() }
                    var last: ProfileResponse?
                    let client: ProfileClient? = nil
                    var model: ProfileModel?
                    var services: AppDIContainer.Services?
                    var receipts: ReceiptCoordinator?
                }

                protocol ProfileCaching {}

                """, path: "App/Presentation/Profile/ProfileViewModel.swift"),
            SourceScanner.scan(
                "final class AppDIContainer {\n    struct Services {\n        let profile: ProfileClient\n    }\n}\n"
                    + "struct ReceiptCoordinator {}\n",
                path: "App/Application/AppDIContainer.swift"),
        ]
        let result = RuleEngine.evaluate(policy: DefaultPolicy.load(), files: files, root: ".", strict: true)
        let hints = result.violations.filter { $0.ruleID == "dependency-direction" }.map { finding in
            "\(finding.position.line):\(finding.position.column) "
                + String(finding.message[finding.message.range(of: "; ")!.upperBound...])
        }
        let serviceHint =
            "depend on a protocol declared in 'ViewModels' or 'Domain' or 'Presentation' and inject the "
            + "implementation from the composition root"
        XCTAssertEqual(
            hints,
            [
                "21:27 move the protocol 'ProfileCaching' to 'Domain'",
                "4:21 move the protocol 'ProfileRepositoryProtocol' to 'Domain'",
                "5:22 move the protocol 'ProfileRepositoryProtocol' to 'Domain'",
                "6:25 map 'ProfileViewModel' to a type declared in 'Domain' where the layers meet",
                "4:18 move 'NetworkError' to 'ViewModels' or 'Domain' or 'Presentation', or map it to a type declared "
                    + "there where the layers meet",
                "5:17 " + serviceHint,
                "6:43 " + serviceHint,
                "7:15 move 'ProfileResponse' to 'ViewModels' or 'Domain' or 'Presentation', or map it to a type "
                    + "declared there where the layers meet",
                "8:17 " + serviceHint,
                "9:16 " + serviceHint,
                "10:19 move 'Services' to 'ViewModels' or 'Domain' or 'Presentation', or map it to a type declared "
                    + "there where the layers meet",
                "11:19 " + serviceHint,
            ])
    }

    func testConstructionHintsTellAValueFromAService() {
        let files = [
            SourceScanner.scan(
                "struct FavoriteRecord {\n    let login: String\n}\nfinal class FavoriteStore {}\n",
                path: "App/Data/Favorites/FavoriteStore.swift"),
            SourceScanner.scan(
                """
                final class FollowersViewModel {
                    func save(_ login: String) {
                        _ = FavoriteRecord(login: login)
                        _ = FavoriteStore()
                    }
                }

                """, path: "App/Presentation/Followers/FollowersViewModel.swift"),
        ]
        let result = RuleEngine.evaluate(policy: DefaultPolicy.load(), files: files, root: ".", strict: true)
        XCTAssertEqual(
            lines(result.violations.filter { $0.ruleID == "inject-dont-construct" }),
            [
                "App/Presentation/Followers/FollowersViewModel.swift:3:13: [inject-dont-construct] 'ViewModels' "
                    + "constructs 'FavoriteRecord' from 'Data'; move 'FavoriteRecord' to 'ViewModels' or 'Domain' or "
                    + "'Presentation', or map it to a type declared there where the layers meet",
                "App/Presentation/Followers/FollowersViewModel.swift:4:13: [inject-dont-construct] 'ViewModels' "
                    + "constructs 'FavoriteStore' from 'Data'; inject it from the composition root instead",
            ])
    }

    func testACoreDataEntityIsDataWhereverItsFileIsAndStoredModelsAreMappedNotInjected() {
        let files = [
            SourceScanner.scan(
                "import CoreData\n\nfinal class Favorite: NSManagedObject {\n    @NSManaged var login: String\n}\n",
                path: "App/Presentation/Favorites/Model/Favorite.swift"),
            SourceScanner.scan(
                "final class FavoriteStore {\n    func all() -> [Favorite] { [] }\n}\n",
                path: "App/Data/FavoriteStore.swift"),
            SourceScanner.scan(
                "final class FavoritesViewModel {\n    var favorites: [Favorite] = []\n    var recent: [Visit] = []\n}\n",
                path: "App/Presentation/Favorites/FavoritesViewModel.swift"),
            SourceScanner.scan(
                "import SwiftData\n\n@Model\nfinal class Visit {\n    var login = \"\"\n}\n",
                path: "App/Data/Store/Visit.swift"),
        ]
        let result = RuleEngine.evaluate(policy: DefaultPolicy.load(), files: files, root: ".", strict: true)
        XCTAssertEqual(
            lines(result.violations),
            [
                "App/Presentation/Favorites/FavoritesViewModel.swift:2:21: [dependency-direction] 'ViewModels' "
                    + "depends on 'Favorite' from 'Data', which its policy does not allow; move 'Favorite' to "
                    + "'ViewModels' or 'Domain' or 'Presentation', or map it to a type declared there where the "
                    + "layers meet",
                "App/Presentation/Favorites/FavoritesViewModel.swift:3:18: [dependency-direction] 'ViewModels' "
                    + "depends on 'Visit' from 'Data', which its policy does not allow; move 'Visit' to "
                    + "'ViewModels' or 'Domain' or 'Presentation', or map it to a type declared there where the "
                    + "layers meet",
            ])
    }

    /// Import advice passes over a file that imports the same modules from the same layer as the file before
    /// it in its share of the files (every sixteenth file, with 17 or more). Here the view model (first) and
    /// the view (seventeenth) import the same modules from different layers: the view's layer must still count
    /// as a user of UIKit, so the hint sends the UIKit code there.
    func testImportAdviceCountsEveryLayerOfFilesWithTheSameImports() {
        var sources = [
            (
                "App/Presentation/Login/A/LoginViewModel.swift",
                "import Foundation\nimport UIKit\n\nfinal class LoginViewModel {}\n"
            )
        ]
        sources += (1..<16).map {
            ("App/Presentation/Login/B/Part\($0).swift", "import Foundation\n\nstruct Part\($0) {}\n")
        }
        sources.append(
            (
                "App/Presentation/Login/C/LoginScreen.swift",
                "import Foundation\nimport UIKit\n\nfinal class LoginScreen {}\n"
            ))
        let files = sources.map { SourceScanner.scan($0.1, path: $0.0) }
        let result = RuleEngine.evaluate(policy: DefaultPolicy.load(), files: files, root: ".", strict: true)
        XCTAssertEqual(
            result.violations.filter { $0.ruleID == "viewmodel-imports" }.map(\.message),
            [
                "'ViewModels' imports 'UIKit', which its policy does not allow; keep the code that needs 'UIKit' in "
                    + "'Presentation' and give 'ViewModels' plain values"
            ])
    }

    /// A view model's UI framework belongs with the views even where no file of the parent layer imports it (an
    /// MVVM app whose views are in folders no layer names): the hint does not send UIKit to Data.
    func testImportAdviceSendsUIFrameworksToTheViewsLayer() {
        let files = [
            (
                "Search/viewModel/SearchViewModel.swift",
                "import Foundation\nimport UIKit\n\nfinal class SearchViewModel {}\n"
            ),
            ("Search/view/SearchViewController.swift", "import UIKit\n\nfinal class SearchViewController {}\n"),
            ("Search/Data/SearchClient.swift", "import UIKit\n\nfinal class SearchClient {}\n"),
        ].map { SourceScanner.scan($0.1, path: $0.0) }
        let result = RuleEngine.evaluate(policy: DefaultPolicy.load(), files: files, root: ".", strict: true)
        XCTAssertEqual(
            result.violations.filter { $0.ruleID == "viewmodel-imports" }.map(\.message),
            [
                "'ViewModels' imports 'UIKit', which its policy does not allow; keep the code that needs 'UIKit' in "
                    + "'Presentation' and give 'ViewModels' plain values"
            ])
    }

    /// The quoted names right after each occurrence of `prefix` (`declared in 'A' or 'B'` gives both).
    private func quotedNames(after prefix: String, in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let range = rest.range(of: prefix + "'") {
            rest = rest[range.upperBound...]
            while let end = rest.firstIndex(of: "'") {
                names.append(String(rest[..<end]))
                rest = rest[rest.index(after: end)...]
                guard rest.hasPrefix(" or '") else { break }
                rest = rest.dropFirst(5)
            }
        }
        return names
    }
}

import LayerRules
import SwiftScanner
import TestSupport
import XCTest

/// Path globs written `{"pattern": …, "exceptScreens": true}` do not name their layer in a folder that holds a view
/// or a view model: a screen named after a role (the repositories screen of a code-hosting client, the entities
/// screen of a smart-home app) is not a Data or Domain folder. The default policy writes `Entities`, `Entity`, `Repositories`
/// and `Repository` that way.
final class ScreenFoldersTests: XCTestCase {
    /// A profile screen's `Repositories/` tab: its view controller and view model are Presentation code that
    /// uses the screen's own `Repository` model. The app's real data folder is still Data.
    private static let codeHostingFiles = [
        "Hub/Scenes/Profile/Repositories/Model/Repository.swift": """
        struct Repository {
            let name: String
        }

        """,
        "Hub/Scenes/Profile/Repositories/ViewModel/RepositoriesViewModel.swift": """
        protocol RepositoriesViewModelProtocol {
            var repositories: [Repository] { get }
        }

        final class RepositoriesViewModel: RepositoriesViewModelProtocol {
            var repositories: [Repository] = []
            let client: ProfileClient

            init(client: ProfileClient) { self.client = client }
        }

        """,
        "Hub/Scenes/Profile/Repositories/View/RepositoriesViewController.swift": """
        import UIKit

        final class RepositoriesViewController: UIViewController {
            var viewModel: RepositoriesViewModelProtocol?
        }

        """,
        "Hub/Domain/ProfileClient.swift": "protocol ProfileClient {}\n",
        "Hub/Data/Repositories/RemoteProfileClient.swift": """
        final class RemoteProfileClient: ProfileClient {
            let cache = SessionCache()
            func bind(_ model: RepositoriesViewModel) {}
        }

        """,
        "Hub/Data/Cache/SessionCache.swift": "final class SessionCache {}\n",
    ]

    private func codeHostingClient(name: String = #function) throws -> TemporaryTree {
        try TemporaryTree(Self.codeHostingFiles, name: name)
    }

    func testAScreenNamedAfterARoleIsNotThatLayer() throws {
        XCTAssertEqual(
            try checkLines(codeHostingClient()),
            [
                "Hub/Data/Repositories/RemoteProfileClient.swift:3:24: error: 'Data' depends on "
                    + "'RepositoriesViewModel' from 'ViewModels', which its policy does not allow; map "
                    + "'RepositoriesViewModel' to a type declared in 'Data' or 'Domain' where the layers meet "
                    + "[dependency-direction]",
                "1 violation (1 error, 0 warnings) in 6 files: dependency-direction 1 (embedded default policy)",
            ])
    }

    func testExplainSaysWhyTheRoleFolderDoesNotCount() throws {
        let tree = try codeHostingClient()
        XCTAssertEqual(
            try layerReason(ofFileEndingIn: "RepositoriesViewController.swift", in: tree),
            "'Presentation' (path glob '**/{Scenes,scenes}/**'; path glob '**/{Repositories,repositories}/**' does "
                + "not count in 'Hub/Scenes/Profile/Repositories', which holds a screen (a view or a view model))")
        XCTAssertEqual(
            try layerReason(ofFileEndingIn: "RemoteProfileClient.swift", in: tree),
            "'Data' (path glob '**/{Repositories,repositories}/**')")
    }

    /// The same tree under a policy that writes the glob as a plain string: the screen is Data, its view model
    /// too, so the data client's use of it is not reported; written with `exceptScreens`, it is.
    func testAPlainGlobStillNamesItsLayerInAScreen() throws {
        func policy(_ repositories: String) -> String {
            """
            {"version": 1, "layers": [
              {"name": "Domain", "paths": ["**/Domain/**"]},
              {"name": "Data", "paths": ["**/Data/**", \(repositories)]},
              {"name": "Presentation", "paths": ["**/Scenes/**"]},
              {"name": "ViewModels", "types": ["*ViewModel"], "within": "Presentation"}
            ],
            "rules": [{"id": "direction", "kind": "dependencies",
              "allow": {"Domain": [], "Data": ["Domain"], "Presentation": ["Domain", "ViewModels"],
                "ViewModels": ["Domain", "Presentation"]}}]}

            """
        }
        var files = Self.codeHostingFiles
        files["rules.json"] = policy(#""**/Repositories/**""#)
        XCTAssertEqual(
            try checkLines(TemporaryTree(files, name: "plain"), config: "rules.json"),
            ["no violations in 6 files"])
        files["rules.json"] = policy(#"{"pattern": "**/Repositories/**", "exceptScreens": true}"#)
        XCTAssertEqual(
            try checkLines(TemporaryTree(files, name: "exceptScreens"), config: "rules.json").map {
                $0.replacingOccurrences(of: #"^.*(error: [^;]*);.*$"#, with: "$1", options: .regularExpression)
            },
            [
                "error: 'Data' depends on 'RepositoriesViewModel' from 'ViewModels', which its policy does not allow",
                "1 violation (1 error, 0 warnings) in 6 files: direction 1",
            ])
    }

    /// A smart-home app's `Entities/` screen (a view model and the list items it builds, which import the car
    /// screen framework) is in no layer, so Domain's import rule says nothing of it; the domain's own `Entities/`
    /// folder beside its use cases is still Domain.
    func testAnEntitiesScreenIsNotDomain() throws {
        let tree = try TemporaryTree([
            "Home/CarPlay/Templates/Entities/EntitiesListViewModel.swift": """
            final class EntitiesListViewModel {
                var titles: [String] = []
            }

            """,
            "Home/CarPlay/Templates/Entities/EntityListItem.swift": """
            import CarPlay

            final class EntityListItem {
                let title: String
                init(title: String) { self.title = title }
            }

            """,
            "Home/Core/Entities/Light.swift": """
            import CarPlay

            struct Light {
                let isOn: Bool
            }

            """,
            "Home/Core/UseCases/ToggleLight.swift":
                "struct ToggleLight {\n    func callAsFunction(_ light: Light) {}\n}\n",
        ])
        XCTAssertEqual(
            try checkLines(tree),
            [
                "Home/Core/Entities/Light.swift:1:1: error: 'Domain' imports 'CarPlay', which its policy does not "
                    + "allow; move the code that needs 'CarPlay' behind a protocol declared in 'Domain' and implement "
                    + "it in 'Data' [domain-imports]",
                "1 violation (1 error, 0 warnings) in 4 files: domain-imports 1 (embedded default policy)",
            ])
        XCTAssertEqual(
            try layerReason(ofFileEndingIn: "EntityListItem.swift", in: tree),
            "no layer (path glob '**/{Entities,entities}/**' does not count in 'Home/CarPlay/Templates/Entities', "
                + "which holds a screen (a view or a view model))")
    }

    /// A git client's `Repository/` screen holds views and no view model: its view is not Data, while the app's
    /// repository folder beside it still is.
    func testAFolderOfViewsIsAScreenToo() throws {
        let tree = try TemporaryTree([
            "Git/Navigator/Repository/Views/RepositoryView.swift": """
            import SwiftUI

            struct RepositoryView: View {
                let branches: [String]
                var body: some View { Text("Branches") }
            }

            """,
            "Git/Data/Repository/BranchRepository.swift": "final class BranchRepository {}\n",
        ])
        XCTAssertEqual(
            try layerReason(ofFileEndingIn: "RepositoryView.swift", in: tree),
            "no layer (path glob '**/{Repository,repository}/**' does not count in 'Git/Navigator/Repository', which "
                + "holds a screen (a view or a view model))")
        XCTAssertEqual(
            try layerReason(ofFileEndingIn: "BranchRepository.swift", in: tree),
            "'Data' (path glob '**/{Repository,repository}/**')")
    }
}

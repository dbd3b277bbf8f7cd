import SwiftScanner
import TestSupport
import XCTest

@testable import LayerRules

/// Path globs written `{"pattern": …, "onlyUICode": true}` name their layer only for files that show they are UI
/// code. The default policy writes its feature-grouping folders (`Features`, `Modules`) that way: in a feature-first
/// app, a feature's folder also holds its networking and models, which are not screens.
final class UICodeEvidenceTests: XCTestCase {
    /// An editor's source-control feature: its shared networking folder is Data, the hosting services' request
    /// code beside it is in no layer, and the accounts screen that builds a hosting client itself is still reported.
    private func editor(name: String = #function) throws -> TemporaryTree {
        try TemporaryTree(
            [
                "Editor/Features/SourceControl/Accounts/Networking/GitRouter.swift": """
                protocol GitRouterConfiguration {
                    var apiEndpoint: String { get }
                }

                final class GitSession {}

                """,
                "Editor/Features/SourceControl/Accounts/Hosting/HostingRouter.swift": """
                import Foundation

                struct HostingConfiguration: GitRouterConfiguration {
                    let apiEndpoint = "https://example.com/api"
                    let session = GitSession()
                }

                """,
                "Editor/Features/SourceControl/Accounts/Views/AccountsView.swift": """
                import SwiftUI

                struct AccountsView: View {
                    let session = GitSession()
                    var body: some View { Text("Accounts") }
                }

                """,
                "Editor/Features/SourceControl/Accounts/AccountsStore.swift": """
                import Foundation

                @Observable
                final class AccountsStore {
                    var configuration: GitRouterConfiguration?
                }

                """,
            ], name: name)
    }

    func testOnlyAFeaturesUICodeIsPresentation() throws {
        XCTAssertEqual(
            try checkLines(editor()),
            [
                "Editor/Features/SourceControl/Accounts/AccountsStore.swift:5:24: error: 'Presentation' depends on "
                    + "'GitRouterConfiguration' from 'Data', which its policy does not allow; move the protocol "
                    + "'GitRouterConfiguration' to 'Domain' [dependency-direction]",
                "Editor/Features/SourceControl/Accounts/Views/AccountsView.swift:4:19: error: 'Presentation' constructs "
                    + "'GitSession' from 'Data'; inject it from the composition root instead [inject-dont-construct]",
                "2 violations (2 errors, 0 warnings) in 4 files: dependency-direction 1, inject-dont-construct 1 "
                    + "(embedded default policy)",
            ])
    }

    func testExplainSaysWhyAFeaturesOtherCodeIsInNoLayer() throws {
        let tree = try editor()
        XCTAssertEqual(
            try layerReason(ofFileEndingIn: "HostingRouter.swift", in: tree),
            "no layer (path glob '**/{Features,features}/**' places only UI code, and this file imports no UI "
                + "framework and declares no view, view model, presenter or observable state)")
        XCTAssertEqual(
            try layerReason(ofFileEndingIn: "AccountsView.swift", in: tree),
            "'Presentation' (path glob '**/{Features,features}/**')")
    }

    /// A feature folder inside a role folder: the file is not UI code, so the role folder places it, and `explain`
    /// names that glob and why the deeper one stepped aside.
    func testExplainNamesTheGlobThatPlacedAFileTheFeatureFolderDidNot() throws {
        let tree = try TemporaryTree([
            "App/Repositories/Features/Sync/SyncClient.swift": "import Foundation\n\nfinal class SyncClient {}\n"
        ])
        XCTAssertEqual(
            try layerReason(ofFileEndingIn: "SyncClient.swift", in: tree),
            "'Data' (path glob '**/{Repositories,repositories}/**'; path glob '**/{Features,features}/**' places only UI "
                + "code, and this file imports no UI framework and declares no view, view model, presenter or "
                + "observable state)")
    }

    /// What counts as UI code, file by file.
    func testEvidence() {
        let files = [
            ("import UIKit\n\nfinal class Box {}\n", true),
            ("import ComposableArchitecture\n\nstruct Counter {}\n", true),
            ("import Foundation\n\nfinal class Store: ObservableObject {}\n", true),
            ("import Foundation\n\nprotocol LoginViewProtocol: AnyObject {}\n", true),
            ("import Foundation\n\nfinal class LoginPresenter {}\n", true),
            ("import Foundation\n\nfinal class ReviewService {}\n", false),
            ("import Foundation\nimport Combine\n\nstruct LoginRequest: Encodable {}\n", false),
        ]
        for (source, expected) in files {
            XCTAssertEqual(
                UICodeEvidence.shows(SourceScanner.scan(source, path: "Features/Login/File.swift")), expected, source)
        }
    }
}

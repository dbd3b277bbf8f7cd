import LayerRules
import SwiftScanner
import XCTest

/// `archlint init`: layers inferred from folders and type names, the default rules adapted to them.
final class PolicyInferenceTests: XCTestCase {
    private func facts(_ files: [(String, String)]) -> [FileFacts] {
        files.map { SourceScanner.scan($0.1, path: $0.0) }
    }

    /// The policy written, after checking that it loads back to the same layers and rules.
    private func document(_ files: [(String, String)]) throws -> String {
        let policy = try XCTUnwrap(PolicyInference.infer(files: facts(files)))
        let text = PolicyEncoding.document(policy)
        let loaded = try PolicyLoader.parse(Array(text.utf8), path: "rules.json")
        XCTAssertEqual(loaded.layers.map { PolicyEncoding.layer($0) }, policy.layers.map { PolicyEncoding.layer($0) })
        XCTAssertEqual(loaded.rules.map(\.kind), policy.rules.map(\.kind))
        XCTAssertEqual(loaded.exclude, policy.exclude)
        return text
    }

    func testCleanArchitectureFolders() throws {
        let text = try document([
            ("MyApp/Sources/Domain/User.swift", "struct User {}\n"),
            ("MyApp/Sources/Data/Network/APIClient.swift", "final class APIClient {}\n"),
            ("MyApp/Sources/Presentation/Login/LoginViewModel.swift", "final class LoginViewModel {}\n"),
            ("MyApp/Sources/Presentation/Login/LoginCoordinator.swift", "final class LoginCoordinator {}\n"),
            ("MyApp/Sources/AppDelegate.swift", "final class AppDelegate {}\n"),
        ])
        XCTAssertEqual(
            text,
            """
            {
              "version": 1,
              "exclude": [
                "**/Tests/**",
                "**/*Tests/**",
                "**/Pods/**",
                "**/Carthage/**",
                "**/.build/**",
                "**/DerivedData/**",
                "**/*.xctemplate/**"
              ],
              "layers": [
                {"name": "Domain", "paths": ["**/Domain/**"]},
                {"name": "Data", "paths": ["**/Data/**"]},
                {"name": "Presentation", "paths": ["**/Presentation/**"]},
                {"name": "ViewModels", "types": ["*ViewModel", "*ViewModel{Protocol,Protocols,Type,Interface,Contract,Impl,Implementation,Action,Actions,Input,Inputs,Output,Outputs,State,Delegate,Error,Route,Loading,Observer}", {"pattern": "*Reactor", "kinds": ["class", "struct", "actor"]}, {"pattern": "*VM", "kinds": ["class", "struct", "actor"]}], "within": "Presentation", "alsoOutsideLayers": true},
                {"name": "App", "paths": ["MyApp/Sources/AppDelegate.swift"], "types": ["*Coordinator"], "compositionRoot": true}
              ],
              "rules": [
                {"id": "dependency-direction", "kind": "dependencies", "allow": {"Domain": [], "Data": ["Domain"], "Presentation": ["Domain", "ViewModels"], "ViewModels": ["Domain", "Presentation"], "App": ["*"]}},
                {"id": "domain-imports", "kind": "imports", "layers": ["Domain"], "allow": ["Foundation", "RxSwift", "RxRelay", "Combine", "os", "OSLog"]},
                {"id": "viewmodel-imports", "kind": "imports", "layers": ["ViewModels"], "deny": ["UIKit", "AppKit", "Cocoa", "SwiftUI", "Alamofire*", "Firebase*"]},
                {"id": "no-views-in-viewmodels", "kind": "references", "layers": ["ViewModels"], "deny": ["UI[A-Z]*", "NSColor", "NS*Image", "NSFont"], "denyKinds": ["views"], "hint": "expose plain state (text, an image or color name) and actions from the view model, and let the view build UIKit values and the view or the coordinator create and present views"},
                {"id": "no-testable-import", "kind": "testableImports", "layers": ["*"]},
                {"id": "no-dto-outside-data", "kind": "references", "layers": ["Domain", "Presentation"], "deny": ["*DTO", "*Dto"], "belongsIn": ["Data"]},
                {"id": "no-ui-in-domain", "kind": "references", "layers": ["Domain"], "deny": ["UI[A-Z]*", "NS*Image", "*ViewController"]},
                {"id": "data-implements-domain", "kind": "conformance", "layers": ["Data"], "types": ["*Repository"], "mustConformTo": {"layers": ["Domain"]}},
                {"id": "contracts-live-in-domain", "kind": "declarations", "protocols": ["*Repository", "*UseCase"], "layers": ["Domain"]},
                {"id": "inject-dont-construct", "kind": "construction", "layers": ["Domain", "Presentation"], "deny": ["implementations", "Data"]},
                {"id": "no-singletons-in-domain", "kind": "symbols", "layers": ["Domain"], "deny": ["URLSession.shared", "UserDefaults.standard", "UIApplication.shared", "NotificationCenter.default", "FileManager.default"]},
                {"id": "acyclic-layers", "kind": "acyclic"},
                {"id": "package-manifest", "kind": "manifest"}
              ]
            }

            """)
    }

    func testCoreAndFeaturesWithoutData() throws {
        let text = try document([
            ("Core/Logger.swift", "struct Logger {}\n"),
            ("Domain/User.swift", "struct User {}\n"),
            ("Features/Profile/ProfileView.swift", "struct ProfileView {}\n"),
            ("Features/Login/LoginView.swift", "struct LoginView {}\n"),
            ("Tests/DomainTests/UserTests.swift", "final class UserTests {}\n"),
        ])
        XCTAssertEqual(
            text,
            """
            {
              "version": 1,
              "exclude": [
                "**/Tests/**",
                "**/*Tests/**",
                "**/Pods/**",
                "**/Carthage/**",
                "**/.build/**",
                "**/DerivedData/**",
                "**/*.xctemplate/**"
              ],
              "layers": [
                {"name": "Domain", "paths": ["**/Domain/**"]},
                {"name": "Core", "paths": ["**/Core/**"]},
                {"name": "Features/Login", "paths": ["**/Features/Login/**"]},
                {"name": "Features/Profile", "paths": ["**/Features/Profile/**"]}
              ],
              "rules": [
                {"id": "dependency-direction", "kind": "dependencies", "allow": {"Domain": ["Core"], "Core": [], "Features/Login": ["Domain", "Core"], "Features/Profile": ["Domain", "Core"]}},
                {"id": "domain-imports", "kind": "imports", "layers": ["Domain"], "allow": ["Foundation", "RxSwift", "RxRelay", "Combine", "os", "OSLog"]},
                {"id": "no-testable-import", "kind": "testableImports", "layers": ["*"]},
                {"id": "no-dto-outside-data", "kind": "references", "layers": ["Domain", "Features/Login", "Features/Profile"], "deny": ["*DTO", "*Dto"]},
                {"id": "no-ui-in-domain", "kind": "references", "layers": ["Domain"], "deny": ["UI[A-Z]*", "NS*Image", "*ViewController"]},
                {"id": "contracts-live-in-domain", "kind": "declarations", "protocols": ["*Repository", "*UseCase"], "layers": ["Domain"]},
                {"id": "inject-dont-construct", "kind": "construction", "layers": ["Domain", "Features/Login", "Features/Profile"], "deny": ["implementations"]},
                {"id": "no-singletons-in-domain", "kind": "symbols", "layers": ["Domain"], "deny": ["URLSession.shared", "UserDefaults.standard", "UIApplication.shared", "NotificationCenter.default", "FileManager.default"]},
                {"id": "acyclic-layers", "kind": "acyclic"},
                {"id": "package-manifest", "kind": "manifest"}
              ]
            }

            """)
    }

    func testNothingConventionalInfersNothing() {
        XCTAssertNil(PolicyInference.infer(files: facts([("Sources/Thing.swift", "struct Thing {}\n")])))
        XCTAssertNil(PolicyInference.infer(files: []))
    }
}

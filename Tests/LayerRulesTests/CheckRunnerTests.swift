import LayerRules
import SwiftScanner
import TestSupport
import XCTest

/// The whole check pipeline on small trees written by the tests, with the embedded default policy.
final class CheckRunnerTests: XCTestCase {
    static let cleanArchitectureTree = [
        "Domain/Entity/User.swift": """
        import Foundation
        import UIKit

        struct User {
            let name: String
            var avatar: UIImage?
            let loginCount: UInt64
        }

        """,
        "Domain/UseCase/LoginUseCase.swift": """
        import Foundation
        import FirebaseMessaging

        protocol LoginUseCase {
            func login() -> User
        }

        final class DefaultLoginUseCase: LoginUseCase {
            private let client = APIClient()

            func login() -> User {
                let session = URLSession.shared
                return User(name: "a", avatar: nil)
            }
        }

        """,
        "Data/Network/APIClient.swift": """
        import Alamofire

        final class APIClient {
            func fetch() -> UserDTO { UserDTO() }
        }

        struct UserDTO: Decodable {}

        final class RemoteUserRepository {
            let client = APIClient()
        }

        """,
        "Presentation/Login/LoginViewModel.swift": """
        import Combine
        import UIKit

        final class LoginViewModel {
            let useCase: LoginUseCase
            init(useCase: LoginUseCase) { self.useCase = useCase }
        }

        """,
        "Presentation/Login/LoginViewController.swift": """
        import UIKit

        final class LoginViewController: UIViewController {
            let viewModel = LoginViewModel(useCase: DefaultLoginUseCase())
            // archlint:disable:next dependency-direction -- migrating to a protocol
            let client: APIClient? = nil
            let dto: UserDTO? = nil  // archlint:disable:this no-dto-outside-data
        }

        """,
        "Application/AppDIContainer.swift": """
        final class AppDIContainer {
            let client = APIClient()
            func makeLoginUseCase() -> LoginUseCase { DefaultLoginUseCase() }
        }

        """,
        "Tests/LoginTests.swift": """
        @testable import App

        final class LoginTests {}

        """,
    ]

    func testTheDefaultPolicyOnACleanArchitectureTree() throws {
        let tree = try TemporaryTree(Self.cleanArchitectureTree)
        let run = CheckRunner.run(CheckOptions(paths: [tree.root]))
        let outcome = try XCTUnwrap(run.outcome)
        let lines = XcodeReporter().render(outcome).replacingOccurrences(of: tree.root + "/", with: "")
            .split(separator: "\n").map(String.init)
        XCTAssertEqual(
            FindingSites.of(lines.joined(separator: "\n")),
            [
                "data-implements-domain Data/Network/APIClient.swift:9:7",
                "domain-imports Domain/Entity/User.swift:2:1",
                "no-ui-in-domain Domain/Entity/User.swift:6:17",
                "domain-imports Domain/UseCase/LoginUseCase.swift:2:1",
                "inject-dont-construct Domain/UseCase/LoginUseCase.swift:9:26",
                "no-singletons-in-domain Domain/UseCase/LoginUseCase.swift:12:23",
                "inject-dont-construct Presentation/Login/LoginViewController.swift:4:45",
                "suppression Presentation/Login/LoginViewController.swift:7:30",
                "viewmodel-imports Presentation/Login/LoginViewModel.swift:2:1",
            ])
        XCTAssertEqual(outcome.violations.map(\.severity), Array(repeating: .error, count: 7) + [.warning, .error])
        XCTAssertEqual(
            lines.last,
            "9 violations (8 errors, 1 warning) in 6 files: data-implements-domain 1, domain-imports 2, "
                + "inject-dont-construct 2, no-singletons-in-domain 1, no-ui-in-domain 1, suppression 1, "
                + "viewmodel-imports 1 (embedded default policy)")
        XCTAssertEqual(outcome.policy.displayName, "<embedded default>")
        XCTAssertEqual(run.configErrors, [])
        XCTAssertEqual(run.warnings, [], "unmatched globs of the embedded policy are not reported")
    }
}

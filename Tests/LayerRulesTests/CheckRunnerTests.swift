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
        let root = tree.root
        XCTAssertEqual(
            XcodeReporter().render(outcome),
            """
            \(root)/Data/Network/APIClient.swift:9:7: error: 'RemoteUserRepository' in 'Data' conforms to no protocol declared in 'Domain'; declare the contract as a protocol in 'Domain' and make 'RemoteUserRepository' implement it [data-implements-domain]
            \(root)/Domain/Entity/User.swift:2:1: error: 'Domain' imports 'UIKit', which its policy does not allow; move the code that needs 'UIKit' behind a protocol declared in 'Domain' and implement it in 'Presentation' [domain-imports]
            \(root)/Domain/Entity/User.swift:6:17: error: 'Domain' references 'UIImage', which its policy forbids ('UI[A-Z]*'); keep 'UIImage' out of 'Domain' and convert at the layer boundary [no-ui-in-domain]
            \(root)/Domain/UseCase/LoginUseCase.swift:2:1: error: 'Domain' imports 'FirebaseMessaging', which its policy does not allow; move the code that needs 'FirebaseMessaging' behind a protocol declared in 'Domain' and implement it in 'Data' [domain-imports]
            \(root)/Domain/UseCase/LoginUseCase.swift:9:26: error: 'Domain' constructs 'APIClient' from 'Data'; inject it from the composition root instead [inject-dont-construct]
            \(root)/Domain/UseCase/LoginUseCase.swift:12:23: error: 'Domain' uses 'URLSession.shared', which its policy forbids; inject the dependency through a protocol declared in 'Domain' instead of reaching for a shared instance [no-singletons-in-domain]
            \(root)/Presentation/Login/LoginViewController.swift:4:45: error: 'Presentation' constructs 'DefaultLoginUseCase', a concrete implementation of 'LoginUseCase'; depend on 'LoginUseCase' and inject it from the composition root [inject-dont-construct]
            \(root)/Presentation/Login/LoginViewController.swift:7:30: warning: suppression of 'no-dto-outside-data' gives no reason; add one after '--' [suppression]
            \(root)/Presentation/Login/LoginViewModel.swift:2:1: error: 'ViewModels' imports 'UIKit', which its policy does not allow; keep the code that needs 'UIKit' in 'Presentation' and give 'ViewModels' plain values [viewmodel-imports]
            9 violations (8 errors, 1 warning) in 6 files: data-implements-domain 1, domain-imports 2, inject-dont-construct 2, no-singletons-in-domain 1, no-ui-in-domain 1, suppression 1, viewmodel-imports 1 (embedded default policy)

            """)
        XCTAssertEqual(run.exitCode, 1)
        XCTAssertEqual(outcome.policy.displayName, "<embedded default>")
        XCTAssertEqual(run.configErrors, [])
        XCTAssertEqual(run.warnings, [], "unmatched globs of the embedded policy are not reported")
    }
}

import Data
import Domain
import Presentation
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let repository = RemoteUserRepository()
        let viewModel = UserViewModel(repository: repository, userID: "me")
        window = UIWindow()
        window?.rootViewController = UserViewController(viewModel: viewModel)
        window?.makeKeyAndVisible()
        return true
    }
}

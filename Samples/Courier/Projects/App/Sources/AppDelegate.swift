import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var coordinator: DefaultChatCooridnator?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let navigation = UINavigationController()
        let coordinator = DefaultChatCooridnator(
            navigation: navigation, baseURL: URL(string: "https://api.courier.example")!)
        coordinator.start(room: "general")
        self.coordinator = coordinator
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
        return true
    }
}

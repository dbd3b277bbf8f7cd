import UIKit

final class AppCoordinator {
    private let navigationController: UINavigationController
    private var childCoordinators: [AnyObject] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let login = DefaultLoginCoordinator(navigationController: navigationController)
        login.onFinish = { [weak self] route in
            switch route {
            case .main:
                self?.showMain()
            case .signUp:
                self?.showSignUp()
            }
        }
        childCoordinators = [login]
        login.start()
    }

    private func showSignUp() {
        let signUp = DefaultSignUpCoordinator(navigationController: navigationController)
        signUp.onFinish = { [weak self] in self?.showMain() }
        childCoordinators.append(signUp)
        signUp.start()
    }

    private func showMain() {
        childCoordinators.removeAll()
        navigationController.setViewControllers([MainViewController()], animated: true)
    }
}

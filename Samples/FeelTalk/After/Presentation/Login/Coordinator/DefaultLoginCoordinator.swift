import RxSwift
import UIKit

protocol LoginCoordinator: AnyObject {
    var onFinish: ((LoginViewModel.Route) -> Void)? { get set }
    func start()
}

final class DefaultLoginCoordinator: LoginCoordinator {
    var onFinish: ((LoginViewModel.Route) -> Void)?

    private let navigationController: UINavigationController
    private let disposeBag = DisposeBag()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = LoginViewController()
        let viewModel = LoginViewModel(
            loginUseCase: DefaultLoginUseCase(
                loginRepository: DefaultLoginRepository(),
                tokenStore: KeychainAuthTokenStore(),
                pushTokenProvider: FirebasePushTokenProvider()
            )
        )
        viewModel.route
            .subscribe(onNext: { [weak self] route in self?.onFinish?(route) })
            .disposed(by: disposeBag)

        viewController.viewModel = viewModel
        navigationController.setViewControllers([viewController], animated: false)
    }
}

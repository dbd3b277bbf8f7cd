import RxSwift
import UIKit

final class DefaultSignUpCoordinator: SignUpCoordinator {
    var onFinish: (() -> Void)?

    private let navigationController: UINavigationController
    private let signUpViewController = SignUpViewController()
    private let disposeBag = DisposeBag()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        // The coordinator is the composition root of the flow: it alone knows the concrete types.
        let viewModel = SignUpViewModel(
            signUpUseCase: DefaultSignUpUseCase(
                signUpRepository: DefaultSignUpRepository(),
                tokenStore: KeychainAuthTokenStore(),
                pushTokenProvider: FirebasePushTokenProvider()
            )
        )
        viewModel.signUpCompleted
            .subscribe(onNext: { [weak self] in self?.onFinish?() })
            .disposed(by: disposeBag)

        signUpViewController.viewModel = viewModel
        navigationController.pushViewController(signUpViewController, animated: true)
    }
}

import RxCocoa
import RxSwift
import UIKit

final class LoginViewController: UIViewController {
    var viewModel: LoginViewModel!

    /// Filled by the SNS SDK callbacks (Kakao, Naver, Apple, Google).
    let snsLoginResult = PublishRelay<(SNSType, String)>()

    private let activityIndicator = UIActivityIndicatorView(style: .large)
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(activityIndicator)

        let output = viewModel.transform(
            input: LoginViewModel.Input(
                viewDidAppear: rx.methodInvoked(#selector(viewDidAppear(_:))).map { _ in },
                snsLogin: snsLoginResult.asObservable()
            ))
        output.isLoading
            .bind(to: activityIndicator.rx.isAnimating)
            .disposed(by: disposeBag)
    }
}

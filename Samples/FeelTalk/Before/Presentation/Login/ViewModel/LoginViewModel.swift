import Foundation
import RxRelay
import RxSwift

final class LoginViewModel {
    enum Route: Equatable {
        case main
        case signUp
    }

    struct Input {
        let viewDidAppear: Observable<Void>
        /// The SNS SDK's result: which service, and the token it handed out.
        let snsLogin: Observable<(SNSType, String)>
    }

    struct Output {
        let isLoading: Observable<Bool>
        let errorMessage: Observable<String>
    }

    /// Where the flow goes next; the coordinator listens.
    let route = PublishRelay<Route>()

    private let loginUseCase: LoginUseCase
    private let isLoading = BehaviorRelay(value: false)
    private let errorMessage = PublishRelay<String>()
    private let disposeBag = DisposeBag()

    init(loginUseCase: LoginUseCase) {
        self.loginUseCase = loginUseCase
    }

    func transform(input: Input) -> Output {
        let autoLogin = input.viewDidAppear
            .take(1)
            .flatMapLatest { [loginUseCase] in
                loginUseCase.autoLogin().asObservable().catchAndReturn(false)
            }
            .filter { $0 }
            .map { _ in Route.main }

        let snsLogin = input.snsLogin
            .do(onNext: { [isLoading] _ in isLoading.accept(true) })
            .flatMapLatest { [loginUseCase, errorMessage, isLoading] snsType, token in
                loginUseCase.login(with: snsType, snsAccessToken: token)
                    .asObservable()
                    .do(onDispose: { isLoading.accept(false) })
                    .catch { error in
                        errorMessage.accept(String(describing: error))
                        return .empty()
                    }
            }
            .map { isMember in isMember ? Route.main : Route.signUp }

        Observable.merge(autoLogin, snsLogin)
            .bind(to: route)
            .disposed(by: disposeBag)

        return Output(isLoading: isLoading.asObservable(), errorMessage: errorMessage.asObservable())
    }
}

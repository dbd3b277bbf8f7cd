import Foundation
import RxRelay
import RxSwift

final class SignUpViewModel {
    struct Input {
        let authInfo: Observable<UserAuthInfo>
        let requestAuthNumberTap: Observable<Void>
        let nickname: Observable<String>
        let marketingConsent: Observable<Bool>
        let signUpTap: Observable<Void>
    }

    struct Output {
        let isAuthNumberSent: Observable<Bool>
        let isSignUpEnabled: Observable<Bool>
        let errorMessage: Observable<String>
    }

    /// Emits once the account exists; the coordinator listens and moves on.
    let signUpCompleted = PublishRelay<Void>()

    private let signUpUseCase: SignUpUseCase
    private let errorMessage = PublishRelay<String>()
    private let disposeBag = DisposeBag()

    init(signUpUseCase: SignUpUseCase) {
        self.signUpUseCase = signUpUseCase
    }

    func transform(input: Input) -> Output {
        let authNumberSent = input.requestAuthNumberTap
            .withLatestFrom(input.authInfo)
            .flatMapLatest { [signUpUseCase, errorMessage] info in
                signUpUseCase.requestAdultAuthNumber(for: info)
                    .asObservable()
                    .catch { error in
                        errorMessage.accept(String(describing: error))
                        return .just(false)
                    }
            }
            .share()

        let form = Observable.combineLatest(input.nickname, input.marketingConsent)
            .map { SignUpInfo(nickname: $0, marketingConsent: $1) }
            .share(replay: 1)

        input.signUpTap
            .withLatestFrom(form)
            .flatMapLatest { [signUpUseCase, errorMessage] info in
                signUpUseCase.signUp(with: info)
                    .asObservable()
                    .catch { error in
                        errorMessage.accept(String(describing: error))
                        return .empty()
                    }
            }
            .filter { $0 }
            .map { _ in }
            .bind(to: signUpCompleted)
            .disposed(by: disposeBag)

        return Output(
            isAuthNumberSent: authNumberSent,
            isSignUpEnabled: form.map(\.isValid),
            errorMessage: errorMessage.asObservable()
        )
    }
}

import Foundation
import RxSwift

protocol SignUpUseCase {
    func requestAdultAuthNumber(for info: UserAuthInfo) -> Single<Bool>
    func signUp(with info: SignUpInfo) -> Single<Bool>
}

final class DefaultSignUpUseCase: SignUpUseCase {
    private let signUpRepository: SignUpRepository
    private let tokenStore: AuthTokenStore
    private let pushTokenProvider: PushTokenProvider

    // Depends on protocols only: the coordinator injects the Keychain and Firebase implementations.
    init(
        signUpRepository: SignUpRepository,
        tokenStore: AuthTokenStore,
        pushTokenProvider: PushTokenProvider
    ) {
        self.signUpRepository = signUpRepository
        self.tokenStore = tokenStore
        self.pushTokenProvider = pushTokenProvider
    }

    func requestAdultAuthNumber(for info: UserAuthInfo) -> Single<Bool> {
        guard info.isComplete else {
            return .error(AuthError.invalidAuthInfo)
        }
        return signUpRepository.requestAuthNumber(for: info)
    }

    func signUp(with info: SignUpInfo) -> Single<Bool> {
        guard let accessToken = tokenStore.accessToken() else {
            return .error(AuthError.missingToken)
        }
        return pushTokenProvider.fetchToken()
            .flatMap { [signUpRepository] fcmToken in
                guard let fcmToken else {
                    return .error(AuthError.missingPushToken)
                }
                return signUpRepository.signUp(info, accessToken: accessToken, fcmToken: fcmToken)
            }
    }
}

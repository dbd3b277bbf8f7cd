import Foundation
import RxSwift

protocol LoginUseCase {
    /// Emits `true` when the SNS account already has a FeelTalk account, `false` when it has to sign up.
    func login(with snsType: SNSType, snsAccessToken: String) -> Single<Bool>
    func autoLogin() -> Single<Bool>
    func logout() -> Single<Void>
}

final class DefaultLoginUseCase: LoginUseCase {
    private let loginRepository: LoginRepository
    private let tokenStore: AuthTokenStore
    private let pushTokenProvider: PushTokenProvider

    init(loginRepository: LoginRepository, tokenStore: AuthTokenStore, pushTokenProvider: PushTokenProvider) {
        self.loginRepository = loginRepository
        self.tokenStore = tokenStore
        self.pushTokenProvider = pushTokenProvider
    }

    func login(with snsType: SNSType, snsAccessToken: String) -> Single<Bool> {
        pushTokenProvider.fetchToken()
            .flatMap { [loginRepository] fcmToken in
                guard let fcmToken else {
                    return .error(AuthError.missingPushToken)
                }
                return loginRepository.login(snsType: snsType, snsAccessToken: snsAccessToken, fcmToken: fcmToken)
            }
            .map { [tokenStore] token, isMember in
                tokenStore.saveAccessToken(token.accessToken)
                tokenStore.saveRefreshToken(token.refreshToken)
                return isMember
            }
    }

    func autoLogin() -> Single<Bool> {
        guard let refreshToken = tokenStore.refreshToken() else {
            return .just(false)
        }
        return loginRepository.reissueToken(refreshToken: refreshToken)
            .map { [tokenStore] token in
                tokenStore.saveAccessToken(token.accessToken)
                tokenStore.saveRefreshToken(token.refreshToken)
                return true
            }
    }

    func logout() -> Single<Void> {
        tokenStore.clear()
        return pushTokenProvider.deleteToken()
    }
}

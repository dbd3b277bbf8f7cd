import FirebaseMessaging
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

    init(loginRepository: LoginRepository) {
        self.loginRepository = loginRepository
    }

    func login(with snsType: SNSType, snsAccessToken: String) -> Single<Bool> {
        fetchPushToken()
            .flatMap { [loginRepository] fcmToken in
                loginRepository.login(snsType: snsType, snsAccessToken: snsAccessToken, fcmToken: fcmToken)
            }
            .map { token, isMember in
                KeychainRepository.addItem(value: token.accessToken, key: "accessToken")
                KeychainRepository.addItem(value: token.refreshToken, key: "refreshToken")
                return isMember
            }
    }

    func autoLogin() -> Single<Bool> {
        guard let refreshToken = KeychainRepository.getItem(key: "refreshToken") else {
            return .just(false)
        }
        return loginRepository.reissueToken(refreshToken: refreshToken)
            .map { token in
                KeychainRepository.addItem(value: token.accessToken, key: "accessToken")
                KeychainRepository.addItem(value: token.refreshToken, key: "refreshToken")
                return true
            }
    }

    func logout() -> Single<Void> {
        KeychainRepository.deleteItem(key: "accessToken")
        KeychainRepository.deleteItem(key: "refreshToken")
        return Single.create { single in
            Messaging.messaging().deleteToken { _ in single(.success(())) }
            return Disposables.create()
        }
    }

    private func fetchPushToken() -> Single<String> {
        Single.create { single in
            Messaging.messaging().token { token, error in
                if let token {
                    single(.success(token))
                } else {
                    single(.failure(error ?? AuthError.missingPushToken))
                }
            }
            return Disposables.create()
        }
    }
}

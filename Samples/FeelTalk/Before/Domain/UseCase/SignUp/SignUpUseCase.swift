import FirebaseMessaging
import Foundation
import RxSwift

protocol SignUpUseCase {
    func requestAdultAuthNumber(for info: UserAuthInfo) -> Single<Bool>
    func signUp(with info: SignUpInfo) -> Single<Bool>
}

final class DefaultSignUpUseCase: SignUpUseCase {
    private let signUpRepository: SignUpRepository

    init(signUpRepository: SignUpRepository) {
        self.signUpRepository = signUpRepository
    }

    func requestAdultAuthNumber(for info: UserAuthInfo) -> Single<Bool> {
        guard let requestDTO = info.toAuthNumberRequestDTO() else {
            return .error(AuthError.invalidAuthInfo)
        }
        return signUpRepository.requestAuthNumber(requestDTO)
    }

    func signUp(with info: SignUpInfo) -> Single<Bool> {
        guard let accessToken = KeychainRepository.getItem(key: "accessToken"),
            let fcmToken = Messaging.messaging().fcmToken
        else {
            return .error(AuthError.missingToken)
        }
        let requestDTO = SignUpRequestDTO(
            accessToken: accessToken,
            nickname: info.nickname,
            marketingConsent: info.marketingConsent,
            fcmToken: fcmToken
        )
        return signUpRepository.signUp(requestDTO)
    }
}

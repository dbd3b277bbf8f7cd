import Foundation
import RxSwift

final class DefaultSignUpRepository: SignUpRepository {
    private let apiClient: APIClient

    init(apiClient: APIClient = .shared) {
        self.apiClient = apiClient
    }

    func requestAuthNumber(for info: UserAuthInfo) -> Single<Bool> {
        guard let requestDTO = UserAuthInfoMapper.toAuthNumberRequestDTO(from: info) else {
            return .just(false)
        }
        return apiClient.post(.adultAuthNumber, body: requestDTO)
            .map { (envelope: EnvelopeDTO<EmptyPayloadDTO>) in envelope.status.isSuccess }
    }

    func signUp(_ entity: SignUpInfo, accessToken: String, fcmToken: String) -> Single<Bool> {
        let requestDTO = SignUpRequestDTO(
            accessToken: accessToken,
            nickname: entity.nickname,
            marketingConsent: entity.marketingConsent,
            fcmToken: fcmToken
        )
        return apiClient.post(.signUp, body: requestDTO, accessToken: accessToken)
            .map { (envelope: EnvelopeDTO<EmptyPayloadDTO>) in envelope.status.isSuccess }
    }
}

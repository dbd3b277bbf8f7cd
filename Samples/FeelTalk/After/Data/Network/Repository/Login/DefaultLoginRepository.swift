import Foundation
import RxSwift

final class DefaultLoginRepository: LoginRepository {
    private let apiClient: APIClient

    init(apiClient: APIClient = .shared) {
        self.apiClient = apiClient
    }

    func login(snsType: SNSType, snsAccessToken: String, fcmToken: String) -> Single<(AuthToken, isMember: Bool)> {
        let requestDTO = LoginRequestDTO(snsType: snsType.rawValue, snsAccessToken: snsAccessToken, fcmToken: fcmToken)
        return apiClient.post(.snsLogin, body: requestDTO)
            .map { (envelope: EnvelopeDTO<TokenResponseDTO>) in
                guard let response = envelope.data else {
                    throw APIError.rejected(envelope.status.message)
                }
                return (response.toDomain(), isMember: response.signUpState == "COMPLETE")
            }
    }

    func reissueToken(refreshToken: String) -> Single<AuthToken> {
        apiClient.post(.reissueToken, body: ReissueTokenRequestDTO(refreshToken: refreshToken))
            .map { (envelope: EnvelopeDTO<TokenResponseDTO>) in
                guard let response = envelope.data else {
                    throw APIError.rejected(envelope.status.message)
                }
                return response.toDomain()
            }
    }
}

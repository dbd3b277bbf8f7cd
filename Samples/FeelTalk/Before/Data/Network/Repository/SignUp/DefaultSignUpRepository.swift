import Foundation
import RxSwift

final class DefaultSignUpRepository: SignUpRepository {
    private let apiClient: APIClient

    init(apiClient: APIClient = .shared) {
        self.apiClient = apiClient
    }

    func requestAuthNumber(_ requestDTO: AuthNumberRequestDTO) -> Single<Bool> {
        apiClient.post(.adultAuthNumber, body: requestDTO)
            .map { (envelope: EnvelopeDTO<EmptyPayloadDTO>) in envelope.status.isSuccess }
    }

    func signUp(_ requestDTO: SignUpRequestDTO) -> Single<Bool> {
        apiClient.post(.signUp, body: requestDTO, accessToken: requestDTO.accessToken)
            .map { (envelope: EnvelopeDTO<EmptyPayloadDTO>) in envelope.status.isSuccess }
    }
}

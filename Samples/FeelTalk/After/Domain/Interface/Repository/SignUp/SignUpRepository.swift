import Foundation
import RxSwift

/// Creates accounts. It takes Domain values only: the Data implementation builds the
/// `SignUpRequestDTO` right before the request is sent.
protocol SignUpRepository {
    func requestAuthNumber(for info: UserAuthInfo) -> Single<Bool>

    // Before the refactoring: func signUp(_ requestDTO: SignUpRequestDTO) -> Single<Bool>
    func signUp(_ entity: SignUpInfo, accessToken: String, fcmToken: String) -> Single<Bool>
}

import Foundation
import RxSwift

protocol LoginRepository {
    /// Signs in with the token of the SNS account; the result says whether a FeelTalk account exists.
    func login(snsType: SNSType, snsAccessToken: String, fcmToken: String) -> Single<(AuthToken, isMember: Bool)>
    func reissueToken(refreshToken: String) -> Single<AuthToken>
}

import Foundation

struct SignUpRequestDTO: Encodable {
    let accessToken: String
    let nickname: String
    let marketingConsent: Bool
    let fcmToken: String
}

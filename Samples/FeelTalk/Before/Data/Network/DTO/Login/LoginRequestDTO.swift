import Foundation

struct LoginRequestDTO: Encodable {
    let snsType: String
    let snsAccessToken: String
    let fcmToken: String
}

struct ReissueTokenRequestDTO: Encodable {
    let refreshToken: String
}

import Foundation

struct AuthToken: Equatable {
    let accessToken: String
    let refreshToken: String
}

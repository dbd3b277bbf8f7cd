import Foundation

/// Keeps the session tokens. Domain says what it needs; where the tokens live is Data's business.
protocol AuthTokenStore {
    @discardableResult
    func saveAccessToken(_ token: String) -> Bool

    @discardableResult
    func saveRefreshToken(_ token: String) -> Bool

    func accessToken() -> String?
    func refreshToken() -> String?
    func clear()
}

import Foundation

final class KeychainAuthTokenStore: AuthTokenStore {
    private enum Key {
        static let accessToken = "accessToken"
        static let refreshToken = "refreshToken"
    }

    func saveAccessToken(_ token: String) -> Bool {
        KeychainRepository.addItem(value: token, key: Key.accessToken)
    }

    func saveRefreshToken(_ token: String) -> Bool {
        KeychainRepository.addItem(value: token, key: Key.refreshToken)
    }

    func accessToken() -> String? {
        KeychainRepository.getItem(key: Key.accessToken)
    }

    func refreshToken() -> String? {
        KeychainRepository.getItem(key: Key.refreshToken)
    }

    func clear() {
        KeychainRepository.deleteItem(key: Key.accessToken)
        KeychainRepository.deleteItem(key: Key.refreshToken)
    }
}

import Foundation
import Security

/// Thin static wrapper around the Keychain Services API.
// archlint:disable:next data-implements-domain -- static Keychain wrapper, used only by KeychainAuthTokenStore
final class KeychainRepository {
    private init() {}

    @discardableResult
    static func addItem(value: String, key: String) -> Bool {
        deleteItem(key: key)
        let query: [CFString: Any] = [
            kSecClass: kSecClassGenericPassword,
            kSecAttrAccount: key,
            kSecValueData: Data(value.utf8),
        ]
        return SecItemAdd(query as CFDictionary, nil) == errSecSuccess
    }

    static func getItem(key: String) -> String? {
        let query: [CFString: Any] = [
            kSecClass: kSecClassGenericPassword,
            kSecAttrAccount: key,
            kSecReturnData: true,
            kSecMatchLimit: kSecMatchLimitOne,
        ]
        var item: CFTypeRef?
        guard SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess, let data = item as? Data else {
            return nil
        }
        return String(decoding: data, as: UTF8.self)
    }

    @discardableResult
    static func deleteItem(key: String) -> Bool {
        let query: [CFString: Any] = [kSecClass: kSecClassGenericPassword, kSecAttrAccount: key]
        return SecItemDelete(query as CFDictionary) == errSecSuccess
    }
}

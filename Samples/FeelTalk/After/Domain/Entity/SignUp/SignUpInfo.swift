import Foundation

struct SignUpInfo: Equatable {
    var nickname: String
    var marketingConsent: Bool

    var isValid: Bool {
        (2...10).contains(nickname.count)
    }
}

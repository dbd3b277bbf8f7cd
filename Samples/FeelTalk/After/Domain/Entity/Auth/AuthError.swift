import Foundation

enum AuthError: Error, Equatable, CustomStringConvertible {
    case invalidAuthInfo
    case missingToken
    case missingPushToken

    var description: String {
        switch self {
        case .invalidAuthInfo:
            return "the adult-verification form is incomplete"
        case .missingToken:
            return "no access token is stored; log in again"
        case .missingPushToken:
            return """
                no push token is available yet. The push provider in the Data layer is the only
                place that may
                import FirebaseMessaging
                and it fetches the token after FirebaseApp.configure() has run.
                """
        }
    }
}

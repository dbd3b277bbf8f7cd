import Networking

/// The service layer's account: the API type, under the service module's own name so that features
/// import `Services` only.
public typealias Account = Networking.Account

/// A signed-in session.
public struct Session: Sendable {
    public let userID: String

    public init(userID: String) {
        self.userID = userID
    }
}

import struct Networking.Endpoint
@testable import Services

/// A debug menu that calls the API directly and reads the service's internal session store.
enum DebugMenu {
    static let endpoints: [Endpoint] = [.accounts]

    static func currentUser(of service: AccountService) -> String? {
        let store: SessionStore = service.store
        return store.session?.userID
    }
}

import Networking

/// Loads accounts for the features.
public final class AccountService: Sendable {
    private let client: APIClient
    let store = SessionStore()

    public init(client: APIClient) {
        self.client = client
    }

    public func accounts() async throws -> [Account] {
        try await client.send(.accounts, as: [Account].self)
    }

    /// One page of any list; `Item` is a generic parameter, not the feature module's `Item`.
    public func page<Item: Decodable>(of endpoint: Endpoint, as item: Item.Type) async throws -> Page<Item> {
        Page(items: try await client.send(endpoint, as: [Item].self), next: nil)
    }
}

/// A page of results; its parameter is named like a type of the feature module.
public struct Page<Item>: Sendable where Item: Sendable {
    public let items: [Item]
    public let next: String?
}

/// Where the current session is kept (internal to the service module).
final class SessionStore: @unchecked Sendable {
    var session: Session?
}

import Foundation

/// One request of the banking API.
public struct Endpoint: Sendable {
    public let path: String
    public let method: String

    public init(path: String, method: String = "GET") {
        self.path = path
        self.method = method
    }

    public static let accounts = Endpoint(path: "/v2/accounts")
}

/// The API client: decodes any response type.
public final class APIClient: Sendable {
    public init() {}

    public func send<Response: Decodable>(_ endpoint: Endpoint, as type: Response.Type) async throws -> Response {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://bank.example" + endpoint.path)!)
        return try JSONDecoder().decode(Response.self, from: data)
    }
}

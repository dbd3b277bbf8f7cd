import Foundation

/// What the remote data sources share: the service they send requests through. A detail of Data: only the
/// data sources refine and use it, so `contracts-live-in-domain` leaves it where it is.
protocol RemoteRepository {
    var network: NetworkService { get }
}

extension RemoteRepository {
    func get<Response: Decodable>(_ endpoint: Endpoint) async throws -> Response {
        try await network.request(endpoint)
    }
}

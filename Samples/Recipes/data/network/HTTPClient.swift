import Foundation

protocol HTTPClient {
    func get(_ url: URL) async throws -> Data
}

struct URLSessionHTTPClient: HTTPClient {
    let session: URLSession

    func get(_ url: URL) async throws -> Data {
        let (data, _) = try await session.data(from: url)
        return data
    }
}

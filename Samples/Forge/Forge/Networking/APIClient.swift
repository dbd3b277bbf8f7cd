import Foundation

final class APIClient {
    let baseURL: URL
    private let session: URLSession

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func get(_ path: String) async throws -> Data {
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent(path))
        return data
    }
}

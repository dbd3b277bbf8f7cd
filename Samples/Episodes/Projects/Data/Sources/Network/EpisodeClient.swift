import Foundation

struct EpisodePayload: Decodable {
    let id: Int
    let name: String
    let season: Int
}

final class EpisodeClient: Sendable {
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func fetch(season: Int) async throws -> [EpisodePayload] {
        let url = URL(string: "https://example.com/api/episodes?season=\(season)")!
        let (data, response) = try await session.data(from: url)
        guard let http = response as? HTTPURLResponse else { throw NetworkError.offline }
        guard http.statusCode == 200 else { throw NetworkError.status(http.statusCode) }
        return try JSONDecoder().decode([EpisodePayload].self, from: data)
    }
}

import Core
import EpisodeInterface
import Foundation

public final class EpisodeRepository: @unchecked Sendable {
    private let client: EpisodeClient
    private var cache: [Int: [Episode]] = [:]

    public init() {
        client = EpisodeClient()
    }
}

extension EpisodeRepository: EpisodeRepositoryInterface {
    public func episodes(season: Int) async throws -> [Episode] {
        if let cached = cache[season] { return cached }
        let episodes = try await client.fetch(season: season).map {
            Episode(id: $0.id, title: $0.name, season: $0.season)
        }
        cache[season] = episodes
        return episodes
    }
}

extension EpisodeRepository: Repository {
    public func removeAll() {
        cache.removeAll()
    }
}

import EpisodeInterface
import Foundation
import os

public struct FetchEpisodesUseCase: Sendable {
    private let repository: EpisodeRepositoryInterface
    private let log = Logger(subsystem: "com.example.episodes", category: "fetch")

    public init(repository: EpisodeRepositoryInterface) {
        self.repository = repository
    }

    public func callAsFunction(season: Int) async throws -> [Episode] {
        let episodes = try await repository.episodes(season: season)
        log.debug("season \(season): \(episodes.count) episodes")
        return episodes.sorted { $0.id < $1.id }
    }
}

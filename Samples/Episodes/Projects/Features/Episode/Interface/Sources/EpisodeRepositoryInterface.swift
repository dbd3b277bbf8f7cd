import Foundation

public struct Episode: Equatable, Sendable {
    public let id: Int
    public let title: String
    public let season: Int

    public init(id: Int, title: String, season: Int) {
        self.id = id
        self.title = title
        self.season = season
    }
}

/// What the Episode feature needs from storage; the Data module implements it.
public protocol EpisodeRepositoryInterface: Sendable {
    func episodes(season: Int) async throws -> [Episode]
}

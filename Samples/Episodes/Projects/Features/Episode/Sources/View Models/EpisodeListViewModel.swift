import Data
import EpisodeInterface
import Foundation
import Observation

@MainActor
@Observable
public final class EpisodeListViewModel {
    public private(set) var titles: [String] = []
    public private(set) var isOffline = false
    private let fetchEpisodes: FetchEpisodesUseCase

    public init(fetchEpisodes: FetchEpisodesUseCase) {
        self.fetchEpisodes = fetchEpisodes
    }

    public func load(season: Int) async {
        do {
            titles = try await fetchEpisodes(season: season).map(\.title)
            isOffline = false
        } catch NetworkError.offline {
            isOffline = true
        } catch {
            titles = []
        }
    }
}

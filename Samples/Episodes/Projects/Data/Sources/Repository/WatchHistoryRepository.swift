import Core
import Foundation

/// Remembers which episodes were watched. Nothing in the features declares what it offers: the Episode
/// feature calls it through the app's base `Repository` only.
public final class WatchHistoryRepository: Repository {
    private let defaults: UserDefaults

    public init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    public func markWatched(_ id: Int) {
        defaults.set(true, forKey: "watched.\(id)")
    }

    public func removeAll() {
        defaults.dictionaryRepresentation().keys.filter { $0.hasPrefix("watched.") }.forEach(defaults.removeObject)
    }
}

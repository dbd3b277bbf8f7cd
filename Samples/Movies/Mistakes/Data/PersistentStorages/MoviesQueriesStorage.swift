import Foundation

protocol MoviesQueriesStorage {
    func fetchRecentsQueries(maxCount: Int) -> [String]
    func saveRecentQuery(_ query: String)
}

final class UserDefaultsMoviesQueriesStorage: MoviesQueriesStorage {
    private let defaults: UserDefaults
    private let maxStorageLimit: Int
    private let key = "recentsMoviesQueries"

    init(defaults: UserDefaults = .standard, maxStorageLimit: Int) {
        self.defaults = defaults
        self.maxStorageLimit = maxStorageLimit
    }

    func fetchRecentsQueries(maxCount: Int) -> [String] {
        Array((defaults.stringArray(forKey: key) ?? []).prefix(maxCount))
    }

    func saveRecentQuery(_ query: String) {
        let queries = [query] + fetchRecentsQueries(maxCount: maxStorageLimit).filter { $0 != query }
        defaults.set(Array(queries.prefix(maxStorageLimit)), forKey: key)
    }
}

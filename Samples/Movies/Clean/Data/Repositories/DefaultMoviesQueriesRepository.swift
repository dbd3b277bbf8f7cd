import Foundation

final class DefaultMoviesQueriesRepository: MoviesQueriesRepository {
    private let storage: MoviesQueriesStorage

    init(storage: MoviesQueriesStorage) {
        self.storage = storage
    }

    func fetchRecentsQueries(maxCount: Int, completion: @escaping (Result<[MovieQuery], Error>) -> Void) {
        completion(.success(storage.fetchRecentsQueries(maxCount: maxCount).map(MovieQuery.init(query:))))
    }

    func saveRecentQuery(query: MovieQuery, completion: @escaping (Result<MovieQuery, Error>) -> Void) {
        storage.saveRecentQuery(query.query)
        completion(.success(query))
    }
}

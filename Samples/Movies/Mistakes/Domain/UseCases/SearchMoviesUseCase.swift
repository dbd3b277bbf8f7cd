import Foundation

protocol SearchMoviesUseCase {
    func execute(
        requestValue: SearchMoviesUseCaseRequestValue,
        completion: @escaping (Result<MoviesResponseDTO, Error>) -> Void
    ) -> Cancellable?
}

final class DefaultSearchMoviesUseCase: SearchMoviesUseCase {
    private let moviesQueriesRepository: MoviesQueriesRepository

    init(moviesQueriesRepository: MoviesQueriesRepository) {
        self.moviesQueriesRepository = moviesQueriesRepository
    }

    func execute(
        requestValue: SearchMoviesUseCaseRequestValue,
        completion: @escaping (Result<MoviesResponseDTO, Error>) -> Void
    ) -> Cancellable? {
        var components = URLComponents(string: "https://api.themoviedb.org/3/search/movie")!
        components.queryItems = [
            URLQueryItem(name: "query", value: requestValue.query.query),
            URLQueryItem(name: "page", value: String(requestValue.page)),
        ]
        let task = URLSession.shared.dataTask(with: components.url!) { [moviesQueriesRepository] data, _, error in
            guard let data else {
                completion(.failure(error ?? URLError(.badServerResponse)))
                return
            }
            do {
                let response = try JSONDecoder().decode(MoviesResponseDTO.self, from: data)
                moviesQueriesRepository.saveRecentQuery(query: requestValue.query) { _ in }
                completion(.success(response))
            } catch {
                completion(.failure(error))
            }
        }
        task.resume()
        return task
    }
}

struct SearchMoviesUseCaseRequestValue {
    let query: MovieQuery
    let page: Int
}

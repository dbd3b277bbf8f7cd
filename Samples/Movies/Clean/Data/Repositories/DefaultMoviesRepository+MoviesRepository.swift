import Foundation

extension DefaultMoviesRepository: MoviesRepository {
    func fetchMoviesList(
        query: MovieQuery,
        page: Int,
        cached: @escaping (MoviesPage) -> Void,
        completion: @escaping (Result<MoviesPage, Error>) -> Void
    ) -> Cancellable? {
        let requestDTO = MoviesRequestDTO(query: query.query, page: page)
        let task = RepositoryTask()

        cache.getResponse(for: requestDTO) { [dataTransferService, cache] responseDTO in
            if let responseDTO {
                cached(responseDTO.toDomain())
            }
            guard !task.isCancelled else { return }

            task.networkTask = dataTransferService.request(
                path: "3/search/movie",
                queryItems: [
                    URLQueryItem(name: "query", value: requestDTO.query),
                    URLQueryItem(name: "page", value: String(requestDTO.page)),
                ]
            ) { (result: Result<MoviesResponseDTO, DataTransferError>) in
                switch result {
                case .success(let responseDTO):
                    cache.save(response: responseDTO, for: requestDTO)
                    completion(.success(responseDTO.toDomain()))
                case .failure(let error):
                    completion(.failure(error))
                }
            }
        }
        return task
    }
}

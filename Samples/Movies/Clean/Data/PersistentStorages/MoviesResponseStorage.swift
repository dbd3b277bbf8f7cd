import Foundation

protocol MoviesResponseStorage {
    func getResponse(for requestDTO: MoviesRequestDTO, completion: @escaping (MoviesResponseDTO?) -> Void)
    func save(response responseDTO: MoviesResponseDTO, for requestDTO: MoviesRequestDTO)
}

/// Keeps the last responses in memory; the real app persists them in Core Data.
final class InMemoryMoviesResponseStorage: MoviesResponseStorage {
    private var responses: [MoviesRequestDTO: MoviesResponseDTO] = [:]
    private let queue = DispatchQueue(label: "MoviesResponseStorage")

    func getResponse(for requestDTO: MoviesRequestDTO, completion: @escaping (MoviesResponseDTO?) -> Void) {
        queue.async { [responses] in completion(responses[requestDTO]) }
    }

    func save(response responseDTO: MoviesResponseDTO, for requestDTO: MoviesRequestDTO) {
        queue.async { self.responses[requestDTO] = responseDTO }
    }
}

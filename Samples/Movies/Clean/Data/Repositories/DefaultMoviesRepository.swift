import Foundation

/// Fetches movie pages from the API and caches the responses. Its conformance to the Domain protocol
/// is declared in `DefaultMoviesRepository+MoviesRepository.swift`.
final class DefaultMoviesRepository {
    let dataTransferService: DataTransferService
    let cache: MoviesResponseStorage

    init(dataTransferService: DataTransferService, cache: MoviesResponseStorage) {
        self.dataTransferService = dataTransferService
        self.cache = cache
    }
}

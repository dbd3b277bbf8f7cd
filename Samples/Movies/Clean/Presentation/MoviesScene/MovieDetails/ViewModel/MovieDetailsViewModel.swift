import Foundation

protocol MovieDetailsViewModel {
    var title: String { get }
    var overview: String { get }
    var posterImagePath: String? { get }
}

final class DefaultMovieDetailsViewModel: MovieDetailsViewModel {
    let title: String
    let overview: String
    let posterImagePath: String?

    init(movie: Movie) {
        title = movie.title ?? ""
        overview = movie.overview ?? ""
        posterImagePath = movie.posterPath
    }
}

import Foundation

struct MoviesListItemViewModel: Equatable {
    let title: String
    let overview: String
    let releaseDate: String
    let posterImagePath: String?

    init(movie: Movie) {
        title = movie.title ?? ""
        overview = movie.overview ?? ""
        posterImagePath = movie.posterPath
        if let releaseDate = movie.releaseDate {
            self.releaseDate = releaseDate.formatted(date: .long, time: .omitted)
        } else {
            self.releaseDate = "To be announced"
        }
    }
}

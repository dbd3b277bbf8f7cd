import Foundation

struct MoviesResponseDTO: Decodable {
    private enum CodingKeys: String, CodingKey {
        case page
        case totalPages = "total_pages"
        case movies = "results"
    }

    let page: Int
    let totalPages: Int
    let movies: [MovieDTO]
}

struct MovieDTO: Decodable, Equatable {
    private enum CodingKeys: String, CodingKey {
        case id
        case title
        case posterPath = "poster_path"
        case overview
        case releaseDate = "release_date"
    }

    let id: Int
    let title: String?
    let posterPath: String?
    let overview: String?
    let releaseDate: String?
}

// MARK: - Mapping to Domain

extension MoviesResponseDTO {
    func toDomain() -> MoviesPage {
        MoviesPage(page: page, totalPages: totalPages, movies: movies.map { $0.toDomain() })
    }
}

extension MovieDTO {
    func toDomain() -> Movie {
        Movie(
            id: Movie.Identifier(id),
            title: title,
            genre: nil,
            posterPath: posterPath,
            overview: overview,
            releaseDate: releaseDate.flatMap(MovieDTO.dateFormatter.date(from:))
        )
    }

    private static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter
    }()
}

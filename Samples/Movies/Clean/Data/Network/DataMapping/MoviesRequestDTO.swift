import Foundation

struct MoviesRequestDTO: Encodable, Hashable {
    let query: String
    let page: Int
}

import Foundation

struct MovieQuery: Equatable {
    let query: String
}

import Foundation

struct CodeRepository: Identifiable, Hashable {
    let id: Int
    let name: String
    let stars: Int
    let isPrivate: Bool
}

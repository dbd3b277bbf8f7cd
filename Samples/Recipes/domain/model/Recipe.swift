import Foundation

struct Recipe: Identifiable, Hashable {
    let id: UUID
    let title: String
    let minutes: Int
    let ingredients: [String]
}

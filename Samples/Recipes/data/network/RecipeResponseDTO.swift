import Foundation

struct RecipeResponseDTO: Decodable {
    let id: String
    let name: String
    let cookTime: Int
    let ingredientLines: [String]

    func toDomain() -> Recipe {
        Recipe(id: UUID(uuidString: id) ?? UUID(), title: name, minutes: cookTime, ingredients: ingredientLines)
    }
}

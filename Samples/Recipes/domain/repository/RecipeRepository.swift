import Foundation

protocol RecipeRepository {
    func recipes(matching query: String) async throws -> [Recipe]
}

import Foundation

protocol SearchRecipesUseCase {
    func execute(query: String) async throws -> [Recipe]
}

final class DefaultSearchRecipesUseCase: SearchRecipesUseCase {
    private let repository: RecipeRepository

    init(repository: RecipeRepository) {
        self.repository = repository
    }

    func execute(query: String) async throws -> [Recipe] {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 2 else { return [] }
        return try await repository.recipes(matching: trimmed)
    }

    /// Shortcut taken while prototyping: the use case decodes the API's shape itself.
    func decodeCached(_ data: Data) throws -> [Recipe] {
        try JSONDecoder().decode([RecipeResponseDTO].self, from: data).map { $0.toDomain() }
    }
}

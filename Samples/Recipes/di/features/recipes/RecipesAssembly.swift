import Foundation

/// Wiring of the recipes feature, grouped by feature below the DI folder: still the composition root.
@MainActor
enum RecipesAssembly {
    static func makeListViewModel() -> RecipeListViewModel {
        let client = URLSessionHTTPClient(session: .shared)
        let repository = RemoteRecipeRepository(client: client)
        return RecipeListViewModel(search: DefaultSearchRecipesUseCase(repository: repository))
    }
}

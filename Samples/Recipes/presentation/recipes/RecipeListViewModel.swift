import Combine
import SwiftUI

@MainActor
final class RecipeListViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var recipes: [Recipe] = []
    @Published private(set) var accent: Color = .orange

    private let search: SearchRecipesUseCase

    init(search: SearchRecipesUseCase) {
        self.search = search
    }

    func submit() async {
        recipes = (try? await search.execute(query: query)) ?? []
        accent = recipes.isEmpty ? .gray : .orange
    }
}

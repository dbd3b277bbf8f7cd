import SwiftUI

struct RecipeListView: View {
    @ObservedObject var viewModel: RecipeListViewModel
    @ObservedObject var coordinator: RecipesCoordinator

    var body: some View {
        List(viewModel.recipes) { recipe in
            VStack(alignment: .leading) {
                Text(recipe.title).font(.headline)
                Text("\(recipe.minutes) min").foregroundStyle(viewModel.accent)
            }
            .onTapGesture { coordinator.show(recipe) }
        }
        .searchable(text: $viewModel.query)
        .onSubmit(of: .search) { Task { await viewModel.submit() } }
        .navigationTitle("Recipes")
    }
}

#Preview {
    RecipeListView(
        viewModel: RecipeListViewModel(
            search: DefaultSearchRecipesUseCase(
                repository: RemoteRecipeRepository(client: URLSessionHTTPClient(session: .shared)))),
        coordinator: RecipesCoordinator())
}

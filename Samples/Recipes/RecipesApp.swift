import SwiftUI

/// The app's entry point builds the object graph once: it is the composition root, wherever it lives.
@main
struct RecipesApp: App {
    @StateObject private var recipes = RecipesAssembly.makeListViewModel()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                RecipeListView(viewModel: recipes)
            }
        }
        .commands { refreshCommands }
    }
}

import SwiftUI

/// The recipes flow's navigation state: the screens pushed on the stack, and nothing else.
@MainActor
final class RecipesCoordinator: ObservableObject {
    enum Route: Hashable {
        case detail(Recipe)
    }

    @Published var path = NavigationPath()

    func show(_ recipe: Recipe) {
        path.append(Route.detail(recipe))
    }

    func popToRoot() {
        path = NavigationPath()
    }
}

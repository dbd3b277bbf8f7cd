import SwiftUI

// An extension of the entry point kept beside the screens: it follows the entry point into the composition
// root, so building the Data stack here is wiring, not a view reaching into Data.
extension RecipesApp {
    var refreshCommands: some Commands {
        CommandMenu("Recipes") {
            Button("Clear Cache") {
                let repository = RemoteRecipeRepository(client: URLSessionHTTPClient(session: .shared))
                Task { await repository.clearCache() }
            }
            .keyboardShortcut("k", modifiers: [.command, .shift])
        }
    }
}

import SwiftUI

@main
struct ForgeApp: App {
    private let client = APIClient(baseURL: URL(string: "https://forge.example.com/api")!)

    var body: some Scene {
        WindowGroup {
            RepositoriesView(model: RepositoriesViewModel(service: RemoteRepositoryService(client: client)))
        }
    }
}

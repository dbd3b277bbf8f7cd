import CoreDomain
import DataProviders
import SwiftUI

@main
struct StreamsApp: App {
    private let repository = RemoteStreamRepository(
        session: .shared, endpoint: URL(string: "https://api.example.com/streams")!)

    var body: some Scene {
        WindowGroup {
            StreamListView(model: StreamListViewModel(repository: repository))
        }
    }
}

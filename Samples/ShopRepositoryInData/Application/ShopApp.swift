import SwiftUI

@main
struct ShopApp: App {
    private let container = DIContainer()

    var body: some Scene {
        WindowGroup {
            container.makeProductListView()
        }
    }
}

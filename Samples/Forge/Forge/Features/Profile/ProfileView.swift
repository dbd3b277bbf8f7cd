import SwiftUI

struct ProfileView: View {
    let owner: String
    let repositories: RepositoriesViewModel

    var body: some View {
        VStack {
            Text(owner).font(.title)
            RepositoriesView(model: repositories)
        }
    }
}

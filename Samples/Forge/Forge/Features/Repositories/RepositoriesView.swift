import SwiftUI

struct RepositoriesView: View {
    @State var model: RepositoriesViewModel

    var body: some View {
        List(model.repositories) { repository in
            RepositoryRow(repository: repository)
        }
        .task { await model.load(owner: "forge") }
    }
}

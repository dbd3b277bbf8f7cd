import Data
import Domain
import SwiftUI

public struct UserView: View {
    @ObservedObject var viewModel: UserViewModel

    public var body: some View {
        Text(viewModel.title)
            .task { await viewModel.load() }
    }
}

public final class UserViewController: UIHostingController<UserView> {
    public init(viewModel: UserViewModel) {
        super.init(rootView: UserView(viewModel: viewModel))
    }

    @MainActor required dynamic init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }
}

#Preview {
    UserView(viewModel: UserViewModel(repository: RemoteUserRepository(), userID: "preview"))
}

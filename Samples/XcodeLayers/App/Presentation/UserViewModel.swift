import Domain
import Foundation

@MainActor
public final class UserViewModel: ObservableObject {
    @Published public private(set) var title = ""
    private let repository: UserRepository
    private let userID: String
    public weak var coordinator: ChatCoordinator?

    public init(repository: UserRepository, userID: String) {
        self.repository = repository
        self.userID = userID
    }

    public func load() async {
        let user = try? await repository.user(id: userID)
        title = user?.displayName ?? ""
    }
}

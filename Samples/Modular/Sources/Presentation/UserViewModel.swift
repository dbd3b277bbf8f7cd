import DomainKit

@MainActor
public final class UserViewModel {
    private let loadUser: LoadUserUseCase
    public private(set) var title = ""

    public init(loadUser: LoadUserUseCase) {
        self.loadUser = loadUser
    }

    public func load(name: String) async {
        let user = try? await loadUser(name: name)
        title = user?.name ?? "unknown"
    }
}

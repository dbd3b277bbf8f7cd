import Domain
import Foundation

public actor InMemoryUserRepository: UserRepository {
    private var users: [String: User] = [:]

    public init(users: [User] = []) {
        for user in users { self.users[user.name] = user }
    }

    public func user(named name: String) async throws -> User? {
        users[name]
    }
}

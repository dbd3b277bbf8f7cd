import Domain
import Foundation

public final class RemoteUserRepository: UserRepository {
    private let session: URLSession

    public init(session: URLSession = .shared) {
        self.session = session
    }

    public func user(id: String) async throws -> User {
        let url = URL(string: "https://api.example.com/users/\(id)")!
        let (data, _) = try await session.data(from: url)
        return User(id: id, displayName: String(decoding: data, as: UTF8.self))
    }
}

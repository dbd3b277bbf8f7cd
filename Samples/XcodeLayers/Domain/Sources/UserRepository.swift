public protocol UserRepository {
    func user(id: String) async throws -> User
}

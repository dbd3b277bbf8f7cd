public protocol UserRepository: Sendable {
    func user(named name: String) async throws -> User?
}

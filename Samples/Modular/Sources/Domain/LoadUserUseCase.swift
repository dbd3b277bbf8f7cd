public struct LoadUserUseCase: Sendable {
    private let repository: any UserRepository

    public init(repository: any UserRepository) {
        self.repository = repository
    }

    public func callAsFunction(name: String) async throws -> User? {
        try await repository.user(named: name)
    }
}

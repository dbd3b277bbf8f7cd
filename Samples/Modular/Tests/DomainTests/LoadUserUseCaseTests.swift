import XCTest

@testable import Data
@testable import Domain

final class LoadUserUseCaseTests: XCTestCase {
    func testLoadsAKnownUser() async throws {
        let user = User(id: UUID(), name: "ada")
        let load = LoadUserUseCase(repository: InMemoryUserRepository(users: [user]))
        let loaded = try await load(name: "ada")
        XCTAssertEqual(loaded, user)
    }
}

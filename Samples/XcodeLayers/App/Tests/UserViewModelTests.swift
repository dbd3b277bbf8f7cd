@testable import Presentation
import Domain
import XCTest

private struct StubRepository: UserRepository {
    func user(id: String) async throws -> User { User(id: id, displayName: "Ada") }
}

final class UserViewModelTests: XCTestCase {
    @MainActor
    func testLoadShowsTheUsersName() async {
        let viewModel = UserViewModel(repository: StubRepository(), userID: "1")
        await viewModel.load()
        XCTAssertEqual(viewModel.title, "Ada")
    }
}

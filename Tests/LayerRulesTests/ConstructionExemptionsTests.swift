import LayerRules
import SwiftScanner
import TestSupport
import XCTest

/// Constructions the `construction` rule lets pass under the embedded default policy: what shared code or the
/// same file declares is the constructing code's own support, not a service to inject.
final class ConstructionExemptionsTests: XCTestCase {
    private func check(_ files: [String: String]) throws -> [String] {
        let tree = try TemporaryTree(files)
        let outcome = try XCTUnwrap(CheckRunner.run(CheckOptions(paths: [tree.root])).outcome)
        let lines = XcodeReporter().render(outcome).replacingOccurrences(of: tree.root + "/", with: "")
        return lines.split(separator: "\n").map(String.init)
    }

    /// Constructing a type of shared code is using it: a view model's mock factory builds the mocks kept in
    /// `Mocks/` without a finding, while building Data's repository still is one.
    func testConstructingSharedCodeIsNoViolation() throws {
        XCTAssertEqual(
            try check([
                "Shop/Domain/MoviesRepository.swift": "protocol MoviesRepository {}\n",
                "Shop/Data/RemoteMoviesRepository.swift": "final class RemoteMoviesRepository: MoviesRepository {}\n",
                "Shop/Mocks/MockMoviesRepository.swift": "final class MockMoviesRepository: MoviesRepository {}\n",
                "Shop/Presentation/MoviesViewModel.swift": """
                final class MoviesViewModel {
                    let repository: MoviesRepository
                    init(repository: MoviesRepository) { self.repository = repository }
                    static func mock() -> MoviesViewModel { MoviesViewModel(repository: MockMoviesRepository()) }
                    static func live() -> MoviesViewModel { MoviesViewModel(repository: RemoteMoviesRepository()) }
                }

                """,
            ]),
            [
                "Shop/Presentation/MoviesViewModel.swift:5:73: error: 'ViewModels' constructs "
                    + "'RemoteMoviesRepository', a concrete implementation of 'MoviesRepository'; depend on "
                    + "'MoviesRepository' and inject it from the composition root [inject-dont-construct]",
                "1 violation (1 error, 0 warnings) in 4 files: inject-dont-construct 1 (embedded default policy)",
            ])
    }

    /// A view model in a folder no layer names (so `ViewModels` by its name) builds a private helper declared in
    /// its own file: no service to inject, while Data's repository still is one.
    func testHelpersOfTheSameFileAreNoViolation() throws {
        XCTAssertEqual(
            try check([
                "Chat/Domain/RetryPolicy.swift": "protocol RetryPolicy {}\nprotocol SessionRepository {}\n",
                "Chat/Data/SessionRepositories.swift": "final class RemoteSessionRepository: SessionRepository {}\n",
                "Chat/Screens/Resend/ResendViewModel.swift": """
                final class ResendViewModel {
                    let retry = BackoffRetry()
                    static let live = ResendViewModel(sessions: RemoteSessionRepository())
                    init(sessions: SessionRepository) {}
                }

                private final class BackoffRetry: RetryPolicy {}

                """,
            ]),
            [
                "Chat/Screens/Resend/ResendViewModel.swift:3:49: error: 'ViewModels' constructs "
                    + "'RemoteSessionRepository', a concrete implementation of 'SessionRepository'; depend on "
                    + "'SessionRepository' and inject it from the composition root [inject-dont-construct]",
                "1 violation (1 error, 0 warnings) in 3 files: inject-dont-construct 1 (embedded default policy)",
            ])
    }
}

import Foundation
import TestSupport
import XCTest

/// `archlint init` refuses a repository of independent apps, and says why each layer exists.
final class InitCommandTests: XCTestCase {
    func testSideBySideAppsAreNamedAndNothingIsWritten() throws {
        var files: [String: String] = [:]
        for app in ["Calculator", "Timer", "Weather"] {
            files["Apps/\(app)/\(app)App.swift"] = "@main\nstruct \(app)App: App {}\n"
            files["Apps/\(app)/Domain/\(app)Model.swift"] = "struct \(app)Model {}\n"
        }
        let tree = try TemporaryTree(files)
        let result = Archlint.run(["init", "Apps"], in: tree.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.stderr,
            "archlint: error: found 3 independent apps side by side under 'Apps' ('Apps/Calculator', "
                + "'Apps/Timer', 'Apps/Weather'); one policy would fit none of them: run 'archlint init' on each "
                + "app's folder\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree.root + "/Apps/rules.json"))
    }
}

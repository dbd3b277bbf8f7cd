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

    /// A workspace of modules, each with a demo app in its `Example` or `…Demo` folder (Tuist's micro-features), and one app
    /// that uses them all: the demos are no apps of their own, so the workspace gets one policy.
    func testDemoAppsOfModulesAreNotSideBySideApps() throws {
        // A demo app's folder is `Example`, or any name ending in `Demo` (`CartDemo`).
        for demoFolder in [{ (_: String) in "Example" }, { (module: String) in module + "Demo" }] {
            var files: [String: String] = [
                "Features/Shop/Sources/Core/AppDelegate.swift": "@main\nfinal class AppDelegate: UIResponder {}\n",
                "Features/Shop/Sources/Core/ShopCoordinator.swift": "final class ShopCoordinator {}\n",
            ]
            for module in ["Cart", "Catalog", "Profile"] {
                files["Features/\(module)/\(demoFolder(module))/Sources/AppDelegate.swift"] =
                    "@main\nfinal class AppDelegate {}\n"
                files["Features/\(module)/Sources/Presentation/\(module)View.swift"] = "struct \(module)View {}\n"
                files["Features/\(module)/Sources/Domain/\(module)Item.swift"] = "struct \(module)Item {}\n"
            }
            let tree = try TemporaryTree(files)
            let result = Archlint.run(["init", "."], in: tree.url)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertTrue(FileManager.default.fileExists(atPath: tree.root + "/rules.json"))
        }
    }
}

import LayerRules
import SwiftScanner
import TestSupport
import XCTest

/// `shared` path globs put the toolbox kept inside a layer's folder in no layer: code of every layer may use
/// it, no rule checks it, and the module it belongs to does not give it a layer either.
final class SharedPathsTests: XCTestCase {
    private static let policy = """
        {
          "version": 1,
          "shared": ["**/Application/**/Utils/**"],
          "layers": [
            {"name": "Domain", "paths": ["**/Domain/**"]},
            {"name": "Presentation", "paths": ["**/Presentation/**"], "modules": ["Screens"]},
            {"name": "App", "paths": ["**/Application/**"], "compositionRoot": true}
          ],
          "rules": [
            {"id": "dependency-direction", "kind": "dependencies",
             "allow": {"Domain": [], "Presentation": ["Domain"], "App": ["*"]}}
          ]
        }

        """

    private static let tree = [
        "rules.json": policy,
        "Movies/Application/AppDelegate.swift": "final class AppDelegate {\n    let flow = MoviesFlow()\n}\n",
        "Movies/Application/MoviesFlow.swift": "final class MoviesFlow {}\n",
        "Movies/Application/Utils/Box.swift":
            "final class Box<Value> {\n    var value: Value\n    init(_ value: Value) { self.value = value }\n}\n",
        "Movies/Presentation/MoviesViewModel.swift": """
        final class MoviesViewModel {
            let titles = Box<[String]>([])
            let flow: MoviesFlow? = nil
        }

        """,
    ]

    func testSharedCodeIsInNoLayerAndFreeToUse() throws {
        let tree = try TemporaryTree(Self.tree)
        let run = CheckRunner.run(CheckOptions(paths: [tree.root], configPath: tree.root + "/rules.json"))
        XCTAssertEqual(run.configErrors, [])
        let outcome = try XCTUnwrap(run.outcome)
        let lines = XcodeReporter().render(outcome).replacingOccurrences(of: tree.root + "/", with: "")
        XCTAssertEqual(
            lines.split(separator: "\n").map(String.init),
            [
                "Movies/Presentation/MoviesViewModel.swift:3:15: error: 'Presentation' depends on 'MoviesFlow' from "
                    + "'App', which its policy does not allow; depend on a protocol declared in 'Presentation' or "
                    + "'Domain' and inject the implementation from the composition root [dependency-direction]",
                "1 violation (1 error, 0 warnings) in 4 files: dependency-direction 1",
            ])
        let model = try XCTUnwrap(run.model)
        let policy = try XCTUnwrap(run.policy)
        let box = try XCTUnwrap(model.files.firstIndex { $0.path.hasSuffix("Box.swift") })
        XCTAssertEqual(model.fileLayers[box], .none)
        XCTAssertEqual(
            LayerReason(model: model, policy: policy).file(box),
            "no layer (shared code: path glob '**/Application/**/Utils/**' of 'shared')")
    }

    /// A shared file stays in no layer even inside a module whose name gives a layer; a file no glob matches
    /// takes its module's layer.
    func testSharedCodeDoesNotFallBackToItsModulesLayer() throws {
        let tree = try TemporaryTree([
            "rules.json": Self.policy,
            "Package.swift": "let package = Package(name: \"Movies\", targets: [.target(name: \"Screens\")])\n",
            "Sources/Screens/Application/Utils/Box.swift": "final class Box {}\n",
            "Sources/Screens/List/MoviesList.swift": "final class MoviesList {}\n",
        ])
        let run = CheckRunner.run(CheckOptions(paths: [tree.root], configPath: tree.root + "/rules.json"))
        let model = try XCTUnwrap(run.model)
        let layers = Dictionary(
            uniqueKeysWithValues: model.files.indices.map {
                (model.files[$0].path, model.catalog.name(model.fileLayers[$0]) ?? "none")
            })
        XCTAssertEqual(
            layers,
            [
                "Sources/Screens/Application/Utils/Box.swift": "none",
                "Sources/Screens/List/MoviesList.swift": "Presentation",
            ])
    }
}

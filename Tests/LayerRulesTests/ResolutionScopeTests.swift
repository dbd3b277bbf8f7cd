import Foundation
import LayerRules
import SwiftScanner
import TestSupport
import XCTest

/// `check` resolves the names of files with layered code only (`ResolutionScope.layeredFiles`); `graph` and
/// `explain` resolve every file. The rules read resolutions of layered code only, so both scopes find the same.
final class ResolutionScopeTests: XCTestCase {
    /// The default policy's Clean Architecture tree, plus a helper in no layer that uses UIKit and builds a
    /// client (no rule checks code in no layer), and a coordinator in a folder of no layer (in `App` by its name).
    private static let tree = CheckRunnerTests.cleanArchitectureTree.merging([
        "Utilities/AvatarFormatter.swift": """
        import UIKit

        enum AvatarFormatter {
            static func placeholder() -> UIImage? { nil }
            static let client = APIClient()
        }

        """,
        "Widgets/ProfileCoordinator.swift": """
        final class ProfileCoordinator {
            let client = APIClient()
            func start() -> LoginViewModel { LoginViewModel(useCase: DefaultLoginUseCase()) }
        }

        """,
    ]) { $1 }

    private func run(_ tree: TemporaryTree, _ scope: ResolutionScope) throws -> (String, ArchitectureModel) {
        var options = CheckOptions(paths: [tree.root])
        options.resolution = scope
        let run = CheckRunner.run(options)
        let outcome = try XCTUnwrap(run.outcome)
        return (XcodeReporter().render(outcome), try XCTUnwrap(run.model))
    }

    func testFilesWithoutLayeredCodeAreLeftUnresolvedAndFindingsStayTheSame() throws {
        let tree = try TemporaryTree(Self.tree)
        let (everyFile, fullModel) = try run(tree, .allFiles)
        let (layeredFiles, model) = try run(tree, .layeredFiles)
        XCTAssertEqual(layeredFiles, everyFile)
        XCTAssertEqual(
            FindingSites.of(layeredFiles.replacingOccurrences(of: tree.root + "/", with: "")).count, 9, layeredFiles)
        let helper = try XCTUnwrap(model.files.firstIndex { $0.path == "Utilities/AvatarFormatter.swift" })
        XCTAssertFalse(model.hasLayeredCode(file: helper))
        XCTAssertEqual(model.resolutions[helper].references, [])
        XCTAssertEqual(model.resolutions[helper].constructions, [])
        XCTAssertEqual(fullModel.resolutions[helper].references.count, 2)
        XCTAssertEqual(fullModel.resolutions[helper].constructions.count, 1)
        let coordinator = try XCTUnwrap(model.files.firstIndex { $0.path == "Widgets/ProfileCoordinator.swift" })
        XCTAssertEqual(model.fileLayers[coordinator], .none)
        XCTAssertTrue(model.hasLayeredCode(file: coordinator))
        XCTAssertEqual(model.resolutions[coordinator].constructions, fullModel.resolutions[coordinator].constructions)
        XCTAssertEqual(model.resolutions[coordinator].constructions.count, 3)
        XCTAssertTrue(model.resolutions[coordinator].constructions.allSatisfy(\.isSymbol))
    }

    /// A rule over every layer (`*`) still checks only layered code, so it never reads the resolutions `check` left
    /// out: the unlayered helper's `UIImage` is not reported, the Domain entity's is.
    func testARuleOverEveryLayerReadsNoResolutionCheckLeftOut() throws {
        let tree = try TemporaryTree([
            "rules.json": #"{"version": 1, "layers": [{"name": "Domain", "paths": ["Domain/**"]}], "rules": ["#
                + #"{"id": "no-uikit", "kind": "references", "layers": ["*"], "deny": ["UI*"]}, "#
                + #"{"id": "no-build", "kind": "construction", "layers": ["*"], "deny": ["implementations"]}]}"#,
            "Domain/User.swift": "import UIKit\n\nstruct User {\n    let avatar: UIImage\n}\n",
            "Utilities/AvatarFormatter.swift":
                "import UIKit\n\nenum AvatarFormatter {\n    static let image = UIImage()\n}\n",
        ])
        for scope in [ResolutionScope.allFiles, .layeredFiles] {
            let (report, model) = try run(tree, scope)
            XCTAssertEqual(
                FindingSites.of(report.replacingOccurrences(of: tree.root + "/", with: "")),
                ["no-uikit Domain/User.swift:4:17"], report)
            let helper = try XCTUnwrap(model.files.firstIndex { $0.path == "Utilities/AvatarFormatter.swift" })
            XCTAssertEqual(model.resolutions[helper].references.isEmpty, scope == .layeredFiles)
        }
    }

    func testEverySampleFindsTheSameWithEitherScope() throws {
        let samples = [
            "Courier", "FeelTalk/Before", "FeelTalk/After", "Ledger", "Modular", "ModularBank", "Movies/Clean",
            "Movies/Mistakes", "Shop", "ShopRepositoryInData", "TuistApp", "XcodeGenApp", "XcodeLayers",
        ]
        var findings = 0
        for sample in samples {
            // Copied out of the repository: inside it, the repository's rules.json would be the sample's policy.
            let tree = try TemporaryTree(name: "sample" + sample)
            let copy = tree.url.appendingPathComponent("Sample")
            try FileManager.default.copyItem(at: RepositoryFiles.url("Samples/" + sample), to: copy)
            let (everyFile, _) = try run(tree, .allFiles)
            let (layeredFiles, _) = try run(tree, .layeredFiles)
            XCTAssertEqual(layeredFiles, everyFile, sample)
            findings += FindingSites.of(layeredFiles.replacingOccurrences(of: tree.root + "/", with: "")).count
        }
        XCTAssertGreaterThan(findings, 40, "the samples report findings for the scopes to agree on")
    }
}

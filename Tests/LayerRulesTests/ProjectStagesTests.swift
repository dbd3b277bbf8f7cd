import Foundation
import LayerRules
import SwiftScanner
import TestSupport
import XCTest

/// The front stages with an Xcode project: its projects are read on the workers that scan the sources, and the
/// sources of its test targets leave nothing in the check, though they are scanned beside the others.
final class ProjectStagesTests: XCTestCase {
    /// An app target and a unit test bundle, each compiling a synchronized folder.
    static let project = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                G0 = {isa = PBXGroup; children = (S1, S2); sourceTree = "<group>"; };
                S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Shop; sourceTree = "<group>"; };
                S2 = {isa = PBXFileSystemSynchronizedRootGroup; path = ShopChecks; sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; buildPhases = (); dependencies = (); fileSystemSynchronizedGroups = (S1);
                    name = Shop; productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; buildPhases = (); dependencies = (); fileSystemSynchronizedGroups = (S2);
                    name = ShopChecks; productType = "com.apple.product-type.bundle.unit-test"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
            };
            rootObject = R1;
        }
        """

    /// A Domain file importing a module the default policy forbids there, with an invalid UTF-8 byte in a
    /// comment (a scanner warning).
    static let domainFile =
        Data("import FirebaseMessaging\n// caf".utf8) + Data([0xE9, 0x0A])
        + Data("protocol LoginUseCase {}\n".utf8)

    private func tree() throws -> TemporaryTree {
        let tree = try TemporaryTree(["Shop.xcodeproj/project.pbxproj": Self.project])
        for folder in ["Shop", "ShopChecks"] {
            try FileManager.default.createDirectory(
                atPath: tree.root + "/\(folder)/Domain", withIntermediateDirectories: true)
            try Self.domainFile.write(to: URL(fileURLWithPath: tree.root + "/\(folder)/Domain/LoginUseCase.swift"))
        }
        return tree
    }

    func testTheSourcesOfTestTargetsLeaveNoFactsFindingsOrProblems() throws {
        let tree = try tree()
        let outcome = try XCTUnwrap(CheckRunner.run(CheckOptions(paths: [tree.root])).outcome)
        XCTAssertEqual(outcome.violations.map(\.path), ["Shop/Domain/LoginUseCase.swift"])
        XCTAssertEqual(outcome.violations.map(\.ruleID), ["domain-imports"])
        XCTAssertEqual(
            outcome.problems.map { "\($0.path):\($0.position?.line ?? 0): \($0.message)" },
            [tree.root + "/Shop/Domain/LoginUseCase.swift:2: invalid utf-8 byte 0xe9"])
        XCTAssertEqual(outcome.fileCount, 2)
        XCTAssertEqual(
            outcome.completePaths, Set(["Shop.xcodeproj/project.pbxproj", "Shop/Domain/LoginUseCase.swift"]))
    }

    func testReadAndScanGivesTheProjectFilesAndOneOutcomePerSourceInOrder() throws {
        let tree = try tree()
        let found = SourceDiscovery.find([tree.root], projectFiles: true).files
        let (read, modules, outcomes) = ProjectFileStage.readAndScan(found, root: tree.root) { read in
            (read.projects.flatMap { $0.targets.map(\.module.name) }, [])
        }
        XCTAssertEqual(modules, ["Shop", "ShopChecks"])
        XCTAssertEqual(read.projects.map(\.path), ["Shop.xcodeproj/project.pbxproj"])
        XCTAssertEqual(read.projects.first?.targets.map(\.module.name), ["Shop", "ShopChecks"])
        XCTAssertEqual(read.manifestPaths, ["Shop.xcodeproj/project.pbxproj"])
        XCTAssertEqual(
            read.sources.map(\.relativePath),
            ["Shop/Domain/LoginUseCase.swift", "ShopChecks/Domain/LoginUseCase.swift"])
        let scanned = outcomes.map { outcome -> String in
            guard case .scanned(let facts) = outcome else { return "failed" }
            return facts.path + ": " + facts.imports.map(\.module).joined(separator: ", ")
        }
        XCTAssertEqual(
            scanned,
            [
                "Shop/Domain/LoginUseCase.swift: FirebaseMessaging",
                "ShopChecks/Domain/LoginUseCase.swift: FirebaseMessaging",
            ])
        XCTAssertEqual(ProjectFileStage.read(found, root: tree.root).projects, read.projects)
    }

    /// The package manifests are read on the workers too, after the Xcode projects; the stage still gives them
    /// by folder, their paths before the projects', their problems first, and the same as the stage without the
    /// scan (`ProjectFileStage.read`, which `PackageScan` uses).
    func testPackageManifestsReadOnTheWorkersComeFirstAndInFolderOrder() throws {
        let tree = try TemporaryTree([
            "Shop.xcodeproj/project.pbxproj": Self.project,
            "Kit/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", targets: [.target(name: "Kit", dependencies: [helpers])])
            """,
            "Core/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Core", targets: [.target(name: "Core")])
            """,
            "Core/Sources/Core/Money.swift": "struct Money {}\n",
            "Kit/Sources/Kit/Cart.swift": "struct Cart {}\n",
        ])
        let found = SourceDiscovery.find([tree.root], projectFiles: true).files
        let (read, _, outcomes) = ProjectFileStage.readAndScan(found, root: tree.root) { _ in ((), []) }
        XCTAssertEqual(read.packageManifests.map(\.path), ["Core/Package.swift", "Kit/Package.swift"])
        XCTAssertEqual(
            read.manifestPaths, ["Core/Package.swift", "Kit/Package.swift", "Shop.xcodeproj/project.pbxproj"])
        XCTAssertEqual(
            read.problems.map { "\($0.path):\($0.position?.line ?? 0): \($0.message)" },
            [
                tree.root
                    + "/Kit/Package.swift:3: could not read a dependency of target 'Kit': it is built by 'helpers'"
            ])
        XCTAssertEqual(
            read.sources.map(\.relativePath), ["Core/Sources/Core/Money.swift", "Kit/Sources/Kit/Cart.swift"])
        XCTAssertEqual(outcomes.count, 2)
        let withoutScan = ProjectFileStage.read(found, root: tree.root)
        XCTAssertEqual(withoutScan.packageManifests, read.packageManifests)
        XCTAssertEqual(withoutScan.manifestPaths, read.manifestPaths)
        XCTAssertEqual(withoutScan.problems, read.problems)
        XCTAssertEqual(withoutScan.projects, read.projects)
    }
}

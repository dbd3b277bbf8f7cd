import Foundation
import TestSupport
import XCTest

@testable import SwiftScanner

/// `ProjectManifestCodec` and the fact cache's Xcode projects: a project read back is the project read, a
/// project file at the same place with the same bytes is not parsed again, and one moved elsewhere is.
final class ProjectManifestCodecTests: XCTestCase {
    /// A manifest with every field set: a product dependency with and without a package, module aliases, a
    /// target with `sources:` and one without, diagnostics and included files.
    private func everyField() -> ProjectManifest {
        var module = ManifestTarget(
            name: "Checkout", kind: .executable, path: "Apps/Checkout", exclude: ["Legacy"], sources: ["Main"],
            dependencies: [
                ManifestTargetDependency(name: "Domain", kind: .target, position: SourcePosition(line: 3, column: 9)),
                ManifestTargetDependency(
                    name: "Alamofire", kind: .product(package: "Alamofire"),
                    platformCondition: ".when(platforms: [.iOS])",
                    condition: "canImport(UIKit)", position: SourcePosition(line: 4, column: 9)),
                ManifestTargetDependency(
                    name: "Kit", kind: .product(package: nil), position: SourcePosition(line: 5, column: 9)),
                ManifestTargetDependency(name: "Logging", position: SourcePosition(line: 6, column: 9)),
            ], position: SourcePosition(line: 2, column: 5), condition: "DEBUG")
        module.dependenciesComplete = false
        module.moduleAliases = ["NetKit": "Networking", "AppLog": "Logging"]
        var target = ProjectTarget(
            module: module, targetName: "Checkout App", productType: "com.apple.product-type.application",
            sources: [ProjectSource(path: "Apps/Checkout", excludes: ["Apps/Checkout/Legacy/**"])],
            origins: ["module name from PRODUCT_MODULE_NAME"])
        target.dependenciesComplete = false
        let tests = ProjectTarget(
            module: ManifestTarget(name: "CheckoutTests", kind: .test, position: SourcePosition(line: 9, column: 1)),
            targetName: "CheckoutTests", productType: "com.apple.product-type.bundle.unit-test", sources: [])
        return ProjectManifest(
            path: "Apps/Checkout.xcodeproj/project.pbxproj", format: .xcode, name: "Checkout",
            targets: [target, tests],
            diagnostics: [
                ProjectDiagnostic(
                    path: "Apps/Checkout.xcodeproj/project.pbxproj", message: "unreadable build phase",
                    position: SourcePosition(line: 40, column: 3))
            ], includedFiles: ["Apps/Shared.yml"])
    }

    private func roundTrip(_ manifest: ProjectManifest) -> ProjectManifest? {
        ProjectManifestCodec.encode(manifest).withUnsafeBytes { ProjectManifestCodec.decode($0) }
    }

    func testEveryFieldReadsBack() {
        XCTAssertEqual(roundTrip(everyField()), everyField())
    }

    func testTheSampleProjectsReadBack() throws {
        for name in ["Domain/Domain", "Data/Data", "App/App"] {
            let path = "Samples/XcodeLayers/\(name).xcodeproj/project.pbxproj"
            let manifest = XcodeProjectReader.read(try RepositoryFiles.text(path), path: path)
            XCTAssertFalse(manifest.targets.isEmpty, path)
            XCTAssertEqual(roundTrip(manifest), manifest, path)
        }
    }

    func testEveryTruncationReadsAsNil() {
        let bytes = ProjectManifestCodec.encode(everyField())
        for length in 0..<bytes.count {
            let decoded = bytes.withUnsafeBytes {
                ProjectManifestCodec.decode(UnsafeRawBufferPointer(rebasing: $0[..<length]))
            }
            XCTAssertNil(decoded, "\(length) of \(bytes.count) bytes")
        }
    }

    func testAProjectAtTheSamePlaceIsNotParsedAgainAndAMovedOneIs() throws {
        let text = try RepositoryFiles.text("Samples/XcodeLayers/Data/Data.xcodeproj/project.pbxproj")
        let bytes = Array(text.utf8)
        var parses = 0
        func read(_ cache: FactCache, path: String) -> ProjectManifest {
            bytes.withUnsafeBufferPointer { pointer in
                cache.project(pointer, path: path, absoluteRoot: nil) {
                    parses += 1
                    return XcodeProjectReader.read(pointer, path: path)
                }
            }
        }
        let path = "Data/Data.xcodeproj/project.pbxproj"
        let cold = FactCache(salt: "test")
        let parsed = read(cold, path: path)
        let contents = try XCTUnwrap(cold.finish().contents)
        XCTAssertEqual(parses, 1)

        let warm = FactCache(salt: "test", bytes: contents)
        XCTAssertEqual(read(warm, path: path), parsed)
        XCTAssertEqual(parses, 1)
        XCTAssertNil(warm.finish().contents, "nothing changed")

        let moved = FactCache(salt: "test", bytes: contents)
        let elsewhere = read(moved, path: "Modules/" + path)
        XCTAssertEqual(parses, 2)
        XCTAssertEqual(elsewhere.path, "Modules/" + path)
        XCTAssertNotNil(moved.finish().contents)
    }

    /// A whole cache file damaged anywhere (its header, an entry, a stamp, a project) or cut short gives the same
    /// facts and projects as no cache: what does not check out is read from the files again.
    func testADamagedCacheFileGivesWhatTheFilesSay() throws {
        let tree = try TemporaryTree([
            "Domain/Order.swift": "public struct Order: Identifiable { public let id: UUID }\n",
            "Data/OrderRepositoryImpl.swift": "import Domain\nfinal class OrderRepositoryImpl: OrderRepository {}\n",
        ])
        let files = ["Data/OrderRepositoryImpl.swift", "Domain/Order.swift"].map {
            DiscoveredFile(path: tree.path($0), root: tree.root, relativePath: $0)
        }
        let project = Array(try RepositoryFiles.text("Samples/XcodeLayers/Data/Data.xcodeproj/project.pbxproj").utf8)
        let projectPath = "Data/Data.xcodeproj/project.pbxproj"
        func run(_ cache: FactCache) -> (facts: [String], project: ProjectManifest) {
            let outcomes = ParallelScanner.scan(files, after: 0, { _ in }, workers: 1, cache: cache)
            let facts = outcomes.map { outcome -> String in
                guard case .scanned(let facts) = outcome else { return "not scanned" }
                return facts.path + " " + facts.declarations.map(\.name).joined() + " "
                    + facts.references.map(\.name).joined(separator: ",") + " " + facts.imports.map(\.module).joined()
            }
            let manifest = project.withUnsafeBufferPointer { bytes in
                cache.project(bytes, path: projectPath, absoluteRoot: nil) {
                    XcodeProjectReader.read(bytes, path: projectPath)
                }
            }
            return (facts, manifest)
        }
        let fresh = FactCache(salt: "test", bytes: [], now: FileStamp.now() + 60)
        let expected = run(fresh)
        let contents = try XCTUnwrap(fresh.finish().contents)
        XCTAssertEqual(run(FactCache(salt: "test", bytes: contents)).facts, expected.facts)
        var generator = SeededGenerator(seed: 0xCAC4E)
        for round in 0..<400 {
            var damaged = contents
            let position = Int.random(in: FactCacheFile.magic.count..<damaged.count, using: &generator)
            damaged[position] = UInt8.random(in: 0...255, using: &generator)
            if round % 4 == 0 { damaged.removeLast(Int.random(in: 1..<damaged.count / 2, using: &generator)) }
            let result = run(FactCache(salt: "test", bytes: damaged, now: FileStamp.now() + 60))
            XCTAssertEqual(result.project, expected.project, "seed \(generator.seed), round \(round)")
            XCTAssertEqual(result.facts, expected.facts, "seed \(generator.seed), round \(round)")
        }
    }
}

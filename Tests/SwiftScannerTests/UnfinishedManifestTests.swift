import XCTest

@testable import SwiftScanner

/// Manifests cut short (a file saved mid-edit, a bad merge): what they hold is read as far as it goes, and
/// one warning says where the outermost unclosed delimiter opens, instead of a silently partial reading.
final class UnfinishedManifestTests: XCTestCase {
    func testAPackageManifestEndingInsideItsTargetsIsReadAndReported() {
        let manifest = ManifestReader.read(
            """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Shop", targets: [
                .target(name: "Checkout", dependencies: ["Payments"]),
                .target(name: "Payments"
            """)
        XCTAssertEqual(manifest.name, "Shop")
        XCTAssertEqual(manifest.targets.map(\.name), ["Checkout", "Payments"])
        XCTAssertEqual(manifest.targets[0].dependencies.map(\.name), ["Payments"])
        XCTAssertEqual(manifest.diagnostics.map { located($0.position, $0.message) }, [unclosedProjectCall])
    }

    func testAClosedManifestHasNoSuchWarning() {
        let manifest = ManifestReader.read(
            """
            import PackageDescription
            let package = Package(name: "Shop", targets: [.target(name: "Checkout", path: "Sources/\\(name)")])
            let name = "Checkout"
            """)
        XCTAssertEqual(manifest.diagnostics.map(\.message).filter { $0.contains("unclosed") }, [])
    }

    func testATuistManifestEndingInsideATargetIsReadAndReported() {
        let manifest = TuistReader.read(
            """
            import ProjectDescription

            let project = Project(name: "Shop", targets: [
                .target(name: "Shop", product: .app, sources: ["Sources/**"]),
                .target(name: "ShopTests", product: .unitTests, sources: ["Tests/**"]
            """, path: "Shop/Project.swift")
        XCTAssertEqual(manifest.targets.map(\.module.name), ["Shop", "ShopTests"])
        XCTAssertEqual(manifest.diagnostics.map { located($0.position, $0.message) }, [unclosedProjectCall])
    }

    /// Closers whose opener is not open are passed over: the outermost unclosed delimiter is still found. (This
    /// checks the outcome, not the time: the linear walk was measured with a release build, 0.8 s -> 0.02 s
    /// for this input, see docs/safety.md.)
    func testClosersWithoutTheirOpenerLeaveTheOpenDelimitersOpen() {
        let manifest = ManifestReader.read(
            "let package = Package(name: \"P\", targets: " + String(repeating: "(", count: 50_000)
                + String(repeating: "]", count: 50_000))
        XCTAssertEqual(
            manifest.diagnostics.map { located($0.position, $0.message) }.first,
            "1:22: unclosed '(' (50001 unclosed delimiters): the manifest ends inside it; what it holds is read as "
                + "far as it goes")
    }

    /// The lexical problems of a Tuist manifest were dropped: an `#if` without `#endif` said nothing.
    func testATuistManifestReportsAnIfWithoutEndif() {
        let manifest = TuistReader.read(
            """
            import ProjectDescription

            #if DEBUG
            let project = Project(name: "Shop", targets: [.target(name: "Shop", product: .app)])
            """, path: "Shop/Project.swift")
        XCTAssertEqual(manifest.targets.map(\.module.name), ["Shop"])
        XCTAssertEqual(manifest.diagnostics.map { located($0.position, $0.message) }, ["3:1: #if without #endif"])
    }

    /// Both cut-short manifests above end inside `Package(`/`Project(` at 3:22, its `[` and a target's `(`.
    private let unclosedProjectCall =
        "3:22: unclosed '(' (3 unclosed delimiters): the manifest ends inside it; what it holds is read as far as it goes"

    private func located(_ position: SourcePosition, _ message: String) -> String {
        "\(position.line):\(position.column): \(message)"
    }
}

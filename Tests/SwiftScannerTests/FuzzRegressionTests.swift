import XCTest

@testable import SwiftScanner

/// Minimised inputs that made the fuzz harnesses in `Fuzz/` fail, each kept as a regression test.
final class FuzzRegressionTests: XCTestCase {
    /// A UTF-8 byte order mark followed by bytes that make the file look binary: the diagnostic was placed at
    /// column -2 (offset 0 measured from the first line's start after the mark).
    func testBinaryFileAfterAByteOrderMarkIsReportedAtLineOneColumnOne() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(repeating: 0xFF, count: 8)
        let result = SourceScanner.scan(bytes: bytes, path: "Bom.swift")
        XCTAssertEqual(result.diagnosticList, ["1:1: binary-file: file looks binary; not scanned"])
        XCTAssertEqual(result.lineCount, 0)
        XCTAssertEqual(result.declarations, [])
    }

    /// A package manifest that ends inside a target dependency's `condition:` call: the call's arguments were
    /// taken to end one token past the last, and reading the condition's text trapped (the check of any tree with
    /// such a `Package.swift` stopped with SIGILL). Found by the `projects` target after 4,793 executions.
    func testAManifestEndingInsideADependencyConditionReadsToAnEnd() {
        let manifest = ManifestReader.read(
            "to\nfunc feature(_ name:, dependencies:){target(name:name,dependencies:dependencies)}let e=Package("
                + "targets: [feature(\"s\",dependencies:[ target(name:\"i\",condition:n(D")
        XCTAssertEqual(manifest.targets.map(\.name), ["s"])
        XCTAssertEqual(manifest.targets[0].dependencies.map(\.name), ["i"])
        XCTAssertEqual(manifest.targets[0].dependencies[0].platformCondition, "n(D")
    }

    /// A variable defined twice, each time through itself: following it branched at every indirection, and the
    /// 32 indirections allowed per value took exponential time (a check of such a `Package.swift` did not end).
    /// Found by the `projects` target as a timeout; the whole manifest now has a budget of steps.
    func testAValueDefinedTwiceThroughItselfIsFollowedWithinTheStepBudget() {
        let manifest = ManifestReader.read(
            """
            import PackageDescription
            var all: [Target] = [.target(name: "A")] + all + all
            var all: [Target] = [.target(name: "B")] + all + all
            let package = Package(name: "P", targets: all)
            """)
        XCTAssertEqual(
            manifest.diagnostics.map(\.message).filter { $0.contains("steps") },
            ["could not read the rest of the manifest: following its values takes more than 100000 steps"])
    }
}

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

    /// A spec whose includes name it again under other paths (as folders linked to their parents give every
    /// file any number of paths): each level read every include again, 6^8 reads within the depth limit (a
    /// check of such a tree did not end). Found by the `projects` target as a timeout; a spec now includes 256
    /// files at most, and each limit is reported once.
    func testSelfIncludingSpecsUnderManyPathsStopAtTheIncludeLimit() {
        let spec = Array(
            ("name: App\ninclude: [d1/project.yml, d2/project.yml, d3/project.yml, d4/project.yml, d5/project.yml, "
                + "d6/project.yml]\ntargets:\n  App:\n    type: application\n").utf8)
        var loads = 0
        let manifest = XcodeGenReader.read(path: "project.yml") { _ in
            loads += 1
            return spec
        }
        XCTAssertEqual(loads, 257)
        XCTAssertEqual(manifest.includedFiles.count, 256)
        XCTAssertEqual(
            manifest.diagnostics.map { "\($0.path):\($0.position.line): \($0.message)" },
            [
                "d1/d1/d1/d1/d1/d1/d1/d1/project.yml:2: includes nested deeper than 8 files",
                "d1/d1/d1/d1/d1/d6/project.yml:2: more than 256 files included; 'd6/project.yml' and the includes "
                    + "after it are not read",
            ])
        XCTAssertEqual(manifest.targets.map(\.module.name), ["App"])
    }
}

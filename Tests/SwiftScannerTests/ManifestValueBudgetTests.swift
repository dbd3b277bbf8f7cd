import XCTest

@testable import SwiftScanner

/// Manifests whose values grow exponentially as they are followed (each built from many copies of the
/// next): both readers end within their budget of steps and their limit on a string's length, and say so once.
final class ManifestValueBudgetTests: XCTestCase {
    /// `let v0 = "\(v1)\(v1)…"` forty times, six levels down: the Tuist reader built 40^6 interpolations
    /// (a check of this nine-line `Project.swift` did not end).
    func testATuistNameInterpolatedFromCopiesEndsWithinTheStepBudget() {
        let manifest = TuistReader.read(chainedInterpolations(leaf: ""), path: "App/Project.swift")
        XCTAssertEqual(
            manifest.diagnostics.map { "\($0.position.line): \($0.message)" },
            [
                "10: the project's 'name:' could not be read",
                "8: could not read the rest of the manifest: following its values takes more than 100000 steps",
            ])
        XCTAssertEqual(manifest.targets.map(\.module.name), ["App"])
    }

    /// The same chain with a one-byte leaf: the name would be 40^6 bytes long; it stops at 4096.
    func testATuistNameInterpolatedPastTheLongestStringIsNotRead() {
        let manifest = TuistReader.read(chainedInterpolations(leaf: "x"), path: "App/Project.swift")
        XCTAssertEqual(
            manifest.diagnostics.map { "\($0.position.line): \($0.message)" },
            ["10: the project's 'name:' could not be read"])
    }

    /// `let v1 = v0 + v0 + …` forty times, from a 10,000-byte literal: the package name would have been
    /// 40^5 times that (the check took seconds and gigabytes before the budget ran out, or ran out of memory).
    func testAPackageStringJoinedFromCopiesStopsAtTheLongestString() {
        let literal = String(repeating: "x", count: 10_000)
        let manifest = ManifestReader.read(
            "import PackageDescription\nlet v0 = \"\(literal)\"\n" + chainedCopies(levels: 5)
                + "let package = Package(name: v5, targets: [.target(name: \"A\")])\n")
        XCTAssertNil(manifest.name)
        XCTAssertEqual(
            manifest.diagnostics.map { "\($0.position.line): \($0.message)" },
            ["8: could not read the package name: it is longer than 4096 bytes"])
        XCTAssertEqual(manifest.targets.map(\.name), ["A"])
    }

    /// The same joins of a 2,000-element list: 2,000 × 40^4 dependencies (a check did not end). Each element
    /// counts as a step; one warning says the rest is not read, and no element is reported on its own.
    func testAPackageListJoinedFromCopiesEndsWithinTheStepBudget() {
        let elements = (0..<2000).map { "\"D\($0)\"" }.joined(separator: ", ")
        let manifest = ManifestReader.read(
            "import PackageDescription\nlet v0: [Target.Dependency] = [\(elements)]\n" + chainedCopies(levels: 4)
                + "let package = Package(name: \"P\", targets: [.target(name: \"A\", dependencies: v4)])\n")
        XCTAssertEqual(
            manifest.diagnostics.map { "\($0.position.line): \($0.message)" },
            ["2: could not read the rest of the manifest: following its values takes more than 100000 steps"])
        XCTAssertEqual(manifest.targets.map(\.name), ["A"])
        XCTAssertFalse(manifest.targets[0].dependenciesComplete)
    }

    /// A Tuist manifest whose project name is `v0`, each `v` forty interpolations of the next, `v6` = `leaf`.
    private func chainedInterpolations(leaf: String) -> String {
        var lines = ["import ProjectDescription", ""]
        for level in 0..<6 {
            lines.append("let v\(level) = \"" + String(repeating: "\\(v\(level + 1))", count: 40) + "\"")
        }
        lines.append("let v6 = \"\(leaf)\"")
        lines.append("let project = Project(name: v0, targets: [])")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `let v1 = v0 + v0 + …` (forty copies) and so on up to `v<levels>`, one line each.
    private func chainedCopies(levels: Int) -> String {
        (1...levels).map { level in
            "let v\(level) = " + Array(repeating: "v\(level - 1)", count: 40).joined(separator: " + ") + "\n"
        }.joined()
    }
}

import TestSupport
import XCTest

@testable import LayerRules

/// The path index ranks a glob for a path exactly when the glob matches the path, with and without a folder's
/// ranks kept from file to file: the layer of a file and the warning about layers matching no file both rest on
/// it (the warning asked each glob of each path until this round).
final class PathGlobIndexPropertyTests: XCTestCase {
    private static let folders = ["Domain", "Data", "App", "Sources", "Tests", "Feature", "a", "Café", "Ünïcode"]
    private static let files = ["Main.swift", "AppDelegate.swift", "View.swift", "UserEntity.swift", "Data", "a"]
    private static let globSegments = [
        "**", "*", "Domain", "Data", "App", "Sources", "*Entity.swift", "{Domain,Data}", "?ata", "App*", "[DA]*",
        "Main.swift", "*.swift", "Café", "{Feature,Tests}", "a",
    ]

    func testTheIndexRanksExactlyTheGlobsThatMatch() throws {
        var random = SeededGenerator(seed: 0x5EED_1DE7)
        for round in 0..<300 {
            let patterns = (0..<Int.random(in: 1...12, using: &random)).map { _ in
                (0..<Int.random(in: 1...4, using: &random)).map { _ in
                    Self.globSegments.randomElement(using: &random)!
                }.joined(separator: "/")
            }
            let globs = try patterns.map { try Glob($0) }
            let index = PathGlobIndex(globs)
            var cache = PathRankCache()
            let paths = (0..<40).map { _ in
                ((0..<Int.random(in: 0...4, using: &random)).map { _ in Self.folders.randomElement(using: &random)! }
                    + [Self.files.randomElement(using: &random)!]).joined(separator: "/")
            }
            for path in paths.sorted() {
                var bytes = path
                let (plain, cached) = bytes.withUTF8 { (index.ranks(of: $0), index.ranks(of: $0, cache: &cache)) }
                let expected = globs.map { $0.matches(path) }
                XCTAssertEqual(plain.map { $0 != nil }, expected, "round \(round): \(path) against \(patterns)")
                XCTAssertEqual(
                    cached.map { $0 != nil }, expected, "round \(round), cached: \(path) against \(patterns)")
            }
            let resolver = LayerResolver(layers: [LayerDefinition(name: "L", paths: patterns)])
            XCTAssertEqual(
                resolver.unmatchedPathGlobs(paths).map(\.pattern),
                patterns.filter { pattern in !paths.contains { try! Glob(pattern).matches($0) } },
                "round \(round)")
        }
    }
}

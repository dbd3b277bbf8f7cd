import XCTest

@testable import LayerRules

/// The layers of files assigned with a folder's ranks kept from file to file (`PathRankCache`) are those of
/// matching each path on its own, whatever the file names match.
final class PathRankCacheTests: XCTestCase {
    private let resolver = LayerResolver(layers: [
        LayerDefinition(name: "Domain", paths: ["**/Domain/**", "**/*Entity.swift"]),
        LayerDefinition(name: "Data", paths: ["**/*Platform/**", "Sources/*/Data/**"]),
        LayerDefinition(name: "App", paths: ["**/AppDelegate.swift", "**/Assembly/**", "**/{Domain,Data}/Main.swift"]),
        LayerDefinition(name: "Tests", paths: ["**/*Tests/**/*Tests.swift"]),
    ])

    /// Files of one folder, in path order, whose names match a literal glob segment, a wildcard segment, a folder
    /// name, or nothing.
    private let files: [(path: String, layer: String?)] = [
        ("App/AppDelegate.swift", "App"),
        ("App/Domain/AppDelegate.swift", "App"),
        ("App/Domain/Main.swift", "App"),
        ("App/Domain/Profile.swift", "Domain"),
        ("App/Domain/ProfileEntity.swift", "Domain"),
        ("App/Domain/Session.swift", "Domain"),
        ("App/Features/Assembly", "App"),
        ("App/Features/Domain", "Domain"),
        ("App/Features/Feed.swift", nil),
        ("App/Features/FeedEntity.swift", "Domain"),
        ("App/Features/Feed.swift.orig", nil),
        ("IOSPlatform/Keychain.swift", "Data"),
        ("IOSPlatform/Main.swift", "Data"),
        ("Sources/Core/Data/Main.swift", "App"),
        ("Sources/Core/Data/Store.swift", "Data"),
        ("Sources/Core/Data/StoreEntity.swift", "Domain"),
        ("StoreTests/Unit/Store.swift", nil),
        ("StoreTests/Unit/StoreTests.swift", "Tests"),
        ("Überblick/Domain/Café.swift", "Domain"),
        ("Überblick/Domain/Main.swift", "App"),
        ("Main.swift", nil),
    ]

    func testCachedRanksGiveEachFileItsOwnLayer() {
        var cache = PathRankCache()
        for file in files {
            let cached = resolver.layer(
                forFile: file.path, moduleDepth: { 0 }, isUICode: { true }, cache: &cache, screens: .none
            ).map {
                $0?.layer ?? .none
            }
            XCTAssertEqual(try cached.get(), try resolver.layer(forFile: file.path).get(), file.path)
            XCTAssertEqual(try cached.get(), file.layer.flatMap { resolver.catalog.id($0) } ?? .none, file.path)
        }
    }

    func testAnASCIIFileNameCanonicallyEqualToAGlobNameIsToldApart() {
        // `\u{212A}` (KELVIN SIGN) is canonically equivalent to `K`: the folder glob names the file `Kit` too.
        let resolver = LayerResolver(layers: [LayerDefinition(name: "Kit", paths: ["**/\u{212A}it/**"])])
        var cache = PathRankCache()
        for (path, layer) in [("A/Kit", "Kit"), ("A/Other", nil), ("A/Kit", "Kit"), ("A/Kit/B.swift", "Kit")] {
            let expected = layer.flatMap { resolver.catalog.id($0) } ?? .none
            XCTAssertEqual(try resolver.layer(forFile: path).get(), expected, path)
            XCTAssertEqual(
                try resolver.layer(forFile: path, moduleDepth: { 0 }, isUICode: { true }, cache: &cache, screens: .none)
                    .get()?.layer
                    ?? .none,
                expected, path)
        }
    }

    func testARepeatedFolderIsRankedOnceForNamesOfTheSameSignature() {
        var cache = PathRankCache()
        let index = PathGlobIndex(["**/Domain/**", "**/*Entity.swift"].map { try! Glob($0) })
        for path in ["A/Domain/One.swift", "A/Domain/Two.swift", "A/Domain/OneEntity.swift", "A/Domain/Two.swift"] {
            var bytes = path
            _ = bytes.withUTF8 { index.ranks(of: $0, cache: &cache) }
        }
        XCTAssertEqual(cache.count, 2)
    }
}

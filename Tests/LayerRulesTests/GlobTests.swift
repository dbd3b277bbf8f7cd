import TestSupport
import XCTest

@testable import LayerRules

final class GlobTests: XCTestCase {
    private let table: [(pattern: String, text: String, expected: Bool)] = [
        // literals
        ("Domain", "Domain", true),
        ("Domain", "domain", false),
        ("Domain", "Domains", false),
        ("a/b.swift", "a/b.swift", true),
        ("a/b.swift", "a/b.swiftx", false),
        // *
        ("*.swift", "A.swift", true),
        ("*.swift", ".swift", true),
        ("*.swift", "a/A.swift", false),
        ("*ViewModel", "LoginViewModel", true),
        ("*ViewModel", "LoginViewModelTests", false),
        ("Firebase*", "FirebaseMessaging", true),
        ("Firebase*", "Firebase", true),
        ("Firebase*", "MyFirebase", false),
        ("a/*/c", "a/b/c", true),
        ("a/*/c", "a/b/x/c", false),
        ("a/*/c", "a//c", true),
        ("a**b", "axxb", true),
        ("a**b", "ax/xb", false),
        ("NS*Image", "NSImage", true),
        ("NS*Image", "NSBitmapImage", true),
        ("Messaging.*", "Messaging.messaging", true),
        ("Messaging.*", "Messaging", false),
        ("URLSession.shared", "URLSession.shared", true),
        ("URLSession.shared", "URLSessionXshared", false),
        // **
        ("**/Domain/**", "Domain/A.swift", true),
        ("**/Domain/**", "App/Domain/X/B.swift", true),
        ("**/Domain/**", "App/Domains/B.swift", false),
        ("**/Domain/**", "App/MyDomain/B.swift", false),
        ("a/**", "a/b", true),
        ("a/**", "a/b/c/d.swift", true),
        ("a/**", "b/a/c", false),
        ("a/**", "a", true),
        ("**/Pods/**", "Vendor/Pods", true),
        ("**", "x/y/z", true),
        ("**/*.swift", "A.swift", true),
        ("**/*.swift", "x/y/A.swift", true),
        ("**/*.swift", "x/y/A.swiftx", false),
        ("**/AppDelegate.swift", "Sources/App/AppDelegate.swift", true),
        ("**/*Tests/**", "Sources/AppTests/X.swift", true),
        ("**/*Tests/**", "Sources/App/X.swift", false),
        ("a/**/b", "a/b", true),
        ("a/**/b", "a/x/y/b", true),
        ("a/**/b", "a/x/y/c", false),
        ("**/a/**/a/**/b", "a/a/a/a/c", false),
        ("**/a/**/a/**/b", "x/a/y/a/b", true),
        // ?
        ("?.swift", "A.swift", true),
        ("?.swift", "AB.swift", false),
        ("a?c", "a/c", false),
        ("a?c", "aéc", true),
        ("a??c", "aéc", false),
        // classes
        ("[abc].swift", "b.swift", true),
        ("[abc].swift", "d.swift", false),
        ("[a-z]x", "qx", true),
        ("[a-z]x", "Qx", false),
        ("[!a]x", "bx", true),
        ("[!a]x", "ax", false),
        ("[^a]x", "bx", true),
        ("a[!b]c", "a/c", false),
        ("[]]", "]", true),
        ("[a-]", "-", true),
        ("[é]", "é", true),
        ("[\\]]x", "]x", true),
        // alternatives
        ("{a,b}.swift", "a.swift", true),
        ("{a,b}.swift", "b.swift", true),
        ("{a,b}.swift", "c.swift", false),
        ("**/{Data,Infrastructure}/**", "x/Infrastructure/y.swift", true),
        ("{*DTO,*Dto}", "UserDto", true),
        ("{*DTO,*Dto}", "UserDtos", false),
        ("x{a,{b,c}d}", "xcd", true),
        ("x{a,{b,c}d}", "xc", false),
        ("a,b", "a,b", true),
        ("a}b", "a}b", true),
        // escapes
        ("\\*", "*", true),
        ("\\*", "a", false),
        ("a\\?", "a?", true),
        ("\\{a,b\\}", "{a,b}", true),
        // required literals (suffix and longest run) checked before matching
        ("*Model*View", "ModelView", true),
        ("*Model*View", "ModelViewX", false),
        ("ab*ab", "ab", false),
        ("ab*ab", "abab", true),
        ("Foo/", "Foo/", true),
        ("Foo/", "Foo", false),
        ("*é", "café", true),
        ("*é", "cafe", false),
        ("**/UI/*", "UI/x", true),
        ("**/UI/*", "Main/UIx", false),
        ("{Service,*Service}", "Service", true),
        ("a*[xy]", "abx", true),
        // the longest literal run of a segment must occur in the path before the glob is matched
        ("**/*Platform/**", "App/Platform/A.swift", true),
        ("**/*Platform/**", "App/IOSPlatPlatform/A.swift", true),
        ("**/*Platform/**", "Platform/A.swift", true),
        ("**/*Platform/**", "App/Platfor/A.swift", false),
        ("**/*Platform/**", "App/Platforms/A.swift", false),
        ("**/*Platform", "Platform", true),
        ("**/*Platform", "Platfor", false),
        ("*aab*", "abaab", true),
        ("*aab*", "ababa", false),
        ("*Ünïcode*", "AÜnïcodeB", true),
        ("*Ünïcode*", "AÜnicodeB", false),
    ]

    func testMatchingTable() throws {
        for row in table {
            let glob = try Glob(row.pattern)
            XCTAssertEqual(glob.matches(row.text), row.expected, "'\(row.pattern)' against '\(row.text)'")
        }
    }

    func testAnyOfSeveralGlobsMatches() throws {
        let globs = try ["**/Tests/**", "**/*.generated.swift", "Vendor/*"].map { try Glob($0) }
        func anyMatches(_ text: String) -> Bool {
            var text = text
            return text.withUTF8 { Glob.anyMatches(globs, utf8: $0) }
        }
        XCTAssertTrue(anyMatches("App/Tests/OrderTests.swift"))
        XCTAssertTrue(anyMatches("App/Model.generated.swift"))
        XCTAssertTrue(anyMatches("Vendor/Lib.swift"))
        XCTAssertFalse(anyMatches("Vendor/Deep/Lib.swift"))
        XCTAssertFalse(anyMatches("App/Order.swift"))
        var path = "App/Tests/A.swift"
        XCTAssertFalse(path.withUTF8 { Glob.anyMatches([], utf8: $0) }, "no glob, no match")
    }

    func testErrors() {
        let cases: [(String, String)] = [
            ("", "invalid glob '': empty pattern"),
            ("[abc", "invalid glob '[abc': unclosed '['"),
            ("[]", "invalid glob '[]': unclosed '['"),
            ("{a,b", "invalid glob '{a,b': unclosed '{'"),
            ("a{b{c}", "invalid glob 'a{b{c}': unclosed '{'"),
            ("abc\\", "invalid glob 'abc\\': trailing '\\'"),
            (
                String(repeating: "{a,b}", count: 11),
                "invalid glob '\(String(repeating: "{a,b}", count: 11))': more than 1024 alternatives"
            ),
        ]
        for (pattern, message) in cases {
            XCTAssertThrowsError(try Glob(pattern), pattern) { error in
                XCTAssertEqual("\(error)", message)
            }
            // The policy loader's check refuses what compiling refuses, with the same message.
            XCTAssertThrowsError(try Glob.validate(pattern), pattern) { error in
                XCTAssertEqual("\(error)", message)
            }
        }
        let tooLong = String(repeating: "a", count: Glob.maximumLength + 1)
        XCTAssertThrowsError(try Glob.validate(tooLong)) { XCTAssertEqual(($0 as? GlobError)?.reason, .tooLong) }
        for valid in [
            "**/Domain/**", "*{View,Model}", "[!a-z]?", "a\\*b", String(repeating: "x", count: Glob.maximumLength),
        ] {
            XCTAssertNoThrow(try Glob.validate(valid), valid)
            XCTAssertNoThrow(try Glob(valid), valid)
        }
    }

    func testSpecificityCountsLiteralCharacters() throws {
        XCTAssertEqual(try Glob("**/Domain/**").specificity, 8)
        XCTAssertEqual(try Glob("*ViewModel").specificity, 9)
        XCTAssertEqual(try Glob("{ab,c}d?").specificity, 2)
        XCTAssertEqual(try Glob("é*").specificity, 1)
        XCTAssertGreaterThan(try Glob("**/Domain/UseCase/**").specificity, try Glob("**/Domain/**").specificity)
    }

    func testEqualityAndDescriptionUseThePattern() throws {
        XCTAssertEqual(try Glob("a*"), try Glob("a*"))
        XCTAssertNotEqual(try Glob("a*"), try Glob("a**"))
        XCTAssertEqual(try Glob("**/x").pattern, "**/x")
        XCTAssertEqual(Set([try Glob("a"), try Glob("a")]).count, 1)
    }

    func testPathologicalPatternsStayLinear() throws {
        let text = String(repeating: "a", count: 20_000)
        let start = Date()
        XCTAssertFalse(try Glob("*a*a*a*a*a*a*a*b").matches(text))
        let deep = String(repeating: "a/", count: 2_000) + "c"
        XCTAssertFalse(try Glob("**/a/**/a/**/a/**/b").matches(deep))
        XCTAssertTrue(try Glob("**/a/**/a/**/a/**/c").matches(deep))
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    /// Literal patterns and a star before or after literal bytes (`Foundation`, `*ViewModel`, `Firebase*`,
    /// `*Service*`) are matched without the matcher; the same pattern with its last literal character as a
    /// one-character class goes through the matcher. Both agree on random texts, `/` included.
    func testQuickShapesMatchWhatTheMatcherMatches() throws {
        var generator = SeededGenerator(seed: 0x6_10B5)
        let alphabet: [Character] = ["a", "b", "/", ".", "é"]
        func random(_ length: Int) -> String {
            String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
        }
        for _ in 0..<300 {
            let core = random(Int.random(in: 0...4, using: &generator))
            for (before, after) in [("", ""), ("*", ""), ("", "*"), ("*", "*")] {
                let quick = try Glob(before + core + "x" + after)
                let general = try Glob(before + core + "[x]" + after)
                XCTAssertNil(general.alternatives[0].quickMatch, general.pattern)
                if !core.contains("/") || (before + after).isEmpty {
                    XCTAssertNotNil(quick.alternatives[0].quickMatch, quick.pattern)
                }
                var texts = (0..<20).map { _ in random(Int.random(in: 0...6, using: &generator)) + "x" }
                texts += [core + "x", "a" + core + "x", core + "xa", core + "x/", "/" + core + "x"]
                for text in texts {
                    XCTAssertEqual(quick.matches(text), general.matches(text), "'\(quick.pattern)' against '\(text)'")
                }
            }
            let literal = try Glob(core + "x")
            XCTAssertEqual(literal.matches(core + "x"), true)
            XCTAssertEqual(literal.matches(core + "xx"), false)
        }
    }
}

import XCTest

@testable import SwiftScanner

/// Folder containment of root-relative paths, as targets own their sources.
final class ProjectPathTests: XCTestCase {
    func testAPathIsInsideAFolderOnlyAtASegmentBoundary() {
        let rows: [(path: String, folder: String, inside: Bool)] = [
            ("Sources/App/LoginView.swift", "Sources/App", true),
            ("Sources/App", "Sources/App", true),
            ("Sources/AppKit/Window.swift", "Sources/App", false),
            ("Sources", "Sources/App", false),
            ("Sources/App/Feature/Profile.swift", "Sources", true),
            ("Modules/Feed/Sources/FeedView.swift", "", true),
            ("", "", true),
            ("", "Sources", false),
            ("Modules/Ünïcode/A.swift", "Modules/Ünïcode", true),
            ("Modules/Ünïcodes/A.swift", "Modules/Ünïcode", false),
        ]
        for row in rows {
            XCTAssertEqual(ProjectPath.isInside(row.path, row.folder), row.inside, "\(row.path) in \(row.folder)")
        }
    }

    /// Joins that need no resolving take a shortcut; the table covers both it and the segment-wise path.
    func testTheAncestorOfAPathAtADepthIsItsFirstFolders() {
        let path = "Sources/App/Home/View.swift"
        XCTAssertEqual(
            [0, 1, 2, 3, 4].map { ProjectPath.ancestor(of: path, depth: $0) },
            [nil, "Sources", "Sources/App", "Sources/App/Home", nil])
        XCTAssertNil(ProjectPath.ancestor(of: "View.swift", depth: 1))
    }

    func testJoiningResolvesDotsAndEmptySegmentsAndStaysInsideTheRoot() {
        let rows: [(base: String, path: String, joined: String?, clamped: String)] = [
            ("App", "Sources/Login.swift", "App/Sources/Login.swift", "App/Sources/Login.swift"),
            ("", "Sources/Login.swift", "Sources/Login.swift", "Sources/Login.swift"),
            ("App/Feature", "../Shared", "App/Shared", "App/Shared"),
            ("App", "./Sources/./View.swift", "App/Sources/View.swift", "App/Sources/View.swift"),
            ("App", "Sources//View.swift", "App/Sources/View.swift", "App/Sources/View.swift"),
            ("App", "Sources/", "App/Sources", "App/Sources"),
            ("App//Nested/", "View.swift", "App/Nested/View.swift", "App/Nested/View.swift"),
            ("App", "../../Outside", nil, "Outside"),
            ("App", "/usr/include", nil, "usr/include"),
            ("/abs/root", "Sources", "/abs/root/Sources", "/abs/root/Sources"),
            ("/", "Sources", "/Sources", "/Sources"),
            ("App", ".hidden/..config", "App/.hidden/..config", "App/.hidden/..config"),
            ("App", ".../Dots.swift", "App/.../Dots.swift", "App/.../Dots.swift"),
            ("App/./Odd", "File.swift", "App/./Odd/File.swift", "App/./Odd/File.swift"),
            ("App", "", "App", "App"),
            ("Ünïcode", "Vüe.swift", "Ünïcode/Vüe.swift", "Ünïcode/Vüe.swift"),
        ]
        for row in rows {
            XCTAssertEqual(ProjectPath.join(row.base, row.path), row.joined, "\(row.base) + \(row.path)")
            XCTAssertEqual(ProjectPath.clampedJoin(row.base, row.path), row.clamped, "\(row.base) + \(row.path)")
        }
    }

    /// Joining by copying bytes gives the same string as `+`, a character that combines across the join included.
    func testJoiningByBytesMatchesConcatenation() {
        let rows: [(head: String, separator: String, tail: String)] = [
            ("Sources/App", "/", "Login.swift"), ("", "/", "Login.swift"), ("Outer", ".", "Inner"),
            ("Café", "/", "Ünïcode.swift"), ("e", "/", "\u{301}accent.swift"), ("Shop.Cart", ".", "Item"),
        ]
        for row in rows {
            let joined = String(joining: row.head, row.separator.utf8.first!, row.tail)
            XCTAssertEqual(Array(joined.utf8), Array((row.head + row.separator + row.tail).utf8))
            XCTAssertEqual(joined, row.head + row.separator + row.tail)
        }
        XCTAssertEqual(DisplayPath.joined("Modules/Feed", "FeedView.swift"), "Modules/Feed/FeedView.swift")
    }
}

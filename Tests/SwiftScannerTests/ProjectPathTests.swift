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

}

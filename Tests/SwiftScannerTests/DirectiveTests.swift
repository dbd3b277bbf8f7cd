import XCTest

@testable import SwiftScanner

final class DirectiveTests: XCTestCase {
    func testDirectivesInLineDocAndBlockComments() {
        let result = facts(
            """
            // archlint: disable:next domain-imports -- legacy SDK
            import Firebase // archlint:disable:this imports
            /// archlint: doc form
            /* archlint: block form */
            /** archlint: starred */
            let x = 1 /* archlint:  trailing block  */
            // not archlint: ignored
            //archlint:
            """)
        XCTAssertEqual(
            result.directives.map(\.text),
            [
                "disable:next domain-imports -- legacy SDK", "disable:this imports", "doc form", "block form",
                "starred", "trailing block", "",
            ])
        XCTAssertEqual(result.directives.map(\.isTrailing), [false, true, false, false, false, true, false])
        XCTAssertEqual(
            result.directives.map { "\($0.position.line):\($0.position.column)" },
            ["1:1", "2:17", "3:1", "4:1", "5:1", "6:11", "8:1"])
    }

    func testDirectiveInsideStringIsNotADirective() {
        let result = facts("let s = \"// archlint: nope\"\n")
        XCTAssertEqual(result.directives, [])
    }

    func testCommentOnLineAfterMultilineCommentIsNotTrailing() {
        let result = facts(
            "let a = 1 /* spans\nlines */\n// archlint: own line\nlet b = 2 /*\n*/ // archlint: after comment\n/* c */ f() // archlint: after code"
        )
        XCTAssertEqual(result.directives.map(\.isTrailing), [false, false, true])
    }
}

import SwiftScanner
import XCTest

@testable import LayerRules

final class TerminalTextTests: XCTestCase {
    func testControlCharactersAreEscapedAndEverythingElseIsKept() {
        XCTAssertEqual(TerminalText.escape("Domain/User.swift"), "Domain/User.swift")
        XCTAssertEqual(TerminalText.escape("Ünïcödé 日本\t'\"$(x)\\n"), "Ünïcödé 日本\t'\"$(x)\\n")
        XCTAssertEqual(TerminalText.escape("New\nLine\r.swift"), "New\\nLine\\r.swift")
        XCTAssertEqual(TerminalText.escape("\u{1B}[2J\u{7}\u{0}\u{7F}\u{9B}"), "\\u{1B}[2J\\u{7}\\u{0}\\u{7F}\\u{9B}")
    }

    func testXcodeFormatKeepsEachViolationOnOneLine() {
        let violation = Finding(
            source: .rule("rule\nid"), severity: .error, summary: "'Dom\u{1B}]0;x\u{7}ain' imports 'UIKit'",
            path: "Domain/New\nLine.swift", position: SourcePosition(line: 1, column: 1), subject: "UIKit")
        let outcome = CheckOutcome(
            root: ".", policy: PolicySource(path: nil, sha256: ""), rules: [], violations: [violation], fileCount: 1,
            lineCount: 1, declarationCount: 0, problems: [])
        XCTAssertEqual(
            XcodeReporter().render(outcome),
            "Domain/New\\nLine.swift:1:1: error: 'Dom\\u{1B}]0;x\\u{7}ain' imports 'UIKit' [rule\\nid]\n"
                + "1 violation (1 error, 0 warnings) in 1 file: rule\\nid 1 (embedded default policy)\n")
    }
}

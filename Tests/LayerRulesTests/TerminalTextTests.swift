import SwiftScanner
import TestSupport
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

    /// The escaping and the `::` check look at bytes before characters; on any text they give what the
    /// character-by-character reading gives (control characters C0, DEL and C1 among printable and combining
    /// ones, blanks and colons at the start).
    func testByteChecksGiveWhatTheCharactersGive() {
        let pool: [String] = [
            "a", " ", "\t", ":", "\n", "\r", "\u{1B}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "\u{301}",
            "é", "日", "\u{0}", "/", "\u{C2}",
        ]
        var random = SeededGenerator(seed: 0x7E57_7E57)
        for _ in 0..<5000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in pool.randomElement(using: &random)! }
                .joined()
            XCTAssertEqual(TerminalText.escape(text), TerminalText.escapedByScalars(text), text.debugDescription)
            XCTAssertEqual(TerminalText.line(text), Self.lineByCharacters(text), text.debugDescription)
        }
    }

    /// `TerminalText.line` as it read characters.
    private static func lineByCharacters(_ text: String) -> String {
        let escaped = TerminalText.escapedByScalars(text)
        let content = escaped.drop { $0 == " " || $0 == "\t" }
        return content.hasPrefix("::") ? "./" + escaped : escaped
    }
}

import LayerRules
import XCTest

/// When the console output is coloured, and how.
final class TerminalStyleTests: XCTestCase {
    func testAutomaticColourNeedsATerminalAndNoNoColor() {
        XCTAssertTrue(TerminalStyle.colorEnabled(.automatic, noColor: nil, isTerminal: true))
        XCTAssertTrue(TerminalStyle.colorEnabled(.automatic, noColor: "", isTerminal: true))
        XCTAssertFalse(TerminalStyle.colorEnabled(.automatic, noColor: "1", isTerminal: true))
        XCTAssertFalse(TerminalStyle.colorEnabled(.automatic, noColor: "0", isTerminal: true))
        XCTAssertFalse(TerminalStyle.colorEnabled(.automatic, noColor: nil, isTerminal: false))
        XCTAssertFalse(TerminalStyle.colorEnabled(.automatic, noColor: nil, isTerminal: true, term: "dumb"))
        XCTAssertTrue(TerminalStyle.colorEnabled(.automatic, noColor: nil, isTerminal: true, term: "xterm-256color"))
        XCTAssertTrue(TerminalStyle.colorEnabled(.always, noColor: nil, isTerminal: true, term: "dumb"))
    }

    func testFlagsWinOverTheTerminalAndNoColor() {
        XCTAssertTrue(TerminalStyle.colorEnabled(.always, noColor: "1", isTerminal: false))
        XCTAssertFalse(TerminalStyle.colorEnabled(.never, noColor: nil, isTerminal: true))
    }

    func testDiagnosticLinesAreColouredAndOtherLinesAreNot() {
        let text = """
            Domain/A.swift:1:2: error: 'Domain' imports 'UIKit': warning: not a severity [domain-imports]
            Data/B.swift:3:4: warning: message [rule]
            2 violations (1 error, 1 warning) in 2 files: domain-imports 1, rule 1

            """
        XCTAssertEqual(
            TerminalStyle.colorize(text),
            "\u{1B}[1mDomain/A.swift:1:2\u{1B}[0m: \u{1B}[1;31merror:\u{1B}[0m 'Domain' imports 'UIKit': warning: "
                + "not a severity [domain-imports]\n"
                + "\u{1B}[1mData/B.swift:3:4\u{1B}[0m: \u{1B}[1;33mwarning:\u{1B}[0m message [rule]\n"
                + "2 violations (1 error, 1 warning) in 2 files: domain-imports 1, rule 1\n")
    }
}

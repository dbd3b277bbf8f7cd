import SwiftScanner
import TestSupport
import XCTest

@testable import LayerRules

/// The small pieces behind the hostile-input end-to-end tests: the progress throttle, the escapers, glob and
/// policy limits, baseline entry removal and root deduplication.
final class HardeningTests: XCTestCase {
    // MARK: - Progress

    /// Another thread may record a later time before this one takes the lock: an earlier `now` is "not due",
    /// never an arithmetic overflow (which traps).
    func testProgressThrottleAcceptsATimeEarlierThanTheLastUpdate() {
        var throttle = ProgressThrottle(start: 1_000, delay: 100, interval: 10)
        XCTAssertFalse(throttle.isDue(at: 1_050, started: 1, total: 10), "before the delay")
        XCTAssertTrue(throttle.isDue(at: 2_000, started: 2, total: 10))
        XCTAssertFalse(throttle.isDue(at: 1_990, started: 3, total: 10), "earlier than the last update")
        XCTAssertFalse(throttle.isDue(at: 500, started: 3, total: 10), "earlier than the start")
        XCTAssertFalse(throttle.isDue(at: 2_005, started: 4, total: 10), "within the interval")
        XCTAssertTrue(throttle.isDue(at: 2_005, started: 10, total: 10), "the last file is always shown")
        XCTAssertTrue(throttle.isDue(at: 2_020, started: 5, total: 10))
    }

    // MARK: - Escaping

    func testEscapersTurnC1ControlsAndDELIntoHarmlessCharacters() {
        let hostile = "a\u{9B}31mb\u{7F}c\u{85}d\u{1B}e"
        XCTAssertEqual(WorkflowCommand.escapeData(hostile), "a\u{FFFD}31mb\u{FFFD}c\u{FFFD}d\u{FFFD}e")
        XCTAssertEqual(WorkflowCommand.escapeProperty(hostile + ":,"), "a\u{FFFD}31mb\u{FFFD}c\u{FFFD}d\u{FFFD}e%3A%2C")
        XCTAssertEqual(MarkdownText.escape(hostile), "a 31mb c d e")
        XCTAssertEqual(TerminalText.escape(hostile), "a\\u{9B}31mb\\u{7F}c\\u{85}d\\u{1B}e")
    }

    func testGraphLabelsCarryNoControlCharacters() {
        XCTAssertEqual(MermaidRenderer.escape("::a\u{1B}[31m\u{9B}b\n"), "::a\u{FFFD}[31m\u{FFFD}b ")
        XCTAssertEqual(DOTRenderer.escape("a\u{1B}]0;t\u{7}\r"), "a\u{FFFD}]0;t\u{FFFD} ")
    }

    func testNoSafeLineStartsAWorkflowCommand() {
        XCTAssertEqual(TerminalText.line("::error title=x::y"), "./::error title=x::y")
        XCTAssertEqual(TerminalText.line(" \t::stop-commands::t"), "./ \t::stop-commands::t")
        XCTAssertEqual(TerminalText.line("a::b"), "a::b")
        XCTAssertEqual(TerminalText.line(":x"), ":x")
        XCTAssertEqual(
            TerminalText.lines("package 'E\n::error::x\u{1B}[31m'\nok\n"), "package 'E\n./::error::x\\u{1B}[31m'\nok\n")
    }

    func testExcerptsAreShortAndEscaped() {
        XCTAssertEqual(Excerpt.of("short\u{1B}"), "short\\u{1B}")
        XCTAssertEqual(Excerpt.of(String(repeating: "é", count: 65)), String(repeating: "é", count: 64) + "…")
    }

    // MARK: - Globs

    /// 50,000 nested braces once overflowed the stack (the expansion recurses once per brace).
    func testDeeplyNestedBracesAreRefusedByLength() {
        let pattern = String(repeating: "{", count: 50_000) + "a" + String(repeating: "}", count: 50_000)
        XCTAssertThrowsError(try Glob(pattern)) { error in
            XCTAssertEqual((error as? GlobError)?.reason, .tooLong)
            XCTAssertEqual("\(error)", "invalid glob '\(String(repeating: "{", count: 64))…': longer than 4096 bytes")
        }
        let deepest = String(repeating: "{", count: 2047) + "a" + String(repeating: "}", count: 2047)
        XCTAssertTrue(try Glob(deepest).matches("a"))
    }

    /// 1,024 alternatives of a pattern near the length limit would hold 4 M tokens per glob.
    func testAlternativesMayNotExpandPastTheirTokenBudget() {
        let pattern = "{a,b}{c,d}{e,f}{g,h}{i,j}{k,l}{m,n}{o,p}{q,r}{s,t}" + String(repeating: "x", count: 3000)
        XCTAssertThrowsError(try Glob(pattern)) { error in
            XCTAssertEqual((error as? GlobError)?.reason, .expandsTooFar)
            XCTAssertEqual(
                (error as? GlobError)?.problem, "its alternatives expand to more than 65536 characters")
        }
        XCTAssertTrue(
            try Glob("{a,b}{c,d}{e,f}{g,h}{i,j}{k,l}{m,n}{o,p}{q,r}{s,t}" + String(repeating: "x", count: 50)).matches(
                "acegikmoqs" + String(repeating: "x", count: 50)))
    }

    // MARK: - Baseline

    func testRemovingFixedEntriesRemovesOneCopyEach() {
        let entry = BaselineEntry(
            ruleID: "r", path: "A.swift", subject: "UIKit", enclosingDeclaration: nil, fingerprint: "f", message: "m")
        var other = entry
        other.fingerprint = "g"
        let baseline = Baseline(entries: [entry, other, entry])
        XCTAssertEqual(baseline.removing([entry]).entries, [other, entry])
        XCTAssertEqual(baseline.removing([entry, entry, other]).entries, [])
    }

    // MARK: - Roots

    func testRootsAreDeduplicatedByCanonicalPath() throws {
        let tree = try TemporaryTree(["r/Domain/A.swift": "", "r/Domain/.hidden/H.swift": "", "r/Domain/README": ""])
        let root = tree.root + "/r"
        XCTAssertEqual(RootSet.deduplicated([root, root + "/", root + "/Domain/../"]), [root])
        XCTAssertEqual(RootSet.deduplicated([root + "/Domain", root]), [root])
        XCTAssertEqual(
            RootSet.deduplicated([root + "/Domain/A.swift", root, root + "/Domain/.hidden/H.swift"]),
            [root, root + "/Domain/.hidden/H.swift"], "a file the walk skips is kept")
        XCTAssertEqual(
            RootSet.deduplicated([root + "/missing", root + "/missing"]), [root + "/missing", root + "/missing"])
    }
}

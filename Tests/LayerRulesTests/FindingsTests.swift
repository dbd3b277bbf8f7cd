import SwiftScanner
import XCTest

@testable import LayerRules

/// `Findings`, the collector a rule appends to: which findings it makes, which it only counts.
final class FindingsTests: XCTestCase {
    private var made = 0

    /// A finding at `line`, counting each one made.
    private func finding(_ line: Int) -> Finding {
        made += 1
        return Finding(
            source: .rule("r"), severity: .error, summary: "s", path: "A.swift", position: position(line, 1),
            subject: "T")
    }

    func testAFindingFoldingWouldDropIsCountedButNotMade() {
        var findings = Findings(limit: 3)
        findings.foldsAppends = true
        findings.append(at: position(1, 1), finding(1))
        findings.append(at: position(1, 1), finding(1))
        XCTAssertEqual(made, 1, "the second finding at 1:1 is not made")
        findings.foldsAppends = false
        findings.append(at: position(1, 1), finding(1))
        XCTAssertEqual(made, 2, "a rule that does not fold makes every finding")
        findings.append(at: position(2, 1), finding(2))
        XCTAssertEqual(made, 2, "past the limit nothing is made")
        XCTAssertEqual(findings.violations.map(\.position.line), [1, 1])
        XCTAssertEqual(findings.dropped, 1, "the skipped finding took a place under the limit")
    }

    func testACountedFindingIsNotMadeButTakesItsPlace() {
        var findings = Findings(limit: 2)
        findings.countsOnly = true
        findings.foldsAppends = true
        findings.append(at: position(1, 1), finding(1))
        findings.append(at: position(1, 1), finding(1))
        findings.append(at: position(2, 1), finding(2))
        findings.append(at: position(3, 1), finding(3))
        XCTAssertEqual(made, 0)
        XCTAssertEqual(findings.countedOnly, 1, "the second finding at 1:1 is folded away, the rest past the limit")
        XCTAssertEqual(findings.dropped, 2)
        XCTAssertTrue(findings.violations.isEmpty)
    }
}

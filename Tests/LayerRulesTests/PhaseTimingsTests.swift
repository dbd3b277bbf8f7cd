import SwiftScanner
import TestSupport
import XCTest

@testable import LayerRules

/// `--timings`: the per-phase line and the phases a check run records.
final class PhaseTimingsTests: XCTestCase {
    func testSummaryListsEveryPhaseInMillisecondsAndTheTotal() {
        var timings = PhaseTimings()
        timings.discovery = 0.0124
        timings.scan = 0.1806
        timings.model = 0.02
        timings.resolve = 0.0154
        timings.rules = 1.5
        timings.report = 0.0004
        timings.scanCPU = ScanCPUTime(read: 0.021, lex: 0.1502, facts: 0.19)
        XCTAssertEqual(
            timings.summary,
            "timings: discovery 0.012 s, read+scan 0.181 s, model 0.020 s, resolve 0.015 s, rules 1.500 s,"
                + " report 0.000 s, total 1.729 s"
                + " (read+scan on all workers: read 0.021 s, lex 0.150 s, facts 0.190 s)")
    }

    func testCheckRunRecordsEachPhaseItRan() throws {
        let tree = try TemporaryTree(["Domain/Order.swift": "import UIKit\nstruct Order {}\n"])
        let run = CheckRunner.run(CheckOptions(paths: [tree.root]))
        XCTAssertEqual(run.outcome?.violations.map(\.ruleID), ["domain-imports"])
        XCTAssertGreaterThan(run.timings.discovery, 0)
        XCTAssertGreaterThan(run.timings.scan, 0)
        XCTAssertGreaterThan(run.timings.scanCPU.read, 0)
        XCTAssertGreaterThan(run.timings.scanCPU.lex, 0)
        XCTAssertGreaterThan(run.timings.scanCPU.facts, 0)
        XCTAssertGreaterThan(run.timings.model, 0)
        XCTAssertGreaterThan(run.timings.resolve, 0)
        XCTAssertGreaterThan(run.timings.rules, 0)
        XCTAssertEqual(run.timings.report, 0)
        XCTAssertLessThan(run.timings.total, 60)
    }
}

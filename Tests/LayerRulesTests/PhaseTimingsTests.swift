import SwiftScanner
import TestSupport
import XCTest

@testable import LayerRules

/// `--timings`: the per-phase line and the phases a check run records.
final class PhaseTimingsTests: XCTestCase {
    func testSummaryListsEveryPhaseInMillisecondsAndTheTotal() {
        var timings = PhaseTimings()
        timings.discovery = PhaseTime(wall: 0.0124, processor: 0.0201)
        timings.scan = PhaseTime(wall: 0.1806, processor: 0.3507)
        timings.model = PhaseTime(wall: 0.02, processor: 0.031)
        timings.resolve = PhaseTime(wall: 0.0154, processor: 0.0296)
        timings.rules = PhaseTime(wall: 1.5, processor: 1.6)
        timings.report = PhaseTime(wall: 0.0004, processor: 0.0004)
        timings.scanCPU = ScanCPUTime(read: 0.021, lex: 0.1502, facts: 0.19)
        XCTAssertEqual(
            timings.summary,
            "timings: discovery 0.012 s, read+scan 0.181 s, model 0.020 s, resolve 0.015 s, rules 1.500 s,"
                + " report 0.000 s, total 1.729 s"
                + " (processor time: discovery 0.020 s, read+scan 0.351 s, model 0.031 s, resolve 0.030 s,"
                + " rules 1.600 s, report 0.000 s, total 2.032 s)"
                + " (read+scan on all workers: read 0.021 s, lex 0.150 s, facts 0.190 s)")
    }

    func testSummaryWithAFactCacheEndsWithTheFilesItGave() {
        var timings = PhaseTimings()
        timings.scan = PhaseTime(wall: 0.05, processor: 0.09)
        timings.cachedFiles = PhaseTimings.CachedFiles(reused: 7320, read: 7356)
        XCTAssertEqual(
            timings.summary,
            "timings: discovery 0.000 s, read+scan 0.050 s, model 0.000 s, resolve 0.000 s, rules 0.000 s,"
                + " report 0.000 s, total 0.050 s"
                + " (processor time: discovery 0.000 s, read+scan 0.090 s, model 0.000 s, resolve 0.000 s,"
                + " rules 0.000 s, report 0.000 s, total 0.090 s)"
                + " (read+scan on all workers: read 0.000 s, lex 0.000 s, facts 0.000 s,"
                + " 7320 of 7356 files from the fact cache)")
    }

    func testStopwatchCountsTheProcessorTimeOfWorkDoneBetweenLaps() {
        var stopwatch = Stopwatch()
        var sum: UInt64 = 0
        for value in 0..<20_000_000 { sum = sum &+ UInt64(value) &* 0x9E37_79B9 }
        let lap = stopwatch.lap()
        XCTAssertNotEqual(sum, 1)
        XCTAssertGreaterThan(lap.wall, 0)
        XCTAssertGreaterThan(lap.processor, 0)
        let next = stopwatch.lap()
        XCTAssertLessThan(next.processor, lap.processor)
    }

    func testCheckRunRecordsEachPhaseItRan() throws {
        let tree = try TemporaryTree(["Domain/Order.swift": "import UIKit\nstruct Order {}\n"])
        let run = CheckRunner.run(CheckOptions(paths: [tree.root]))
        XCTAssertEqual(run.outcome?.violations.map(\.ruleID), ["domain-imports"])
        XCTAssertGreaterThan(run.timings.discovery.wall, 0)
        XCTAssertGreaterThan(run.timings.scan.wall, 0)
        XCTAssertGreaterThan(run.timings.scan.processor, 0)
        XCTAssertGreaterThan(run.timings.scanCPU.read, 0)
        XCTAssertGreaterThan(run.timings.scanCPU.lex, 0)
        XCTAssertGreaterThan(run.timings.scanCPU.facts, 0)
        XCTAssertGreaterThan(run.timings.model.wall, 0)
        XCTAssertGreaterThan(run.timings.resolve.wall, 0)
        XCTAssertGreaterThan(run.timings.rules.wall, 0)
        XCTAssertEqual(run.timings.report, PhaseTime())
        XCTAssertLessThan(run.timings.total.wall, 60)
    }
}

import Foundation
import TestSupport
import XCTest

@testable import LayerRules

/// Reports are written to a sink as they are rendered: the sink hands full buffers on, the JSON stream writes
/// the bytes `JSONValue.serialized()` gives, and a report larger than one buffer reaches its file whole.
final class ReportStreamingTests: XCTestCase {
    func testSinkHandsOnFullBuffersAndTheRestWhenFlushed() {
        var chunks: [Int] = []
        let sink = ReportSink { bytes in
            chunks.append(bytes.count)
            return nil
        }
        let line = String(repeating: "x", count: 999) + "\n"
        for _ in 0..<100 { sink.write(line) }
        XCTAssertEqual(chunks, [66_000])
        sink.flush()
        XCTAssertEqual(chunks, [66_000, 34_000])
        XCTAssertNil(sink.failure)
    }

    func testSinkKeepsTheFirstFailureAndDropsEveryLaterByte() {
        var drains = 0
        let sink = ReportSink { _ in
            drains += 1
            return ENOSPC
        }
        sink.write(String(repeating: "y", count: 70_000))
        sink.write(String(repeating: "z", count: 70_000))
        sink.flush()
        XCTAssertEqual(drains, 1)
        XCTAssertEqual(sink.failure, ENOSPC)
    }

    func testJSONStreamWritesWhatTheWholeValueSerializesTo() {
        let finding = JSONValue.object([
            ("ruleId", .string("domain-imports")), ("line", .int(3)), ("notes", .array([])),
            ("toLayer", .null), ("related", .array([.object([("id", .int(0)), ("empty", .object([]))])])),
        ])
        let whole = JSONValue.object([
            ("version", .int(1)), ("summary", .object([("files", .int(2)), ("byRule", .object([]))])),
            ("violations", .array([finding, finding])), ("problems", .array([])),
            ("runs", .array([.object([("results", .array([.string("a\n\"b\"")]))])])),
        ])
        let sink = ReportSink()
        var json = JSONStream(sink)
        json.beginObject()
        json.member("version", .int(1))
        json.member("summary", .object([("files", .int(2)), ("byRule", .object([]))]))
        json.key("violations")
        json.beginArray()
        json.value(finding)
        json.value(finding)
        json.end()
        json.key("problems")
        json.beginArray()
        json.end()
        json.key("runs")
        json.beginArray()
        json.beginObject()
        json.key("results")
        json.beginArray()
        json.value(.string("a\n\"b\""))
        json.end()
        json.end()
        json.end()
        json.end()
        XCTAssertEqual(sink.text, whole.serialized())
    }

    func testReportLargerThanOneBufferReachesItsFileWhole() throws {
        let directory = try TemporaryTree()
        defer { directory.remove() }
        let outcome = Self.outcome(violations: 2_000)
        for format in [ReportFormat.json, .sarif, .checkstyle] {
            let path = directory.path("report.\(format)")
            let reporter = format.reporter()
            try ReportWriter.write(to: path) { reporter.write(outcome, to: $0) }
            let written = try Data(contentsOf: URL(fileURLWithPath: path))
            XCTAssertGreaterThan(written.count, 1 << 17, "\(format)")
            XCTAssertEqual(String(decoding: written, as: UTF8.self), reporter.render(outcome), "\(format)")
        }
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: directory.root).sorted(),
            ["report.checkstyle", "report.json", "report.sarif"])
    }

    func testReportThatFailsAfterItsFirstBufferIsAnErrorNamingThePath() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { throw XCTSkip("this system has no /dev/full") }
        let outcome = Self.outcome(violations: 2_000)
        XCTAssertThrowsError(try ReportWriter.write(to: "/dev/full") { JSONReporter().write(outcome, to: $0) }) {
            XCTAssertEqual("\($0)", "cannot write report '/dev/full': no space left on device")
        }
    }

    /// The realistic outcome with `violations` copies of its first violation, one per line.
    private static func outcome(violations count: Int) -> CheckOutcome {
        var outcome = ReportFixtures.realistic
        let first = outcome.violations[0]
        outcome.violations = (1...count).map { line in
            var violation = first
            violation.position.line = line
            return violation
        }
        return outcome
    }
}

import Foundation
import XCTest

/// `archlint check --timings` prints one line of phase durations on stderr and leaves stdout alone.
final class CheckTimingsTests: XCTestCase {
    func testTimingsLineOnStandardError() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent(
            "archlint-timings-" + UUID().uuidString)
        try FileManager.default.createDirectory(
            at: project.appendingPathComponent("Domain"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: project) }
        try "struct Order {}\n".write(
            to: project.appendingPathComponent("Domain/Order.swift"), atomically: true, encoding: .utf8)
        let run = try ArchlintRun.run(["check", "--timings"], in: project)
        XCTAssertEqual(run.exitCode, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, "no violations in 1 file (embedded default policy)\n")
        let pattern =
            #"^archlint: note: timings: discovery \d+\.\d{3} s, read\+scan \d+\.\d{3} s, model \d+\.\d{3} s, "#
            + #"rules \d+\.\d{3} s, report \d+\.\d{3} s, total \d+\.\d{3} s\n$"#
        XCTAssertNotNil(run.standardError.range(of: pattern, options: .regularExpression), run.standardError)
    }
}

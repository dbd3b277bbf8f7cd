import Foundation
import TestSupport
import XCTest

/// `archlint check --timings` prints one line of phase durations on stderr and leaves stdout alone.
final class CheckTimingsTests: XCTestCase {
    func testTimingsLineOnStandardError() throws {
        let project = try TemporaryTree(["Domain/Order.swift": "struct Order {}\n"])
        let run = Archlint.run(["check", "--timings"], in: project.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "no violations in 1 file (embedded default policy)\n")
        let pattern =
            #"^archlint: note: timings: discovery \d+\.\d{3} s, read\+scan \d+\.\d{3} s, model \d+\.\d{3} s, "#
            + #"resolve \d+\.\d{3} s, rules \d+\.\d{3} s, report \d+\.\d{3} s, total \d+\.\d{3} s "#
            + #"\(processor time: discovery \d+\.\d{3} s, read\+scan \d+\.\d{3} s, model \d+\.\d{3} s, "#
            + #"resolve \d+\.\d{3} s, rules \d+\.\d{3} s, report \d+\.\d{3} s, total \d+\.\d{3} s\) "#
            + #"\(read\+scan on all workers: read \d+\.\d{3} s, lex \d+\.\d{3} s, facts \d+\.\d{3} s\)\n$"#
        XCTAssertNotNil(run.stderr.range(of: pattern, options: .regularExpression), run.stderr)
    }
}

import Foundation
import TestSupport
import XCTest

/// The tests' process runner: both pipes drained together, standard input written, a hung child killed.
final class ProcessRunnerTests: XCTestCase {
    private let shell = URL(fileURLWithPath: "/bin/sh")

    /// 1 MB on each pipe, written stdout first: a runner that read one pipe to its end before the other would wait
    /// for ever on a child blocked writing the other.
    func testBothPipesAreDrainedTogether() {
        let megabyte = 1 << 20
        let result = ProcessRunner.run(
            shell, ["-c", "head -c \(megabyte) /dev/zero; head -c \(megabyte) /dev/zero >&2; echo done >&2"],
            timeout: 60)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout.utf8.count, megabyte)
        XCTAssertEqual(result.stderr.utf8.count, megabyte + 5)
        XCTAssertTrue(result.stderr.hasSuffix("\0done\n"))
    }

    /// Standard input larger than a pipe's buffer, read by a child that answers as it reads.
    func testStandardInputIsWrittenAndClosed() {
        let lines = (0..<20_000).map { "line \($0)\n" }.joined()
        let result = ProcessRunner.run(shell, ["-c", "cat; echo end"], stdin: Data(lines.utf8), timeout: 60)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, lines + "end\n")
        XCTAssertEqual(ProcessRunner.run(shell, ["-c", "cat"]).stdout, "", "no input is an empty input")
    }

    func testEnvironmentAndWorkingDirectory() throws {
        let tree = try TemporaryTree(["marker.txt": "here\n"])
        let result = ProcessRunner.run(
            shell, ["-c", "cat marker.txt; echo \"$ARCHLINT_TEST_VALUE\""], in: tree.url,
            environment: ProcessRunner.environment(["ARCHLINT_TEST_VALUE": "set"]))
        XCTAssertEqual(result.stdout, "here\nset\n")
    }

    func testAChildThatOutlivesItsTimeoutIsKilled() throws {
        let started = Date()
        let running = try RunningProcess(shell, ["-c", "exec sleep 30"], timeout: 0.5)
        XCTAssertFalse(running.waitOrKill())
        let result = running.finish()
        XCTAssertEqual(result.reason, .uncaughtSignal)
        XCTAssertEqual(result.status, SIGKILL)
        XCTAssertLessThan(Date().timeIntervalSince(started), 20)
    }
}

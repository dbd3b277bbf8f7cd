import Foundation
import XCTest

/// Runs the built `archlint` executable for the fault and safety tests.
enum ArchlintProcess {
    /// The `archlint` product: SwiftPM builds it into the directory that holds the `.xctest` bundle; where the
    /// test executable is the main bundle (Linux), that bundle is the directory itself.
    static var executableURL: URL {
        let directory =
            Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL.deletingLastPathComponent()
            ?? Bundle.main.bundleURL
        return directory.appendingPathComponent("archlint")
    }

    /// How long a run may take before it is killed and the test fails: archlint must never hang.
    static let timeout: TimeInterval = 300

    /// Starts `archlint` with `arguments` in `directory` (and `environment`, else the tests' own); standard input
    /// is empty.
    static func start(
        _ arguments: [String], in directory: URL, environment: [String: String]? = nil
    ) throws -> (process: Process, output: Pipe, errors: Pipe) {
        let process = Process()
        process.executableURL = executableURL
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return (process, output, errors)
    }

    /// Waits for `process`; kills it and fails the test when it outlives `timeout`.
    static func wait(for process: Process, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning {
            process.terminate()
            XCTFail("archlint did not finish within \(Int(timeout)) s", file: file, line: line)
        }
        process.waitUntilExit()
    }
}

/// Reads a pipe to its end on a background queue, so that a child filling both pipes never blocks.
final class PipeDrain: @unchecked Sendable {
    private let group = DispatchGroup()
    private var data = Data()

    init(_ pipe: Pipe) {
        group.enter()
        DispatchQueue.global().async {
            self.data = pipe.fileHandleForReading.readDataToEndOfFile()
            self.group.leave()
        }
    }

    /// Everything read, decoded as UTF-8 (invalid bytes replaced).
    var text: String {
        group.wait()
        return String(decoding: data, as: UTF8.self)
    }
}

/// Runs `archlint` with `args` in `cwd`, reading standard output and error concurrently, and waits for it.
/// A run that crashes (ends by a signal) fails the calling test: a crash is always a bug.
func runArchlint(
    _ args: [String], cwd: URL, environment: [String: String]? = nil, file: StaticString = #filePath,
    line: UInt = #line
) -> (status: Int32, stdout: String, stderr: String) {
    let started: (process: Process, output: Pipe, errors: Pipe)
    do {
        started = try ArchlintProcess.start(args, in: cwd, environment: environment)
    } catch {
        XCTFail("cannot start archlint: \(error)", file: file, line: line)
        return (-1, "", "")
    }
    let output = PipeDrain(started.output)
    let errors = PipeDrain(started.errors)
    ArchlintProcess.wait(for: started.process, file: file, line: line)
    let result = (started.process.terminationStatus, output.text, errors.text)
    if started.process.terminationReason == .uncaughtSignal {
        XCTFail("archlint was killed by signal \(result.0); stderr: \(result.2)", file: file, line: line)
    }
    return result
}

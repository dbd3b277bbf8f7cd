import Foundation
import XCTest

/// How a finished process ended and what it printed.
public struct ProcessResult {
    /// The exit code, or the signal number when the process was killed by a signal.
    public var status: Int32
    public var reason: Process.TerminationReason
    public var stdout: String
    public var stderr: String
}

/// A started child process whose standard output and error are read to their ends concurrently, so that a child
/// filling both pipes never blocks. Most tests call `ProcessRunner.run`; a test that reads standard output as it
/// comes, or signals the child, starts one and calls `finish()`.
public final class RunningProcess {
    public let process: Process
    /// Standard output, when the caller reads it (`readsOutput`); nil when it is drained here or goes elsewhere.
    public let output: FileHandle?
    private let outputDrain: PipeDrain?
    private let errorDrain: PipeDrain
    private let commandLine: String
    private let timeout: TimeInterval

    /// Starts `executable` with `arguments`.
    /// - Parameters:
    ///   - directory: the working directory (else the tests' own).
    ///   - environment: the whole environment of the child (else the tests' own).
    ///   - stdin: written to standard input, which is then closed; nil gives an empty standard input.
    ///   - standardOutput: where standard output goes instead of a pipe read here (a file, `/dev/full`).
    ///   - readsOutput: standard output is left to the caller, through `output`.
    ///   - timeout: how long `finish()` waits before it kills the child and fails the test.
    public init(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
        stdin: Data? = nil, standardOutput: FileHandle? = nil, readsOutput: Bool = false,
        timeout: TimeInterval = ProcessRunner.defaultTimeout
    ) throws {
        process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        commandLine = ([executable.lastPathComponent] + arguments).joined(separator: " ")
        self.timeout = timeout
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardOutput = standardOutput ?? outputPipe
        process.standardError = errorPipe
        let inputPipe = stdin.map { _ in Pipe() }
        process.standardInput = inputPipe ?? FileHandle.nullDevice
        try process.run()
        if standardOutput != nil {
            output = nil
            outputDrain = nil
        } else if readsOutput {
            output = outputPipe.fileHandleForReading
            outputDrain = nil
        } else {
            output = nil
            outputDrain = PipeDrain(outputPipe)
        }
        errorDrain = PipeDrain(errorPipe)
        if let inputPipe, let stdin {
            // Written on its own queue: a child that prints before it reads all its input must not block the test.
            DispatchQueue.global().async {
                try? inputPipe.fileHandleForWriting.write(contentsOf: stdin)
                try? inputPipe.fileHandleForWriting.close()
            }
        }
    }

    /// Waits for the child until the timeout; kills it (SIGKILL) when it is still running then. True when it
    /// ended in time.
    public func waitOrKill() -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        guard process.isRunning else { return true }
        kill(process.processIdentifier, SIGKILL)
        return false
    }

    /// Waits for the child and everything it printed; when it outlives the timeout, kills it and fails the test.
    public func finish(file: StaticString = #filePath, line: UInt = #line) -> ProcessResult {
        if !waitOrKill() {
            XCTFail("'\(commandLine)' did not finish within \(timeout) s and was killed", file: file, line: line)
        }
        process.waitUntilExit()
        return ProcessResult(
            status: process.terminationStatus, reason: process.terminationReason, stdout: outputDrain?.text ?? "",
            stderr: errorDrain.text)
    }
}

/// Runs processes for the tests.
public enum ProcessRunner {
    /// How long a child may run before it is killed and the test fails: nothing the tests run may hang.
    public static let defaultTimeout: TimeInterval = 300

    /// Runs `executable` with `arguments` and waits for it (see `RunningProcess.init` for the parameters).
    /// A child that cannot be started fails the test and gives status -1.
    public static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
        stdin: Data? = nil, standardOutput: FileHandle? = nil, timeout: TimeInterval = defaultTimeout,
        file: StaticString = #filePath, line: UInt = #line
    ) -> ProcessResult {
        do {
            return try RunningProcess(
                executable, arguments, in: directory, environment: environment, stdin: stdin,
                standardOutput: standardOutput, timeout: timeout
            ).finish(file: file, line: line)
        } catch {
            XCTFail("cannot start '\(executable.path)': \(error)", file: file, line: line)
            return ProcessResult(status: -1, reason: .exit, stdout: "", stderr: "")
        }
    }

    /// Runs a command found on `PATH` (`python3`, `dot`, `swift`) through `/usr/bin/env`.
    public static func runTool(
        _ tool: String, _ arguments: [String], in directory: URL? = nil, stdin: Data? = nil,
        timeout: TimeInterval = defaultTimeout, file: StaticString = #filePath, line: UInt = #line
    ) -> ProcessResult {
        run(
            URL(fileURLWithPath: "/usr/bin/env"), [tool] + arguments, in: directory, stdin: stdin, timeout: timeout,
            file: file, line: line)
    }

    /// The tests' own environment with `changes` applied: a nil value removes the variable.
    public static func environment(_ changes: [String: String?]) -> [String: String] {
        var variables = ProcessInfo.processInfo.environment
        for (name, value) in changes { variables[name] = value }
        return variables
    }
}

/// Reads a pipe to its end on a background queue.
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

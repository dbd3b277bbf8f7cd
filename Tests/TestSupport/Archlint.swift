import Foundation
import XCTest

/// The built `archlint` executable, run by the end-to-end tests.
public enum Archlint {
    /// The `archlint` product: SwiftPM builds it into the directory that holds the `.xctest` bundle; where the
    /// test executable is the main bundle (Linux), that bundle is the directory itself.
    public static var executableURL: URL {
        let directory =
            Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL.deletingLastPathComponent()
            ?? Bundle.main.bundleURL
        return directory.appendingPathComponent("archlint")
    }

    /// Runs `archlint arguments…` in `directory` and waits for it (see `RunningProcess.init`). A run that ends by a
    /// signal fails the test: a crash is always a bug.
    @discardableResult
    public static func run(
        _ arguments: [String], in directory: URL, environment: [String: String]? = nil, stdin: String? = nil,
        standardOutput: FileHandle? = nil, file: StaticString = #filePath, line: UInt = #line
    ) -> ProcessResult {
        let result = ProcessRunner.run(
            executableURL, arguments, in: directory, environment: environment, stdin: stdin.map { Data($0.utf8) },
            standardOutput: standardOutput, file: file, line: line)
        if result.reason == .uncaughtSignal {
            XCTFail("archlint was killed by signal \(result.status); stderr: \(result.stderr)", file: file, line: line)
        }
        return result
    }

    /// Starts `archlint arguments…` in `directory` for a test that reads its output as it comes or signals it.
    public static func start(
        _ arguments: [String], in directory: URL, environment: [String: String]? = nil, readsOutput: Bool = false
    ) throws -> RunningProcess {
        try RunningProcess(
            executableURL, arguments, in: directory, environment: environment, readsOutput: readsOutput)
    }

    /// The tests' environment in which the calls named by `faults` fail (`InjectedFaults` in a debug build):
    /// `call:path:effect` items, such as `open:Project/Domain/Secret.swift:EACCES`.
    public static func environment(injecting faults: [String]) -> [String: String] {
        ProcessRunner.environment(["ARCHLINT_INJECT_FAULTS": faults.joined(separator: ";")])
    }
}

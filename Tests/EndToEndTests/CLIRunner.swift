import Foundation

/// Runs the built `archlint` with arguments, a working directory and extra environment variables.
struct CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    var directory: String

    /// Runs `archlint arguments…`; `environment` is added to (or, with an empty value, set in) the test's own.
    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        var variables = ProcessInfo.processInfo.environment
        variables["NO_COLOR"] = nil
        for (name, value) in environment { variables[name] = value }
        let result = runArchlint(arguments, cwd: URL(fileURLWithPath: directory), environment: variables)
        return Result(status: result.status, stdout: result.stdout, stderr: result.stderr)
    }
}

/// A temporary directory of files for one test.
final class CLITree {
    let root: String

    init(_ files: [String: String]) throws {
        root = NSTemporaryDirectory() + "archlint-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (path, contents) in files { try write(path, contents) }
    }

    func write(_ path: String, _ contents: String) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOfFile: root + "/" + path, encoding: .utf8)
    }

    var runner: CLIRunner { CLIRunner(directory: root) }

    deinit { try? FileManager.default.removeItem(atPath: root) }
}

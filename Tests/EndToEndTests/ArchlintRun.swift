import Foundation

/// The result of one `archlint` run, for the sample and command tests.
struct ArchlintRun {
    var exitCode: Int32
    var standardOutput: String
    var standardError: String

    /// Runs `archlint` with `arguments`, in `directory`, and waits for it (see `runArchlint`).
    static func run(_ arguments: [String], in directory: URL) throws -> ArchlintRun {
        let result = runArchlint(arguments, cwd: directory)
        return ArchlintRun(exitCode: result.status, standardOutput: result.stdout, standardError: result.stderr)
    }
}

import LayerRules
import SwiftScanner

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the exit code needs to know of a finding: whether it fails a run without `--strict`.
protocol ExitCodeFinding {
    /// True for an error; a warning fails the run only with `--strict`.
    var isError: Bool { get }
}

extension Finding: ExitCodeFinding {
    var isError: Bool { severity == .error }
}

/// Collects what one command run reported and decides its exit code, the same way for every command: 2 when
/// an error (usage, configuration, I/O) was reported, else 1 when a reported finding fails the run, else 0.
///
/// Errors are printed only through it (`archlint: error: …` on stderr, escaped by `TerminalText`), so none is
/// printed without being counted.
struct ExitStatus {
    /// Exit codes: 0 clean, 1 violations, 2 usage, configuration or I/O error.
    static let clean: Int32 = 0
    static let violations: Int32 = 1
    static let failure: Int32 = 2

    /// `--strict`: every finding fails the run, warnings too.
    var strict = false
    private(set) var errorCount = 0
    private(set) var failingFindingCount = 0

    /// The exit code for what was collected.
    var code: Int32 {
        if errorCount > 0 { return Self.failure }
        return failingFindingCount > 0 ? Self.violations : Self.clean
    }

    /// Prints `archlint: error: <message>` and counts it.
    mutating func error(_ message: String) {
        fputs(TerminalText.escape("archlint: error: \(message)") + "\n", stderr)
        errorCount += 1
    }

    /// Prints an error value as `archlint: error: <description>` and counts it.
    mutating func error(_ error: some Error) {
        self.error("\(error)")
    }

    /// Counts an error that was already made known (a reader of standard output that went away).
    mutating func failSilently() {
        errorCount += 1
    }

    /// Prints the configuration errors that stopped a check (or made its outcome unusable) and counts them; a
    /// run without an outcome counts as an error even when it gave no message.
    mutating func configurationErrors(_ run: CheckRun) {
        for message in run.configErrors { error(message) }
        if run.outcome == nil, run.configErrors.isEmpty { failSilently() }
    }

    /// Prints input problems as the compiler prints them, `path:line:col: warning: …` for a scan diagnostic and
    /// `archlint: error: path: …` for a file that could not be read, which counts as an error.
    mutating func problems(_ problems: [InputProblem]) {
        var text = ""
        for problem in problems {
            if let position = problem.position {
                let location = "\(problem.path):\(position.line):\(position.column)"
                text += TerminalText.line("\(location): warning: \(problem.message)") + "\n"
            } else {
                let severity = problem.isFatal ? "error" : "warning"
                text += TerminalText.line("archlint: \(severity): \(problem.path): \(problem.message)") + "\n"
            }
        }
        fputs(text, stderr)
        errorCount += problems.filter(\.isFatal).count
    }

    /// Counts the reported findings that fail the run: the errors, and with `strict` the warnings too.
    mutating func findings(_ findings: some Sequence<some ExitCodeFinding>) {
        failingFindingCount += findings.filter { strict || $0.isError }.count
    }
}

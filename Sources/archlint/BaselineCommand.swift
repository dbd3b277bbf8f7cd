import LayerRules

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `archlint baseline [PATH…] [--output FILE] [--config FILE] [--files-from FILE] [--follow-symlinks]`:
/// runs a check and records every violation it finds in a baseline file (default `.archlint-baseline.json`),
/// so that `archlint check --baseline FILE` reports only new ones. Exit 0 when written; 2 for a usage or
/// configuration error, an unreadable source file (nothing is written then) or an unwritable baseline.
enum BaselineCommand {
    static let defaultOutput = ".archlint-baseline.json"

    static let spec = ArgumentSpec(
        valueOptions: ["--output", "--config", "--files-from"], flags: ["--follow-symlinks"])

    static func run(_ arguments: [String]) -> Int32 {
        let parsed: CommandLineArguments
        do {
            parsed = try CommandLineArguments(arguments, spec: spec)
        } catch {
            printError("\(error)")
            return ExitCode.failure
        }
        let options = CheckOptions(
            paths: parsed.positionals, configPath: parsed.value("--config"),
            followSymlinks: parsed.has("--follow-symlinks"), filesFrom: parsed.value("--files-from"))
        let run = CheckRunner.run(options)
        for message in run.configErrors { printError(message) }
        guard let outcome = run.outcome else { return ExitCode.failure }
        var diagnostics = ""
        for problem in outcome.problems {
            if let position = problem.position {
                let location = "\(problem.path):\(position.line):\(position.column)"
                diagnostics += TerminalText.escape("\(location): warning: \(problem.message)") + "\n"
            } else {
                diagnostics += TerminalText.escape("archlint: error: \(problem.path): \(problem.message)") + "\n"
            }
        }
        fputs(diagnostics, stderr)
        if outcome.problems.contains(where: \.isFatal) {
            printError("baseline not written: some files could not be read")
            return ExitCode.failure
        }
        let output = parsed.value("--output") ?? defaultOutput
        do {
            try ReportWriter.write(Baseline.record(outcome).serialized(), to: output)
        } catch {
            printError("cannot write baseline '\(error.path)': \(error.reason)")
            return ExitCode.failure
        }
        let count = outcome.violations.count
        fputs("recorded \(count) violation\(count == 1 ? "" : "s") in '\(output)'\n", stdout)
        return ExitCode.clean
    }

    private static func printError(_ message: String) {
        fputs(TerminalText.escape("archlint: error: \(message)") + "\n", stderr)
    }
}

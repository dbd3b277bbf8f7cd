import LayerRules

/// `archlint baseline [PATH…] [--output FILE] [--config FILE] [--files-from FILE] [--follow-symlinks]`:
/// runs a check and records every violation it finds in a baseline file (default `.archlint-baseline.json`),
/// so that `archlint check --baseline FILE` reports only new ones. Exit 0 when written; 2 for a usage or
/// configuration error, an unreadable source file (nothing is written then) or an unwritable baseline.
enum BaselineCommand {
    static let defaultOutput = ".archlint-baseline.json"

    static let spec = ArgumentSpec(
        valueOptions: ["--output", "--config", "--files-from"], flags: ["--follow-symlinks"])

    static func run(_ arguments: [String]) -> Int32 {
        guard let parsed = CommandLineArguments.parsing(arguments, spec: spec) else { return ExitCode.failure }
        let options = CheckOptions(
            paths: parsed.positionals, configPath: parsed.value("--config"),
            followSymlinks: parsed.has("--follow-symlinks"), filesFrom: parsed.value("--files-from"))
        let run = CheckRunner.run(options)
        for message in run.configErrors { Console.error(message) }
        guard let outcome = run.outcome else { return ExitCode.failure }
        Console.problems(outcome.problems)
        if outcome.problems.contains(where: \.isFatal) {
            Console.error("baseline not written: some files could not be read")
            return ExitCode.failure
        }
        let output = parsed.value("--output") ?? defaultOutput
        do {
            try ReportWriter.write(Baseline.record(outcome).serialized(), to: output)
        } catch {
            Console.error("cannot write baseline '\(error.path)': \(error.reason)")
            return ExitCode.failure
        }
        let count = outcome.violations.count
        Console.text("recorded \(ReportText.count(count, "violation")) in '\(output)'\n")
        return ExitCode.clean
    }
}

import LayerRules

/// `archlint baseline [PATH…] [--output FILE] [--config FILE] [--files-from FILE] [--follow-symlinks]`:
/// runs a check and records every violation it finds (with no per-run limit) in a baseline file (default
/// `.archlint-baseline.json`), so that `archlint check --baseline FILE` reports only new ones. Exit 0 when
/// written; 2 for a usage or configuration error, an unreadable source file (nothing is written then) or an
/// unwritable baseline.
enum BaselineCommand: ArchlintCommand {
    static let defaultOutput = ".archlint-baseline.json"

    static func run(_ parsed: CommandLineArguments<Option>, status: inout ExitStatus) {
        var options = CheckOptions(
            paths: parsed.positionals, configPath: parsed.value(.config),
            followSymlinks: parsed.has(.followSymlinks), filesFrom: parsed.value(.filesFrom))
        options.resolution = .layeredFiles
        options.cachePath = parsed.value(.cachePath)
        // Every violation is recorded: the per-run limit of a check is for reports, not for what a baseline accepts.
        options.limits.perRun = .max
        let run = CheckRunner.run(options)
        status.configurationErrors(run)
        guard let outcome = run.outcome else { return }
        status.problems(outcome.problems)
        if outcome.problems.contains(where: \.isFatal) {
            return status.error("baseline not written: some files could not be read")
        }
        let output = parsed.value(.output) ?? defaultOutput
        do {
            try ReportWriter.write(to: output, Baseline.record(outcome).write)
        } catch {
            return status.error("cannot write baseline '\(error.path)': \(error.reason)")
        }
        let count = outcome.violations.count
        Console.text("recorded \(ReportText.count(count, "violation")) in '\(output)'\n")
    }
}

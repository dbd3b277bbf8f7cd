import LayerRules

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `archlint check [PATH…] [--config FILE] [--strict] [--verbose] [--explain-config] [--files-from FILE]
/// [--follow-symlinks]`: prints violations (xcode format) and a summary on stdout; configuration errors,
/// unreadable files and scan diagnostics on stderr. Exit 0 clean, 1 violations, 2 configuration, usage
/// or I/O error (after printing the violations of the readable files).
enum CheckCommand {
    static let spec = ArgumentSpec(
        valueOptions: ["--config", "--files-from"],
        flags: ["--strict", "--verbose", "--explain-config", "--follow-symlinks"])

    static func run(_ arguments: [String]) -> Int32 {
        let parsed: CommandLineArguments
        do {
            parsed = try CommandLineArguments(arguments, spec: spec)
        } catch {
            printError("\(error)")
            return ExitCode.failure
        }
        let options = CheckOptions(
            paths: parsed.positionals, configPath: parsed.value("--config"), strict: parsed.has("--strict"),
            verbose: parsed.has("--verbose"), followSymlinks: parsed.has("--follow-symlinks"),
            filesFrom: parsed.value("--files-from"))
        let run = CheckRunner.run(options)
        for message in run.configErrors { printError(message) }
        guard let outcome = run.outcome else { return run.exitCode }
        if parsed.has("--explain-config"), let model = run.model {
            fputs(ConfigExplanation.render(model, policy: outcome.policy), stdout)
            return ExitCode.clean
        }
        var diagnostics = ""
        for warning in run.warnings { diagnostics += TerminalText.escape("archlint: warning: \(warning)") + "\n" }
        if options.verbose {
            for path in run.filesInNoLayer {
                diagnostics +=
                    TerminalText.escape(
                        "archlint: note: '\(DisplayPath.join(root: outcome.root, path))' is in no layer")
                    + "\n"
            }
        }
        for problem in outcome.problems {
            if let position = problem.position {
                diagnostics +=
                    TerminalText.escape(
                        "\(problem.path):\(position.line):\(position.column): warning: \(problem.message)")
                    + "\n"
            } else {
                diagnostics += TerminalText.escape("archlint: error: \(problem.path): \(problem.message)") + "\n"
            }
        }
        fputs(diagnostics, stderr)
        fputs(XcodeReporter().render(outcome), stdout)
        return run.exitCode
    }

    private static func printError(_ message: String) {
        fputs(TerminalText.escape("archlint: error: \(message)") + "\n", stderr)
    }
}

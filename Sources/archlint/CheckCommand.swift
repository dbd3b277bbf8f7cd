import LayerRules

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `archlint check [PATH…]`: checks the tree against the policy and prints the violations.
///
/// Violations go to stdout in the `--format` (default `xcode`, the compiler's form) or to `--output FILE`;
/// every `--report FORMAT:PATH` writes one more report. Configuration errors, unreadable files and scan
/// diagnostics go to stderr. Exit 0 clean (or only baselined violations, or warnings without `--strict`),
/// 1 violations, 2 configuration, usage or I/O error (after reporting the violations of the readable files).
enum CheckCommand {
    static let spec = ArgumentSpec(
        valueOptions: [
            "--config", "--files-from", "--format", "--output", "--report", "--baseline", "--max-findings",
            "--max-file-findings", "--help-base-uri",
        ],
        flags: [
            "--strict", "--verbose", "--explain-config", "--follow-symlinks", "--update-baseline", "--quiet", "--color",
            "--no-color", "--timings",
        ], repeatable: ["--report"])

    static func run(_ arguments: [String]) -> Int32 {
        let parsed: CommandLineArguments
        var plan: ReportPlan
        var limits = FindingLimits.standard
        do {
            parsed = try CommandLineArguments(arguments, spec: spec)
            plan = try ReportPlan(parsed)
            limits.perRun = try parsed.positiveInteger("--max-findings") ?? limits.perRun
            limits.perFile = try parsed.positiveInteger("--max-file-findings") ?? limits.perFile
        } catch {
            Console.error("\(error)")
            return ExitCode.failure
        }
        Console.quiet = parsed.has("--quiet")
        plan.color = TerminalStyle.colorEnabled(
            parsed.has("--no-color") ? .never : parsed.has("--color") ? .always : .automatic,
            noColor: Console.environment("NO_COLOR"), isTerminal: Console.isTerminal(STDOUT_FILENO),
            term: Console.environment("TERM"))
        var options = CheckOptions(
            paths: parsed.positionals, configPath: parsed.value("--config"), strict: parsed.has("--strict"),
            verbose: parsed.has("--verbose"), followSymlinks: parsed.has("--follow-symlinks"),
            filesFrom: parsed.value("--files-from"))
        options.limits = limits
        let progress = !Console.quiet && Console.isTerminal(STDERR_FILENO) ? ProgressLine() : nil
        options.progress = progress.map { line in { @Sendable started, total in line.update(started, total) } }
        var run = CheckRunner.run(options)
        progress?.finish()
        var reportStopwatch = Stopwatch()
        defer {
            if parsed.has("--timings") {
                run.timings.report = reportStopwatch.lap()
                Console.note(run.timings.summary)
            }
            ProcessLifetime.keep(run)
        }
        for message in run.configErrors { Console.error(message) }
        guard var outcome = run.outcome else { return run.exitCode }
        if parsed.has("--explain-config"), let model = run.model {
            Console.text(ConfigExplanation.render(model, policy: outcome.policy))
            return ExitCode.clean
        }
        for warning in run.warnings { Console.warning(warning) }
        if options.verbose {
            for path in run.filesInNoLayer {
                Console.note("'\(DisplayPath.join(root: outcome.root, path))' is in no layer")
            }
        }
        Console.problems(outcome.problems)
        var updateRefused = false
        if let baselinePath = parsed.value("--baseline") {
            var update = parsed.has("--update-baseline")
            if update, let reason = updateRefusal(outcome) {
                Console.error("baseline '\(baselinePath)' not updated: \(reason)")
                (update, updateRefused) = (false, true)
            }
            guard let filtered = applyBaseline(baselinePath, to: outcome, update: update)
            else { return ExitCode.failure }
            outcome = filtered
            run.outcome = filtered
        } else if parsed.has("--update-baseline") {
            Console.error("'--update-baseline' needs '--baseline FILE'")
            return ExitCode.failure
        }
        guard plan.write(outcome), !updateRefused else { return ExitCode.failure }
        return run.exitCode
    }

    /// Filters `outcome` through the baseline file; nil (after printing why) when the file is unusable.
    private static func applyBaseline(_ path: String, to outcome: CheckOutcome, update: Bool) -> CheckOutcome? {
        let baseline: Baseline
        do {
            baseline = try Baseline.load(path: path)
        } catch {
            Console.error("\(error)")
            return nil
        }
        let (filtered, unmatched) = baseline.apply(to: outcome)
        // Entries of files this run did not read whole (a partial run, a file over the finding limit) stay.
        let fixed = unmatched.filter { outcome.completePaths.contains($0.path) }
        guard !fixed.isEmpty else { return filtered }
        let count =
            fixed.count == 1 ? "1 baseline entry no longer matches" : "\(fixed.count) baseline entries no longer match"
        if update {
            let kept = baseline.removing(fixed)
            do {
                try ReportWriter.write(kept.serialized(), to: path)
            } catch {
                Console.error("cannot write baseline '\(error.path)': \(error.reason)")
                return nil
            }
            Console.note("\(count) (fixed); removed from '\(path)'")
        } else {
            Console.note("\(count) (fixed); run with '--update-baseline' to remove them from '\(path)'")
            for entry in fixed { Console.note("fixed: \(entry.path): [\(entry.ruleID)] \(entry.subject)") }
        }
        return filtered
    }

    /// Why the baseline must not be updated from `outcome`, or nil: as `archlint baseline`, never from a run
    /// that could not read every file or dropped findings past the per-run limit.
    private static func updateRefusal(_ outcome: CheckOutcome) -> String? {
        if outcome.problems.contains(where: \.isFatal) { return "some files could not be read" }
        if outcome.reachedRunLimit { return "more violations than '--max-findings' allows" }
        return nil
    }
}

import LayerRules
import SwiftScanner

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
enum CheckCommand: ArchlintCommand {
    static func run(_ parsed: CommandLineArguments<Option>, status: inout ExitStatus) {
        var plan: ReportPlan
        var limits = FindingLimits.standard
        do {
            plan = try ReportPlan(parsed)
            limits.perRun = try parsed.positiveInteger(.maxFindings) ?? limits.perRun
            limits.perFile = try parsed.positiveInteger(.maxFileFindings) ?? limits.perFile
        } catch {
            return status.error(error)
        }
        Console.quiet = parsed.has(.quiet)
        plan.color = TerminalStyle.colorEnabled(
            parsed.has(.noColor) ? .never : parsed.has(.color) ? .always : .automatic,
            noColor: Console.environment("NO_COLOR"), isTerminal: Console.isTerminal(STDOUT_FILENO),
            term: Console.environment("TERM"))
        var options = CheckOptions(
            paths: parsed.positionals, configPath: parsed.value(.config), strict: parsed.has(.strict),
            verbose: parsed.has(.verbose), followSymlinks: parsed.has(.followSymlinks),
            filesFrom: parsed.value(.filesFrom))
        options.limits = limits
        options.resolution = .layeredFiles
        options.cachePath = parsed.value(.cachePath)
        // The baseline is matched inside the check, before the per-run limit; a file that cannot be used is
        // reported where the baseline is applied, after the run's own problems.
        var loadedBaseline: Result<Baseline, BaselineError>?
        if let baselinePath = parsed.value(.baseline) {
            do {
                let baseline = try Baseline.load(path: baselinePath)
                loadedBaseline = .success(baseline)
                options.baseline = baseline
            } catch {
                loadedBaseline = .failure(error)
            }
        }
        status.strict = options.strict
        let progress = !Console.quiet && Console.isTerminal(STDERR_FILENO) ? ProgressLine() : nil
        options.progress = progress.map { line in { @Sendable started, total in line.update(started, total) } }
        var run = CheckRunner.run(options)
        progress?.finish()
        var reportStopwatch = Stopwatch()
        defer {
            if parsed.has(.timings) {
                run.timings.report = reportStopwatch.lap()
                Console.note(run.timings.summary)
            }
            ProcessLifetime.keep(run)
        }
        status.configurationErrors(run)
        guard let outcome = run.outcome else { return }
        if parsed.has(.explainConfig), let model = run.model {
            Console.text(ConfigExplanation.render(model, policy: outcome.policy))
            return
        }
        for warning in run.warnings { Console.warning(warning) }
        if options.verbose {
            for path in run.filesInNoLayer {
                Console.note("'\(DisplayPath.join(root: outcome.root, path))' is in no layer")
            }
        }
        status.problems(outcome.problems)
        if let baselinePath = parsed.value(.baseline) {
            var update = parsed.has(.updateBaseline)
            if update, let reason = updateRefusal(outcome) {
                status.error("baseline '\(baselinePath)' not updated: \(reason)")
                update = false
            }
            guard let loadedBaseline,
                reportFixedEntries(loadedBaseline, at: baselinePath, to: outcome, update: update, status: &status)
            else { return }
        } else if parsed.has(.updateBaseline) {
            return status.error("'\(Option.updateBaseline.name)' needs '\(Option.baseline.label)'")
        }
        plan.write(outcome, status: &status)
        status.findings(outcome.violations)
    }

    /// Reports what the baseline file at `path` (as loaded) no longer matches in `outcome`, whose violations the
    /// check already matched against it, and removes those entries with `update`; false (after printing why) when
    /// the file is unusable.
    private static func reportFixedEntries(
        _ loaded: Result<Baseline, BaselineError>, at path: String, to outcome: CheckOutcome, update: Bool,
        status: inout ExitStatus
    ) -> Bool {
        let baseline: Baseline
        switch loaded {
        case .success(let loaded): baseline = loaded
        case .failure(let error):
            status.error(error)
            return false
        }
        // Entries of files this run did not read whole (a partial run, a file over the finding limit) stay.
        let completePaths = outcome.completePaths
        let fixed = outcome.unmatchedBaselineEntries.filter { completePaths.contains($0.path) }
        guard !fixed.isEmpty else { return true }
        let count =
            fixed.count == 1 ? "1 baseline entry no longer matches" : "\(fixed.count) baseline entries no longer match"
        if update {
            let kept = baseline.removing(fixed)
            do {
                try ReportWriter.write(to: path, kept.write)
            } catch {
                status.error("cannot write baseline '\(error.path)': \(error.reason)")
                return false
            }
            Console.note("\(count) (fixed); removed from '\(path)'")
        } else {
            Console.note("\(count) (fixed); run with '\(Option.updateBaseline.name)' to remove them from '\(path)'")
            for entry in fixed { Console.note("fixed: \(entry.path): [\(entry.ruleID)] \(entry.subject)") }
        }
        return true
    }

    /// Why the baseline must not be updated from `outcome`, or nil: as `archlint baseline`, never from a run
    /// that could not read every file. (A run past `--max-findings` matched every violation against the baseline
    /// before its limit, so its fixed entries are known.)
    private static func updateRefusal(_ outcome: CheckOutcome) -> String? {
        outcome.problems.contains(where: \.isFatal) ? "some files could not be read" : nil
    }
}

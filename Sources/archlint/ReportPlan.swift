import LayerRules

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the reports of one `archlint check` go: the main format (stdout or `--output`), every
/// `--report FORMAT:PATH`, and the GitHub step summary when `GITHUB_STEP_SUMMARY` is set.
struct ReportPlan {
    var format: ReportFormat
    var output: String
    var extra: [ReportRequest]
    /// Colour the console report (see `TerminalStyle.colorEnabled`).
    var color = false
    /// `--help-base-uri`: the rules document the SARIF rules' `helpUri` links into.
    var helpBaseURI: String

    init(_ arguments: CommandLineArguments<CheckCommand.Option>) throws {
        format =
            try arguments.value(.format).map { name throws(ReportRequestError) in try ReportFormat.parse(name) }
            ?? .xcode
        output = arguments.value(.output) ?? "-"
        helpBaseURI = arguments.value(.helpBaseURI) ?? SARIFReporter.defaultHelpBaseURI
        extra = []
        for text in arguments.values(.report) {
            extra.append(try ReportRequest.parse(text))
        }
        try Self.rejectSharedPaths([output] + extra.map(\.path))
    }

    /// Two reports written to one file would leave only the last: a usage error. Paths are compared as written
    /// (without `./`) and, for files that exist, by canonical path; `-` (standard output) may repeat.
    private static func rejectSharedPaths(_ paths: [String]) throws(UsageError) {
        var seen: Set<String> = []
        for path in paths where path != "-" {
            var key = Substring(path)
            while key.hasPrefix("./") { key = key.dropFirst(2) }
            let canonical = realpath(path, nil).map { pointer in
                defer { free(pointer) }
                return String(cString: pointer)
            }
            guard seen.insert(canonical ?? String(key)).inserted else {
                throw UsageError(description: "several reports are written to '\(path)'; give each its own file")
            }
        }
    }

    /// Renders and writes every report. When the main report is not the console form, the summary line
    /// goes to stderr so that a person watching the run still sees the verdict. A report that cannot be written
    /// is an error of the run.
    func write(_ outcome: CheckOutcome, status: inout ExitStatus) {
        let requests = [ReportRequest(format: format, path: output)] + extra
        for request in requests {
            guard request.path != "-" || request.format != .xcode else {
                // The console form: no summary with `--quiet`, coloured when asked.
                let text = XcodeReporter(includesSummary: !Console.quiet).render(outcome)
                Console.output(color ? TerminalStyle.colorize(text) : text)
                continue
            }
            let text = request.format.reporter(helpBaseURI: helpBaseURI).render(outcome)
            guard request.path != "-" else {
                // Standard output goes through stdio; `OutputSafety.finish` reports a failed write.
                Console.output(text)
                continue
            }
            do {
                try ReportWriter.write(text, to: request.path)
            } catch {
                status.error(error)
            }
        }
        if format != .xcode || output != "-", !Console.quiet {
            fputs(TerminalText.escape(XcodeReporter.summary(outcome)) + "\n", stderr)
        }
        if let summary = Console.environment("GITHUB_STEP_SUMMARY"), !summary.isEmpty,
            format == .github || extra.contains(where: { $0.format == .github })
        {
            // The step summary is a courtesy: a file that cannot be written does not fail the check.
            do {
                try ReportWriter.append(GitHubReporter.stepSummary(outcome), to: summary)
            } catch {
                Console.warning("\(error)")
            }
        }
    }
}

import LayerRules

/// `archlint explain <rule-id | rule kind | path:line | TypeName> [PATH…] [--config FILE]`: explains a rule,
/// a rule kind, the violations at a location, or a type. Exit 0, or 2 when the argument names nothing known.
enum ExplainCommand {
    static let spec = ArgumentSpec(valueOptions: ["--config"], flags: [])

    static func run(_ arguments: [String]) -> Int32 {
        guard let parsed = CommandLineArguments.parsing(arguments, spec: spec) else { return ExitCode.failure }
        guard let subject = parsed.positionals.first else {
            Console.error("'explain' needs a rule id, a path:line or a type name")
            return ExitCode.failure
        }
        let options = CheckOptions(paths: Array(parsed.positionals.dropFirst()), configPath: parsed.value("--config"))
        let run = ExplainRunner.run(options, subject: subject)
        for message in run.configErrors { Console.error(message) }
        guard let outcome = run.outcome, let model = run.model, let policy = run.policy else { return run.exitCode }
        if let rule = policy.rules.first(where: { $0.id == subject }) {
            Console.text(RuleExplanation.render(rule, policy: policy))
            return ExitCode.clean
        }
        if let text = RuleExplanation.render(kind: subject, policy: policy) {
            Console.text(text)
            return ExitCode.clean
        }
        if let location = ViolationExplanation.location(subject) {
            let explanation = ViolationExplanation(model: model, policy: policy, root: outcome.root)
            let found = explanation.violations(
                outcome.violations, path: location.path, line: location.line, column: location.column)
            let names = NameResolutionExplanation(model: model, root: outcome.root)
                .lines(path: location.path, line: location.line)
            guard !found.isEmpty || !names.isEmpty else {
                Console.error("no violation at '\(subject)'")
                return ExitCode.failure
            }
            var text = found.isEmpty ? "" : explanation.render(found)
            if !names.isEmpty {
                text += (text.isEmpty ? "" : "\n") + "names on line \(location.line):\n"
                text += names.map { "  " + $0 + "\n" }.joined()
            }
            Console.text(text)
            return ExitCode.clean
        }
        let types = TypeExplanation(model: model, policy: policy, root: outcome.root)
        let symbols = types.symbols(named: subject)
        guard !symbols.isEmpty else {
            let names = policy.rules.map(\.id) + Set(model.symbols.symbols.map(\.name)).sorted()
            Console.error("no rule or type named '\(subject)'" + Suggestions.didYouMean(subject, in: names))
            return ExitCode.failure
        }
        Console.text(types.render(symbols))
        return ExitCode.clean
    }
}

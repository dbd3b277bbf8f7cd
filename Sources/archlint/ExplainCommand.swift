import LayerRules

/// `archlint explain <rule-id | rule kind | path:line | TypeName> [PATH…] [--config FILE]`: explains a rule,
/// a rule kind, the violations at a location, or a type. Exit 0, or 2 when the argument names nothing known.
enum ExplainCommand: ArchlintCommand {
    static func run(_ parsed: CommandLineArguments<Option>, status: inout ExitStatus) {
        guard let subject = parsed.positionals.first else {
            return status.error("'explain' needs a rule id, a path:line or a type name")
        }
        let options = CheckOptions(paths: Array(parsed.positionals.dropFirst()), configPath: parsed.value(.config))
        let run = ExplainRunner.run(options, subject: subject)
        status.configurationErrors(run)
        guard let outcome = run.outcome, let model = run.model, let policy = run.policy else { return }
        if let rule = policy.rules.first(where: { $0.id == subject }) {
            Console.text(RuleExplanation.render(rule, policy: policy))
            return
        }
        if let text = RuleExplanation.render(kind: subject, policy: policy) {
            Console.text(text)
            return
        }
        if let location = ViolationExplanation.location(subject) {
            let explanation = ViolationExplanation(model: model, policy: policy, root: outcome.root)
            let found = explanation.violations(
                outcome.violations, path: location.path, line: location.line, column: location.column)
            let names = NameResolutionExplanation(model: model, root: outcome.root)
                .lines(path: location.path, line: location.line)
            guard !found.isEmpty || !names.isEmpty else {
                return status.error("no violation at '\(subject)'")
            }
            var text = found.isEmpty ? "" : explanation.render(found)
            if !names.isEmpty {
                text += (text.isEmpty ? "" : "\n") + "names on line \(location.line):\n"
                text += names.map { "  " + $0 + "\n" }.joined()
            }
            Console.text(text)
            return
        }
        let types = TypeExplanation(model: model, policy: policy, root: outcome.root)
        let symbols = types.symbols(named: subject)
        guard !symbols.isEmpty else {
            let names = policy.rules.map(\.id) + Set(model.symbols.symbols.map(\.name)).sorted()
            return status.error("no rule or type named '\(subject)'" + Suggestions.didYouMean(subject, in: names))
        }
        Console.text(types.render(symbols))
    }
}

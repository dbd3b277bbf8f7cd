import LayerRules

/// `archlint graph [PATH…] [--config FILE] [--format mermaid|dot] [--level layers|types] [--layer NAME]
/// [--output FILE]`: draws the layers of the checked tree, or the types of one layer.
enum GraphCommand: ArchlintCommand {
    static func run(_ parsed: CommandLineArguments<Option>, status: inout ExitStatus) {
        let format: String
        let level: GraphLevel
        do {
            format = try parsed.choice(.format) ?? "mermaid"
            level = try parsed.choice(.level).flatMap(GraphLevel.init(rawValue:)) ?? .layers
        } catch {
            return status.error(error)
        }
        if level == .types, parsed.value(.layer) == nil {
            return status.error("'\(Option.level.name) \(GraphLevel.types.rawValue)' needs '\(Option.layer.label)'")
        }
        let run = CheckRunner.run(CheckOptions(paths: parsed.positionals, configPath: parsed.value(.config)))
        status.configurationErrors(run)
        guard let outcome = run.outcome, let model = run.model, let policy = run.policy else { return }
        status.problems(outcome.problems)
        let document: GraphDocument
        switch level {
        case .layers:
            document = LayerGraph.build(model: model, policy: policy, violations: outcome.violations)
        case .types:
            let name = parsed.value(.layer)!
            guard let layer = model.catalog.id(name) else {
                return status.error("unknown layer '\(name)'" + Suggestions.didYouMean(name, in: model.catalog.names))
            }
            document = TypeGraph.build(model: model, policy: policy, layer: layer)
        }
        let text = format == "dot" ? DOTRenderer.render(document) : MermaidRenderer.render(document)
        do {
            try ReportWriter.write(text, to: parsed.value(.output) ?? "-")
        } catch {
            status.error("cannot write graph '\(error.path)': \(error.reason)")
        }
    }
}

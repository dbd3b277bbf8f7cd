import LayerRules

/// `archlint graph [PATH…] [--config FILE] [--format mermaid|dot] [--level layers|types] [--layer NAME]
/// [--output FILE]`: draws the layers of the checked tree, or the types of one layer.
enum GraphCommand {
    static let spec = ArgumentSpec(valueOptions: ["--config", "--format", "--level", "--layer", "--output"], flags: [])
    static let formats = ["mermaid", "dot"]

    static func run(_ arguments: [String]) -> Int32 {
        guard let parsed = CommandLineArguments.parsing(arguments, spec: spec) else { return ExitCode.failure }
        let format = parsed.value("--format") ?? "mermaid"
        guard formats.contains(format) else {
            Console.error("unknown format '\(format)'" + Suggestions.didYouMean(format, in: formats))
            return ExitCode.failure
        }
        let levelName = parsed.value("--level") ?? GraphLevel.layers.rawValue
        guard let level = GraphLevel(rawValue: levelName) else {
            let names = GraphLevel.allCases.map(\.rawValue)
            Console.error("unknown level '\(levelName)'" + Suggestions.didYouMean(levelName, in: names))
            return ExitCode.failure
        }
        if level == .types, parsed.value("--layer") == nil {
            Console.error("'--level types' needs '--layer NAME'")
            return ExitCode.failure
        }
        let run = CheckRunner.run(CheckOptions(paths: parsed.positionals, configPath: parsed.value("--config")))
        for message in run.configErrors { Console.error(message) }
        guard let outcome = run.outcome, let model = run.model, let policy = run.policy else { return run.exitCode }
        Console.problems(outcome.problems)
        let document: GraphDocument
        switch level {
        case .layers:
            document = LayerGraph.build(model: model, policy: policy, violations: outcome.violations)
        case .types:
            let name = parsed.value("--layer")!
            guard let layer = model.catalog.id(name) else {
                Console.error("unknown layer '\(name)'" + Suggestions.didYouMean(name, in: model.catalog.names))
                return ExitCode.failure
            }
            document = TypeGraph.build(model: model, policy: policy, layer: layer)
        }
        let text = format == "dot" ? DOTRenderer.render(document) : MermaidRenderer.render(document)
        do {
            try ReportWriter.write(text, to: parsed.value("--output") ?? "-")
        } catch {
            Console.error("cannot write graph '\(error.path)': \(error.reason)")
            return ExitCode.failure
        }
        return outcome.problems.contains(where: \.isFatal) ? ExitCode.failure : ExitCode.clean
    }
}

import LayerRules

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Picks the command from the first argument; handles `--help`, `-h`, `help <command>`, `--version` and
/// `version`.
enum CommandDispatch {
    struct Command {
        var name: String
        var help: String
        var run: ([String]) -> Int32
    }

    static let commands: [Command] = [
        Command(name: "check", help: HelpText.check, run: CheckCommand.run),
        Command(name: "graph", help: HelpText.graph, run: GraphCommand.run),
        Command(name: "explain", help: HelpText.explain, run: ExplainCommand.run),
        Command(name: "init", help: HelpText.initialize, run: InitCommand.run),
        Command(name: "baseline", help: HelpText.baseline, run: BaselineCommand.run),
        Command(name: "facts", help: HelpText.facts, run: FactsCommand.run),
    ]

    static func run(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            fputs(HelpText.usage, stderr)
            return ExitCode.failure
        }
        switch first {
        case "-h", "--help":
            Console.output(HelpText.usage)
            return ExitCode.clean
        case "--version", "version":
            Console.output("archlint \(ArchlintVersion.current)\n")
            return ExitCode.clean
        case "help":
            return help(arguments.dropFirst().first)
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            let names = commands.map(\.name)
            let what = first.hasPrefix("-") ? "option" : "command"
            Console.error(
                "unknown \(what) '\(first)'" + Suggestions.didYouMean(first, in: names + ["--version", "version"]))
            fputs("\n" + HelpText.usage, stderr)
            return ExitCode.failure
        }
        let rest = Array(arguments.dropFirst())
        let options = rest.prefix { $0 != "--" }
        if options.contains("--help") || options.contains("-h") {
            Console.output(command.help)
            return ExitCode.clean
        }
        return command.run(rest)
    }

    /// `archlint help [command]`.
    private static func help(_ name: String?) -> Int32 {
        guard let name else {
            Console.output(HelpText.usage)
            return ExitCode.clean
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            Console.error("unknown command '\(name)'" + Suggestions.didYouMean(name, in: commands.map(\.name)))
            return ExitCode.failure
        }
        Console.output(command.help)
        return ExitCode.clean
    }
}

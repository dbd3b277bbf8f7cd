import LayerRules

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A command of archlint: its option table and what it does with the parsed arguments. It reports every
/// error and finding to `status`, which decides the exit code.
protocol ArchlintCommand {
    associatedtype Option: CommandOption
    static func run(_ arguments: CommandLineArguments<Option>, status: inout ExitStatus)
}

/// Picks the command from the first argument; handles `--help`, `-h`, `help <command>`, `--version` and
/// `version`.
enum CommandDispatch {
    struct Command {
        var name: String
        /// One line for the list of commands in `archlint --help`.
        var summary: String
        var help: String
        /// The definitions of the command's option table, in order.
        var options: [OptionDefinition]
        var run: ([String]) -> ExitStatus

        /// The command `name`: its arguments are parsed against its option table (a usage error is reported to
        /// the exit status), and its help lists that table's options.
        init<Definition: ArchlintCommand>(_ name: String, _ definition: Definition.Type, help: CommandHelp) {
            self.name = name
            summary = help.summary
            self.help = help.render(Definition.Option.self)
            options = Definition.Option.allCases.map(\.definition)
            run = { arguments in
                var status = ExitStatus()
                do {
                    let parsed = try CommandLineArguments<Definition.Option>(arguments)
                    definition.run(parsed, status: &status)
                } catch {
                    status.error(error)
                }
                return status
            }
        }
    }

    static let commands: [Command] = [
        Command("check", CheckCommand.self, help: HelpText.check),
        Command("graph", GraphCommand.self, help: HelpText.graph),
        Command("explain", ExplainCommand.self, help: HelpText.explain),
        Command("init", InitCommand.self, help: HelpText.initialize),
        Command("baseline", BaselineCommand.self, help: HelpText.baseline),
        Command("facts", FactsCommand.self, help: HelpText.facts),
    ]

    static func run(_ arguments: [String]) -> ExitStatus {
        var status = ExitStatus()
        guard let first = arguments.first else {
            fputs(HelpText.usage, stderr)
            status.failSilently()
            return status
        }
        if GlobalOption.help.definition.names.contains(first) {
            Console.output(HelpText.usage)
            return status
        }
        if GlobalOption.version.definition.names.contains(first) || first == "version" {
            Console.output("archlint \(ArchlintVersion.current)\n")
            return status
        }
        if first == "help" {
            help(arguments.dropFirst().first, status: &status)
            return status
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            let names = commands.map(\.name) + GlobalOption.version.definition.names + ["version"]
            let what = first.hasPrefix("-") ? "option" : "command"
            status.error("unknown \(what) '\(first)'" + Suggestions.didYouMean(first, in: names))
            fputs("\n" + HelpText.usage, stderr)
            return status
        }
        let rest = Array(arguments.dropFirst())
        let options = rest.prefix { $0 != "--" }
        if options.contains(where: GlobalOption.help.definition.names.contains) {
            Console.output(command.help)
            return status
        }
        return command.run(rest)
    }

    /// `archlint help [command]`.
    private static func help(_ name: String?, status: inout ExitStatus) {
        guard let name else {
            Console.output(HelpText.usage)
            return
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            status.error("unknown command '\(name)'" + Suggestions.didYouMean(name, in: commands.map(\.name)))
            return
        }
        Console.output(command.help)
    }
}

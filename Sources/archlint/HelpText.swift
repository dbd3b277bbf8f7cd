import LayerRules

/// The text of `archlint --help` and of `archlint help <command>` / `archlint <command> --help`; the options'
/// lines come from the option tables (`OptionTables.swift`), the list of commands from `CommandDispatch`.
enum HelpText {
    static let usage = """
        archlint \(ArchlintVersion.current): architecture-conformance linter for Swift code bases

        usage: archlint <command> [options] [PATH…]

        commands:
        \(HelpRows.render(commandRows, labelWidth: 9))
        options:
        \(HelpRows.render(HelpRows.options(GlobalOption.allCases.map(\.definition)), labelWidth: 11))
        examples:
          archlint init
          archlint check
          archlint graph --format mermaid --output architecture.md
          archlint explain dependency-direction

        """

    /// Each command with its summary, and `version`, which is `--version` spelt as a command.
    private static var commandRows: [HelpRows.Row] {
        let version = GlobalOption.version.definition.name
        return CommandDispatch.commands.map { ($0.name, $0.summary) } + [
            ("version", "print the version (as \(version))")
        ]
    }

    static let check = CommandHelp(
        summary: "check the code against rules.json and print the violations",
        usage: "archlint check [PATH…] [options]",
        description: """
            Checks the .swift files under PATH (default: the current directory) against the policy: --config FILE,
            else the nearest rules.json or .archlint.json upward (up to the repository root), else the built-in
            default policy. The model is built from the whole project; only violations inside PATH are reported.
            Exit 0 clean, 1 violations, 2 usage, configuration or I/O error.
            """,
        examples: [
            "archlint check",
            "archlint check Sources --config rules.json --strict",
            "archlint check --format sarif --output archlint.sarif",
            "archlint check --report junit:archlint.xml --baseline .archlint-baseline.json",
        ])

    static let facts = CommandHelp(
        summary: "print what the scanner extracts from each .swift file",
        usage: "archlint facts [PATH…] [options]",
        description: """
            Prints the imports, declarations, type references, constructions and member uses the scanner finds
            in each .swift file. Exit 0, or 2 when a file could not be read.
            """,
        examples: [
            "archlint facts Sources/App/AppDelegate.swift --format text",
            "archlint facts Sources > facts.json",
        ])

    static let baseline = CommandHelp(
        summary: "record the current violations so that check reports only new ones",
        usage: "archlint baseline [PATH…] [options]",
        description: """
            Runs a check and records every violation in a baseline file, so that
            'archlint check --baseline FILE' reports only new ones. Exit 0 when written, 2 on an error.
            """,
        examples: [
            "archlint baseline",
            "archlint check --baseline .archlint-baseline.json",
        ])

    static let graph = CommandHelp(
        summary: "draw the layers (or the types of one layer) as Mermaid or Graphviz DOT",
        usage: "archlint graph [PATH…] [options]",
        description: """
            Draws the architecture: each layer with its file and declaration counts, each dependency between
            layers with its number of references; forbidden dependencies are red and count their violations.
            With --level types, draws the types of one layer and the types they reference, grouped by layer.
            Exit 0, or 2 on a usage, configuration or I/O error.
            """,
        examples: [
            "archlint graph",
            "archlint graph --format dot | dot -Tsvg > architecture.svg",
            "archlint graph --level types --layer Domain",
        ])

    static let explain = CommandHelp(
        summary: "explain a rule, a violation (path:line) or a type",
        usage: "archlint explain <rule-id | kind | path:line | TypeName> [PATH…] [options]",
        description: """
            Explains a rule (what it checks, its options, examples), a rule kind (the same for the kind, with
            the policy's rules of that kind), the violations at a location (which declaration and reference,
            which layer each side is in and why, which rule forbids it) and how each type name on that line was
            resolved, or a type (where it is declared, its layer and why, what it conforms to, who references it).
            Exit 0, or 2 when the argument names nothing known.
            """,
        examples: [
            "archlint explain dependency-direction",
            "archlint explain Domain/UseCases/LoginUseCase.swift:12",
            "archlint explain LoginViewModel",
        ])

    static let initialize = CommandHelp(
        summary: "write a starter rules.json for the layers found in a repository",
        usage: "archlint init [PATH] [options]",
        description: """
            Looks at the folders (Domain, Data, Presentation, Infrastructure, Network, Application, App, UI, Core,
            Features/*) and type names (*ViewModel, *Coordinator, *DIContainer) under PATH (default: the current
            directory) and writes a starter rules.json with the layers it found, then prints what each layer got.
            Exit 0 when written, 2 when nothing was found or the file exists.
            """,
        examples: [
            "archlint init",
            "archlint init MyApp --output MyApp/.archlint.json",
        ])
}

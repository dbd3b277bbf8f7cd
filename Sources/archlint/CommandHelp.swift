/// The help of one command (`archlint help <command>`, `archlint <command> --help`): the usage line, what the
/// command does, its options (generated from its option table) and examples.
struct CommandHelp {
    /// One line for the list of commands in `archlint --help`.
    var summary: String
    /// The usage line without `usage: ` (`archlint check [PATH…] [options]`).
    var usage: String
    /// What the command does and its exit codes, as lines of text.
    var description: String
    var examples: [String]

    /// The whole help text, with the options of `Option` in their declared order.
    func render<Option: CommandOption>(_ options: Option.Type) -> String {
        """
        usage: \(usage)

        \(description)

        options:
        \(HelpRows.render(HelpRows.options(Option.allCases.map(\.definition)), labelWidth: 23))
        examples:
        \(examples.map { "  " + $0 + "\n" }.joined())
        """
    }
}

/// The rows of a help text's lists (commands, options): two spaces, the label in a column `labelWidth` wide, two
/// spaces, the help (a longer label pushes its help right). A help that goes on over several lines is aligned
/// with its first line.
enum HelpRows {
    typealias Row = (label: String, help: String)

    static func render(_ rows: [Row], labelWidth: Int) -> String {
        rows.map { row in
            let label = "  " + row.label + String(repeating: " ", count: max(2, labelWidth + 2 - row.label.count))
            let lines = row.help.split(separator: "\n", omittingEmptySubsequences: false)
            return label + lines.joined(separator: "\n" + String(repeating: " ", count: label.count)) + "\n"
        }.joined()
    }

    /// The rows of an option table: an option shown `.withPrevious` joins the label of the one before it, and
    /// a repeatable option's help ends with `(repeatable)`.
    static func options(_ definitions: [OptionDefinition]) -> [Row] {
        var rows: [Row] = []
        for definition in definitions {
            switch definition.help {
            case .line(let help):
                rows.append((definition.label, definition.repeatable ? help + " (repeatable)" : help))
            case .withPrevious:
                guard !rows.isEmpty else { preconditionFailure("'\(definition.name)' has no option before it") }
                rows[rows.count - 1].label += ", " + definition.label
            }
        }
        return rows
    }
}

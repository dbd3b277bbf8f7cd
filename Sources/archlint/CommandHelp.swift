/// The help of one command (`archlint help <command>`, `archlint <command> --help`): the usage line, what the
/// command does, its options (generated from its option table) and examples.
struct CommandHelp {
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
        \(OptionRows.render(Option.allCases.map(\.definition), labelWidth: 25))
        examples:
        \(examples.map { "  " + $0 + "\n" }.joined())
        """
    }
}

/// The option rows of a help text: two spaces, the label padded to `labelWidth` (or followed by two spaces when
/// longer), the help; a help that goes on over several lines is aligned with its first line. A repeatable option's help ends with `(repeatable)`.
enum OptionRows {
    static func render(_ definitions: [OptionDefinition], labelWidth: Int) -> String {
        var rows: [(label: String, help: String)] = []
        for definition in definitions {
            switch definition.help {
            case .line(let help):
                rows.append((definition.label, definition.repeatable ? help + " (repeatable)" : help))
            case .withPrevious:
                guard !rows.isEmpty else { preconditionFailure("'\(definition.name)' has no option before it") }
                rows[rows.count - 1].label += ", " + definition.label
            }
        }
        return rows.map { row in
            let label = "  " + row.label + String(repeating: " ", count: max(2, labelWidth - row.label.count))
            let lines = row.help.split(separator: "\n", omittingEmptySubsequences: false)
            return label + lines.joined(separator: "\n" + String(repeating: " ", count: label.count)) + "\n"
        }.joined()
    }
}

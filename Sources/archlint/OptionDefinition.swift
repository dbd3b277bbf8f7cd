/// One option of a command, declared once: the parser accepts it and the help text lists it from this value.
struct OptionDefinition: Sendable {
    /// The name as written on the command line (`--config`).
    var name: String
    /// Other spellings that mean the same option (`-h` for `--help`); the help lists them first.
    var aliases: [String] = []
    /// What the option takes: nothing (a flag), or one value of a kind.
    var value: OptionValue
    /// The help line, or `.withPrevious` to share the line of the option before it (`--color, --no-color`).
    var help: OptionHelp
    /// True when the option may be given several times, each adding a value; any other option given twice is a
    /// usage error.
    var repeatable = false

    /// Every spelling the parser accepts.
    var names: [String] { [name] + aliases }

    /// The option as the help shows it: its spellings and the value placeholder (`--config FILE`, `-h, --help`).
    var label: String {
        let spelled = (aliases + [name]).joined(separator: ", ")
        return value.placeholder.map { spelled + " " + $0 } ?? spelled
    }
}

/// What an option takes after its name.
enum OptionValue: Sendable, Equatable {
    /// Nothing: the option is a flag.
    case none
    /// Any text, shown as `placeholder` in the help (`FILE`, `FORMAT:FILE`).
    case text(placeholder: String)
    /// A whole number of at least 1, shown as `N`.
    case positiveInteger
    /// One of `names`, shown as `json|text`; anything else is an `unknown <noun>` usage error.
    case choice(_ names: [String], noun: String)

    /// The placeholder after the name in the help; nil for a flag.
    var placeholder: String? {
        switch self {
        case .none: return nil
        case .text(let placeholder): return placeholder
        case .positiveInteger: return "N"
        case .choice(let names, _): return names.joined(separator: "|")
        }
    }
}

/// The help text of an option.
enum OptionHelp: Sendable, Equatable {
    /// What the option does; a `\n` continues the text on a line of its own, aligned with the first.
    case line(String)
    /// Shown on the line of the option declared before it, its label joined to that option's with `, `.
    case withPrevious
}

/// The options of one command: one case per option, each with its definition. The cases' order is the order
/// of the help text.
protocol CommandOption: CaseIterable, Hashable, Sendable {
    var definition: OptionDefinition { get }
}

extension CommandOption {
    /// The option's name, for messages that name it (`'--update-baseline' needs '--baseline FILE'`).
    var name: String { definition.name }

    /// The option with its value placeholder (`--baseline FILE`).
    var label: String { definition.label }
}

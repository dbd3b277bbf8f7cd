import LayerRules

/// Arguments of one command after parsing against its option table: positionals in order, option values in
/// order. Options are looked up by their typed key, so a misspelt option does not compile.
struct CommandLineArguments<Option: CommandOption> {
    private(set) var positionals: [String] = []
    private var values: [Option: [String]] = [:]
    private var flags: Set<Option> = []

    /// Parses `arguments` (without the command name). Accepts `--name value`, `--name=value`, flags, `--`
    /// (everything after it is positional) and `-` as a positional.
    init(_ arguments: [String]) throws(UsageError) {
        var options: [String: Option] = [:]
        for option in Option.allCases {
            for name in option.definition.names { options[name] = option }
        }
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                positionals += arguments[index...]
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = options[name] else { throw Self.unknownOption(name, known: Array(options.keys)) }
            let definition = option.definition
            if definition.value == .none {
                if inlineValue != nil { throw UsageError(description: "option '\(name)' takes no value") }
                flags.insert(option)
                continue
            }
            if values[option] != nil, !definition.repeatable {
                throw UsageError(description: "option '\(name)' is given more than once; give it once")
            }
            if let inlineValue {
                values[option, default: []].append(inlineValue)
            } else if index < arguments.count {
                values[option, default: []].append(arguments[index])
                index += 1
            } else {
                throw UsageError(description: "option '\(name)' needs a value")
            }
        }
    }

    /// Option names other linters use, and archlint's option for the same thing.
    static var otherToolNames: [String: String] { ["--reporter": "--format"] }

    private static func unknownOption(_ name: String, known: [String]) -> UsageError {
        let suggestion =
            otherToolNames[name].flatMap { known.contains($0) ? "; did you mean '\($0)'?" : nil }
            ?? Suggestions.didYouMean(name, in: known.sorted())
        return UsageError(description: "unknown option '\(name)'" + suggestion)
    }

    /// True when the flag was given.
    func has(_ flag: Option) -> Bool { flags.contains(flag) }

    /// The value given for `option`, if any (the last one of a repeatable option).
    func value(_ option: Option) -> String? { values[option]?.last }

    /// Every value given for a repeatable `option`, in order.
    func values(_ option: Option) -> [String] { values[option, default: []] }

    /// The value of a `.positiveInteger` option as a number; nil when the option is not given.
    func positiveInteger(_ option: Option) throws(UsageError) -> Int? {
        precondition(option.definition.value == .positiveInteger, "option '\(option.name)' is not a number")
        guard let text = value(option) else { return nil }
        guard let number = Int(text), number >= 1 else {
            throw UsageError(
                description: "'\(option.name)' needs a whole number of at least 1, found '\(Excerpt.of(text))'")
        }
        return number
    }

    /// The value of a `.choice` option, one of its names; nil when the option is not given.
    func choice(_ option: Option) throws(UsageError) -> String? {
        guard let text = value(option) else { return nil }
        guard case .choice(let names, let noun) = option.definition.value else {
            preconditionFailure("option '\(option.name)' is not a choice")
        }
        guard names.contains(text) else {
            throw UsageError(description: "unknown \(noun) '\(text)'" + Suggestions.didYouMean(text, in: names))
        }
        return text
    }
}

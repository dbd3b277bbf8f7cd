import LayerRules

/// What a command accepts: options that take a value, and flags that do not.
struct ArgumentSpec {
    var valueOptions: Set<String>
    var flags: Set<String>
    /// Value options that may be given several times (each adds a value); any other is a usage error when
    /// repeated.
    var repeatable: Set<String> = []
}

/// A usage error: the command line is wrong. Exit code 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
}

/// Arguments of one command after parsing: positionals in order, option values in order.
struct CommandLineArguments {
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    /// Parses `arguments` (without the command name). Accepts `--name value`,
    /// `--name=value`, flags, `--` (everything after it is positional) and `-` as a positional.
    init(_ arguments: [String], spec: ArgumentSpec) throws {
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
            if spec.flags.contains(name) {
                if inlineValue != nil { throw UsageError(description: "option '\(name)' takes no value") }
                flags.insert(name)
            } else if spec.valueOptions.contains(name) {
                if values[name] != nil, !spec.repeatable.contains(name) {
                    throw UsageError(description: "option '\(name)' is given more than once; give it once")
                }
                if let inlineValue {
                    values[name, default: []].append(inlineValue)
                } else if index < arguments.count {
                    values[name, default: []].append(arguments[index])
                    index += 1
                } else {
                    throw UsageError(description: "option '\(name)' needs a value")
                }
            } else {
                let known = Array(spec.flags) + Array(spec.valueOptions)
                let suggestion =
                    Self.otherToolNames[name].flatMap { known.contains($0) ? "; did you mean '\($0)'?" : nil }
                    ?? Suggestions.didYouMean(name, in: known.sorted())
                throw UsageError(description: "unknown option '\(name)'" + suggestion)
            }
        }
    }

    /// Option names other linters use, and archlint's option for the same thing.
    static let otherToolNames = ["--reporter": "--format"]

    /// The value given for `name`, if any.
    func value(_ name: String) -> String? { values[name]?.last }

    /// True when the flag was given.
    func has(_ flag: String) -> Bool { flags.contains(flag) }
}

extension CommandLineArguments {
    /// Parses `arguments` for a command, or prints the usage error (`archlint: error: …`) and returns nil.
    static func parsing(_ arguments: [String], spec: ArgumentSpec) -> CommandLineArguments? {
        do {
            return try CommandLineArguments(arguments, spec: spec)
        } catch {
            Console.error("\(error)")
            return nil
        }
    }
}

extension CommandLineArguments {
    /// The value of `name` as a whole number of at least 1; nil when the option is not given.
    func positiveInteger(_ name: String) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), number >= 1 else {
            throw UsageError(description: "'\(name)' needs a whole number of at least 1, found '\(Excerpt.of(text))'")
        }
        return number
    }
}

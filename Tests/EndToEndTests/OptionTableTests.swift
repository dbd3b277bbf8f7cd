import XCTest

@testable import archlint

/// The option tables are the one place an option is declared: every option of every command is in the
/// command's help and in its synopsis in docs/commands.md, and the parser accepts it in every spelling.
final class OptionTableTests: XCTestCase {
    private static let commandsDocument = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/commands.md")

    /// Every command's table, by command name; the tests fail when a command is missing here.
    private static let tables: [String: (OptionTableTests) throws -> Void] = [
        "check": { try $0.assertParsesEveryOption(CheckCommand.Option.self) },
        "graph": { try $0.assertParsesEveryOption(GraphCommand.Option.self) },
        "explain": { try $0.assertParsesEveryOption(ExplainCommand.Option.self) },
        "init": { try $0.assertParsesEveryOption(InitCommand.Option.self) },
        "baseline": { try $0.assertParsesEveryOption(BaselineCommand.Option.self) },
        "facts": { try $0.assertParsesEveryOption(FactsCommand.Option.self) },
    ]

    func testEveryCommandHasATableHere() {
        XCTAssertEqual(Set(CommandDispatch.commands.map(\.name)), Set(Self.tables.keys))
    }

    func testEveryOptionIsInItsCommandsHelp() {
        for command in CommandDispatch.commands {
            XCTAssertFalse(command.options.isEmpty, command.name)
            for option in command.options {
                XCTAssertTrue(
                    containsWord(command.help, option.label), "'\(option.label)' in the help of \(command.name)")
            }
        }
        for option in GlobalOption.allCases.map(\.definition) {
            XCTAssertTrue(containsWord(HelpText.usage, option.label), "'\(option.label)' in the usage")
        }
    }

    func testEveryOptionIsInTheSynopsisOfItsCommandInTheDocs() throws {
        let document = try String(contentsOf: Self.commandsDocument, encoding: .utf8)
        for command in CommandDispatch.commands {
            let synopsis = try XCTUnwrap(synopsis(of: command.name, in: document), command.name)
            XCTAssertTrue(synopsis.hasPrefix("archlint \(command.name) "), synopsis)
            for option in command.options {
                XCTAssertTrue(
                    containsWord(synopsis, option.label), "'\(option.label)' in the synopsis of \(command.name)")
            }
        }
        let overview = try XCTUnwrap(document.components(separatedBy: "```").dropFirst().first)
        for option in GlobalOption.allCases.map(\.definition) {
            for name in option.names {
                XCTAssertTrue(containsWord(overview, name), "'\(name)' in the overview of docs/commands.md")
            }
        }
    }

    func testEveryOptionOfEveryTableIsParsed() throws {
        for (_, assertParses) in Self.tables { try assertParses(self) }
        try assertParsesEveryOption(GlobalOption.self)
    }

    func testTheLabelsShowPlaceholdersAndAliases() {
        XCTAssertEqual(CheckCommand.Option.config.definition.label, "--config FILE")
        XCTAssertEqual(CheckCommand.Option.maxFindings.definition.label, "--max-findings N")
        XCTAssertEqual(CheckCommand.Option.report.definition.label, "--report FORMAT:FILE")
        XCTAssertEqual(GraphCommand.Option.level.definition.label, "--level layers|types")
        XCTAssertEqual(GlobalOption.help.definition.label, "-h, --help")
        XCTAssertEqual(CheckCommand.Option.timings.definition.label, "--timings")
    }

    func testRowsArePaddedContinuedJoinedAndMarkedRepeatable() {
        let definitions = [
            OptionDefinition(name: "--alpha", aliases: ["-a"], value: .text(placeholder: "X"), help: .line("first")),
            OptionDefinition(name: "--on", value: .none, help: .line("switch on\nor off")),
            OptionDefinition(name: "--off", value: .none, help: .withPrevious),
            OptionDefinition(name: "--many", value: .text(placeholder: "Y"), help: .line("more"), repeatable: true),
            OptionDefinition(name: "--a-rather-long-option-name", value: .none, help: .line("long")),
        ]
        XCTAssertEqual(
            HelpRows.render(HelpRows.options(definitions), labelWidth: 12),
            """
              -a, --alpha X  first
              --on, --off   switch on
                            or off
              --many Y      more (repeatable)
              --a-rather-long-option-name  long

            """)
    }

    // MARK: - Parsing each option

    private func assertParsesEveryOption<Option: CommandOption>(_: Option.Type) throws {
        for option in Option.allCases {
            let definition = option.definition
            for name in definition.names {
                try assertParses(option, spelled: name)
            }
        }
    }

    private func assertParses<Option: CommandOption>(_ option: Option, spelled name: String) throws {
        let definition = option.definition
        let others = Option.allCases.filter { $0 != option }
        switch definition.value {
        case .none:
            let parsed = try CommandLineArguments<Option>([name, "Sources"])
            XCTAssertTrue(parsed.has(option), name)
            XCTAssertEqual(parsed.positionals, ["Sources"])
            XCTAssertFalse(others.contains(where: parsed.has), name)
            assertUsageError([name + "=yes"], Option.self, "option '\(name)' takes no value")
            return
        case .text:
            for arguments in [[name, "a value"], [name + "=a value"]] {
                let parsed = try CommandLineArguments<Option>(arguments)
                XCTAssertEqual(parsed.value(option), "a value", "\(arguments)")
                XCTAssertEqual(parsed.positionals, [])
            }
        case .positiveInteger:
            XCTAssertEqual(try CommandLineArguments<Option>([name, "12"]).positiveInteger(option), 12)
            XCTAssertEqual(try CommandLineArguments<Option>([name + "=3"]).positiveInteger(option), 3)
            XCTAssertThrowsError(try CommandLineArguments<Option>([name, "0"]).positiveInteger(option)) { error in
                XCTAssertEqual("\(error)", "'\(definition.name)' needs a whole number of at least 1, found '0'")
            }
        case .choice(let names, let noun):
            for choice in names {
                XCTAssertEqual(try CommandLineArguments<Option>([name, choice]).choice(option), choice)
            }
            XCTAssertThrowsError(try CommandLineArguments<Option>([name, "none of them"]).choice(option)) { error in
                XCTAssertEqual("\(error)", "unknown \(noun) 'none of them'")
            }
        }
        XCTAssertNil(try CommandLineArguments<Option>([]).value(option))
        for other in others where other.definition.value != .none {
            XCTAssertNil(try CommandLineArguments<Option>([name, "v"]).value(other), name)
        }
        assertUsageError([name], Option.self, "option '\(name)' needs a value")
        if definition.repeatable {
            XCTAssertEqual(try CommandLineArguments<Option>([name, "1", name + "=2"]).values(option), ["1", "2"])
        } else {
            assertUsageError(
                [name, "1", name, "2"], Option.self, "option '\(name)' is given more than once; give it once")
        }
    }

    private func assertUsageError<Option: CommandOption>(
        _ arguments: [String], _: Option.Type, _ expected: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try CommandLineArguments<Option>(arguments), file: file, line: line) { error in
            XCTAssertEqual("\(error)", expected, "\(arguments)", file: file, line: line)
        }
    }

    // MARK: - Text helpers

    /// The first line of the code block under `## name` in the commands document, with its continuation lines.
    private func synopsis(of name: String, in document: String) -> String? {
        guard let section = document.components(separatedBy: "\n## \(name)\n").dropFirst().first else { return nil }
        let block = section.components(separatedBy: "```").dropFirst().first
        return block?.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    /// True when `text` contains `word` not followed by a letter, digit or `-` (`--color` is not in `--colors`).
    private func containsWord(_ text: String, _ word: String) -> Bool {
        var rest = Substring(text)
        while let range = rest.range(of: word) {
            let next = rest[range.upperBound...].first
            if next.map({ !($0.isLetter || $0.isNumber || $0 == "-") }) ?? true { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }
}

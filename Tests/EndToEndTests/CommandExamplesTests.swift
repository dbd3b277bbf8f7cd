import XCTest

@testable import archlint

/// The example command lines of the help texts and of docs/commands.md name a command and use only options of
/// its table, with values of the right kind.
final class CommandExamplesTests: XCTestCase {
    private static let commandsDocument = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/commands.md")

    /// Parses a command's arguments against its table and reads every number and choice given.
    private static func parser<Option: CommandOption>(_: Option.Type) -> ([String]) throws -> Void {
        { arguments in
            let parsed = try CommandLineArguments<Option>(arguments)
            for option in Option.allCases {
                switch option.definition.value {
                case .positiveInteger: _ = try parsed.positiveInteger(option)
                case .choice: _ = try parsed.choice(option)
                case .none, .text: break
                }
            }
        }
    }

    private static let parsers: [String: ([String]) throws -> Void] = [
        "check": parser(CheckCommand.Option.self),
        "graph": parser(GraphCommand.Option.self),
        "explain": parser(ExplainCommand.Option.self),
        "init": parser(InitCommand.Option.self),
        "baseline": parser(BaselineCommand.Option.self),
        "facts": parser(FactsCommand.Option.self),
    ]

    func testEveryCommandHasAParserHere() {
        XCTAssertEqual(Set(CommandDispatch.commands.map(\.name)), Set(Self.parsers.keys))
    }

    func testTheExamplesOfEveryHelpText() throws {
        var count = 0
        for help in [HelpText.usage] + CommandDispatch.commands.map(\.help) {
            let examples = try XCTUnwrap(help.components(separatedBy: "\nexamples:\n").last)
            for line in examples.split(separator: "\n") {
                try assertValid(String(line), source: "help")
                count += 1
            }
        }
        XCTAssertEqual(count, 20)
    }

    func testTheExamplesOfTheCommandsDocument() throws {
        let document = try String(contentsOf: Self.commandsDocument, encoding: .utf8)
        let lines = document.components(separatedBy: "\n")
        var count = 0
        for (index, line) in lines.enumerated() where line.hasPrefix("$ ") {
            let output = index + 1 < lines.count ? lines[index + 1] : ""
            // An example of a misspelt command shows its error.
            guard !output.hasPrefix("archlint: error: unknown command") else { continue }
            try assertValid(line, source: "docs/commands.md")
            count += 1
        }
        XCTAssertEqual(count, 15)
    }

    func testAnInvalidExampleIsCaught() {
        XCTAssertThrowsError(try Self.parsers["graph"]!(["--format", "svg"]))
        XCTAssertThrowsError(try Self.parsers["check"]!(["--max-findings", "none"]))
        XCTAssertThrowsError(try Self.parsers["init"]!(["--format", "json"]))
    }

    /// Checks the `archlint …` command line in `line`, up to a pipe, redirection or `&&`.
    private func assertValid(_ line: String, source: String, file: StaticString = #filePath, line number: UInt = #line)
        throws
    {
        let start = try XCTUnwrap(line.range(of: "archlint "), line, file: file, line: number)
        var words: [String] = []
        for word in line[start.upperBound...].split(separator: " ").map(String.init) {
            if ["|", ">", "&&"].contains(word) { break }
            words.append(word)
        }
        let command = words.first ?? ""
        guard let parse = Self.parsers[command] else {
            return XCTFail("'\(line)' in the \(source) names no command", file: file, line: number)
        }
        XCTAssertNoThrow(try parse(Array(words.dropFirst())), "'\(line)' in the \(source)", file: file, line: number)
    }
}

import Foundation
import LayerRules
import TestSupport
import XCTest

/// Every help text as a whole: `archlint --help`, `-h`, `help`, `help <command>`, `<command> --help`.
final class HelpTextTests: XCTestCase {
    /// Where the commands run: help needs no files.
    private static let directory = FileManager.default.temporaryDirectory

    private func assertHelp(_ command: String?, _ expected: String, file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        let invocations: [[String]] =
            command.map { [["help", $0], [$0, "--help"], [$0, "-h"], [$0, "Sources", "--help", "--config"]] }
            ?? [["--help"], ["-h"], ["help"]]
        for arguments in invocations {
            let result = Archlint.run(arguments, in: Self.directory)
            XCTAssertEqual(result.status, 0, "\(arguments)", file: file, line: line)
            XCTAssertEqual(result.stdout, expected, "\(arguments)", file: file, line: line)
            XCTAssertEqual(result.stderr, "", "\(arguments)", file: file, line: line)
        }
    }

    func testUsage() throws {
        try assertHelp(
            nil,
            """
            archlint \(ArchlintVersion.current): architecture-conformance linter for Swift code bases

            usage: archlint <command> [options] [PATH…]

            commands:
              check      check the code against rules.json and print the violations
              graph      draw the layers (or the types of one layer) as Mermaid or Graphviz DOT
              explain    explain a rule, a violation (path:line) or a type
              init       write a starter rules.json for the layers found in a repository
              baseline   record the current violations so that check reports only new ones
              facts      print what the scanner extracts from each .swift file
              version    print the version (as --version)

            options:
              -h, --help   show this help (or 'archlint help <command>')
              --version    print the version

            examples:
              archlint init
              archlint check
              archlint graph --format mermaid --output architecture.md
              archlint explain dependency-direction

            """)
    }

    func testCheckHelp() throws {
        try assertHelp(
            "check",
            """
            usage: archlint check [PATH…] [options]

            Checks the .swift files under PATH (default: the current directory) against the policy: --config FILE,
            else the nearest rules.json or .archlint.json upward (up to the repository root), else the built-in
            default policy. The model is built from the whole project; only violations inside PATH are reported.
            Exit 0 clean, 1 violations, 2 usage, configuration or I/O error.

            options:
              --config FILE            the policy file
              --format FORMAT          xcode (default), json, sarif, github, junit, checkstyle, gitlab, markdown
              --output FILE            write the report to FILE instead of stdout
              --report FORMAT:FILE     write one more report (repeatable)
              --baseline FILE          report only violations not recorded in FILE
              --update-baseline        remove fixed entries from the baseline file
              --strict                 warnings fail the run; unused suppressions are reported
              --explain-config         print how each layer resolved and stop
              --files-from FILE        check the paths listed in FILE (one per line, - for stdin)
              --follow-symlinks        follow symbolic links to directories
              --max-findings N         report at most N violations (default 50000)
              --max-file-findings N    keep at most N findings per file (default 1000)
              --help-base-uri URI      the rules document SARIF help links point into (default docs/rules-json.md)
              --cache-path PATH        keep the facts of scanned files in PATH (a file, or a folder to keep
                                       archlint-facts.cache in); later runs scan only files whose content changed
              --quiet                  print only the violations: no summary, notes or warnings
              --verbose                also name the files that are in no layer
              --timings                print how long each phase took, on stderr
              --color, --no-color      force colour on or off (default: on for a terminal unless NO_COLOR is set
                                       or TERM is dumb)

            examples:
              archlint check
              archlint check Sources --config rules.json --strict
              archlint check --format sarif --output archlint.sarif
              archlint check --report junit:archlint.xml --baseline .archlint-baseline.json

            """)
    }

    func testGraphHelp() throws {
        try assertHelp(
            "graph",
            """
            usage: archlint graph [PATH…] [options]

            Draws the architecture: each layer with its file and declaration counts, each dependency between
            layers with its number of references; forbidden dependencies are red and count their violations.
            With --level types, draws the types of one layer and the types they reference, grouped by layer.
            Exit 0, or 2 on a usage, configuration or I/O error.

            options:
              --format mermaid|dot     Mermaid (renders in GitHub Markdown) or Graphviz DOT (default: mermaid)
              --level layers|types     what the nodes are (default: layers)
              --layer NAME             the layer whose types to draw (with --level types)
              --config FILE            the policy file
              --output FILE            write the graph to FILE instead of stdout

            examples:
              archlint graph
              archlint graph --format dot | dot -Tsvg > architecture.svg
              archlint graph --level types --layer Domain

            """)
    }

    func testExplainHelp() throws {
        try assertHelp(
            "explain",
            """
            usage: archlint explain <rule-id | kind | path:line | TypeName> [PATH…] [options]

            Explains a rule (what it checks, its options, examples), a rule kind (the same for the kind, with
            the policy's rules of that kind), the violations at a location (which declaration and reference,
            which layer each side is in and why, which rule forbids it) and how each type name on that line was
            resolved, or a type (where it is declared, its layer and why, what it conforms to, who references it).
            Exit 0, or 2 when the argument names nothing known.

            options:
              --config FILE            the policy file

            examples:
              archlint explain dependency-direction
              archlint explain Domain/UseCases/LoginUseCase.swift:12
              archlint explain LoginViewModel

            """)
    }

    func testInitHelp() throws {
        try assertHelp(
            "init",
            """
            usage: archlint init [PATH] [options]

            Looks at the folders (Domain, Data, Presentation, Infrastructure, Network, Application, App, UI, Core,
            Features/*) and type names (*ViewModel, *Coordinator, *DIContainer) under PATH (default: the current
            directory) and writes a starter rules.json with the layers it found, then prints what each layer got.
            Exit 0 when written, 2 when nothing was found or the file exists.

            options:
              --output FILE            where to write (default: rules.json in PATH)
              --force                  overwrite an existing file

            examples:
              archlint init
              archlint init MyApp --output MyApp/.archlint.json

            """)
    }

    func testBaselineHelp() throws {
        try assertHelp(
            "baseline",
            """
            usage: archlint baseline [PATH…] [options]

            Runs a check and records every violation in a baseline file, so that
            'archlint check --baseline FILE' reports only new ones. Exit 0 when written, 2 on an error.

            options:
              --output FILE            the baseline file (default: .archlint-baseline.json)
              --config FILE            the policy file
              --files-from FILE        check the paths listed in FILE (one per line, - for stdin)
              --follow-symlinks        follow symbolic links to directories
              --cache-path PATH        keep the facts of scanned files in PATH (a file, or a folder to keep
                                       archlint-facts.cache in); later runs scan only files whose content changed

            examples:
              archlint baseline
              archlint check --baseline .archlint-baseline.json

            """)
    }

    func testFactsHelp() throws {
        try assertHelp(
            "facts",
            """
            usage: archlint facts [PATH…] [options]

            Prints the imports, declarations, type references, constructions and member uses the scanner finds
            in each .swift file. Exit 0, or 2 when a file could not be read.

            options:
              --format json|text       output format (default: json)
              --files-from FILE        scan the paths listed in FILE (one per line, - for stdin)
              --follow-symlinks        follow symbolic links to directories

            examples:
              archlint facts Sources/App/AppDelegate.swift --format text
              archlint facts Sources > facts.json

            """)
    }
}

import LayerRules
import SwiftScanner

// MARK: - The options of each command, in the order of its help text

extension CheckCommand {
    enum Option: CommandOption {
        case config, format, output, report, baseline, updateBaseline, strict, explainConfig, filesFrom
        case followSymlinks, maxFindings, maxFileFindings, helpBaseURI, cachePath, quiet, verbose, timings, color
        case noColor

        var definition: OptionDefinition {
            switch self {
            case .config: return .config
            case .format:
                let names = ReportFormat.allCases.map { $0 == .xcode ? "xcode (default)" : $0.rawValue }
                return .value("--format", "FORMAT", names.joined(separator: ", "))
            case .output: return .value("--output", "FILE", "write the report to FILE instead of stdout")
            case .report:
                var report = OptionDefinition.value("--report", "FORMAT:FILE", "write one more report")
                report.repeatable = true
                return report
            case .baseline: return .value("--baseline", "FILE", "report only violations not recorded in FILE")
            case .updateBaseline: return .flag("--update-baseline", "remove fixed entries from the baseline file")
            case .strict: return .flag("--strict", "warnings fail the run; unused suppressions are reported")
            case .explainConfig: return .flag("--explain-config", "print how each layer resolved and stop")
            case .filesFrom: return .filesFrom(verb: "check")
            case .followSymlinks: return .followSymlinks
            case .maxFindings:
                let limit = FindingLimits.standard.perRun
                return OptionDefinition(
                    name: "--max-findings", value: .positiveInteger,
                    help: .line("report at most N violations (default \(limit))"))
            case .maxFileFindings:
                let limit = FindingLimits.standard.perFile
                return OptionDefinition(
                    name: "--max-file-findings", value: .positiveInteger,
                    help: .line("keep at most N findings per file (default \(limit))"))
            case .helpBaseURI:
                return .value(
                    "--help-base-uri", "URI",
                    "the rules document SARIF help links point into (default \(SARIFReporter.defaultHelpBaseURI))")
            case .cachePath: return .cachePath
            case .quiet: return .flag("--quiet", "print only the violations: no summary, notes or warnings")
            case .verbose: return .flag("--verbose", "also name the files that are in no layer")
            case .timings: return .flag("--timings", "print how long each phase took, on stderr")
            case .color:
                return .flag(
                    "--color",
                    "force colour on or off (default: on for a terminal unless NO_COLOR is set\nor TERM is dumb)")
            case .noColor: return OptionDefinition(name: "--no-color", value: .none, help: .withPrevious)
            }
        }
    }
}

extension GraphCommand {
    enum Option: CommandOption {
        case format, level, layer, config, output

        var definition: OptionDefinition {
            switch self {
            case .format:
                return OptionDefinition(
                    name: "--format", value: .choice(["mermaid", "dot"], noun: "format"),
                    help: .line("Mermaid (renders in GitHub Markdown) or Graphviz DOT (default: mermaid)"))
            case .level:
                return OptionDefinition(
                    name: "--level", value: .choice(GraphLevel.allCases.map(\.rawValue), noun: "level"),
                    help: .line("what the nodes are (default: layers)"))
            case .layer: return .value("--layer", "NAME", "the layer whose types to draw (with --level types)")
            case .config: return .config
            case .output: return .value("--output", "FILE", "write the graph to FILE instead of stdout")
            }
        }
    }
}

extension ExplainCommand {
    enum Option: CommandOption {
        case config

        var definition: OptionDefinition { .config }
    }
}

extension InitCommand {
    enum Option: CommandOption {
        case output, force

        var definition: OptionDefinition {
            switch self {
            case .output: return .value("--output", "FILE", "where to write (default: rules.json in PATH)")
            case .force: return .flag("--force", "overwrite an existing file")
            }
        }
    }
}

extension BaselineCommand {
    enum Option: CommandOption {
        case output, config, filesFrom, followSymlinks, cachePath

        var definition: OptionDefinition {
            switch self {
            case .output: return .value("--output", "FILE", "the baseline file (default: \(defaultOutput))")
            case .config: return .config
            case .filesFrom: return .filesFrom(verb: "check")
            case .followSymlinks: return .followSymlinks
            case .cachePath: return .cachePath
            }
        }
    }
}

extension FactsCommand {
    enum Option: CommandOption {
        case format, filesFrom, followSymlinks

        var definition: OptionDefinition {
            switch self {
            case .format:
                return OptionDefinition(
                    name: "--format", value: .choice(["json", "text"], noun: "format"),
                    help: .line("output format (default: json)"))
            case .filesFrom: return .filesFrom(verb: "scan")
            case .followSymlinks: return .followSymlinks
            }
        }
    }
}

/// The options archlint takes in place of a command (`archlint --help`, `archlint --version`).
enum GlobalOption: CommandOption {
    case help, version

    var definition: OptionDefinition {
        switch self {
        case .help:
            return OptionDefinition(
                name: "--help", aliases: ["-h"], value: .none,
                help: .line("show this help (or 'archlint help <command>')"))
        case .version: return .flag("--version", "print the version")
        }
    }
}

// MARK: - Definitions several commands share

extension OptionDefinition {
    static let config = value("--config", "FILE", "the policy file")
    static let followSymlinks = flag("--follow-symlinks", "follow symbolic links to directories")
    static let cachePath = value(
        "--cache-path", "PATH",
        "keep the facts of scanned files in PATH (a file, or a folder to keep\n\(FactCache.fileName) in); "
            + "later runs scan only files whose content changed")

    /// `--files-from FILE`: `verb` the paths listed in a file.
    static func filesFrom(verb: String) -> OptionDefinition {
        value("--files-from", "FILE", "\(verb) the paths listed in FILE (one per line, - for stdin)")
    }

    static func flag(_ name: String, _ help: String) -> OptionDefinition {
        OptionDefinition(name: name, value: .none, help: .line(help))
    }

    static func value(_ name: String, _ placeholder: String, _ help: String) -> OptionDefinition {
        OptionDefinition(name: name, value: .text(placeholder: placeholder), help: .line(help))
    }
}

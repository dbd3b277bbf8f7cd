import LayerRules
import SwiftScanner

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `archlint facts [--format json|text] [--files-from FILE] [--follow-symlinks] PATH…`: prints what the
/// scanner extracts from each `.swift` file. Discovery problems and read failures go to stderr as
/// `archlint: error: <path>: <message>`, scan diagnostics as `<path>:<line>:<col>: warning: <message>`
/// (with the path as found on disk). Exit 0, or 2 on a usage error or when a file or root could not be read.
enum FactsCommand {
    static let spec = ArgumentSpec(valueOptions: ["--format", "--files-from"], flags: ["--follow-symlinks"])
    static let formats = ["json", "text"]

    static func run(_ arguments: [String]) -> Int32 {
        guard let parsed = CommandLineArguments.parsing(arguments, spec: spec) else { return ExitCode.failure }
        let format = parsed.value("--format") ?? "json"
        guard formats.contains(format) else {
            Console.error("unknown format '\(format)'" + Suggestions.didYouMean(format, in: formats))
            return ExitCode.failure
        }
        var roots = parsed.positionals
        if let list = parsed.value("--files-from") {
            do {
                roots += try FileListReader.read(list)
            } catch {
                Console.error("\(error)")
                return ExitCode.failure
            }
        } else if roots.isEmpty {
            roots = ["."]
        }
        let discovered = SourceDiscovery.find(roots, followSymlinks: parsed.has("--follow-symlinks"))
        var failed = discovered.problems.contains(where: \.isFatal)
        for problem in discovered.problems {
            let message = "\(problem.path): \(problem.message)"
            if problem.isFatal { Console.error(message) } else { Console.warning(message) }
        }
        let outcomes = ParallelScanner.scan(discovered.files)
        var scanned: [FileFacts] = []
        var warnings = ""
        for (file, outcome) in zip(discovered.files, outcomes) {
            switch outcome {
            case .scanned(let facts):
                for diagnostic in facts.diagnostics {
                    let position = "\(diagnostic.position.line):\(diagnostic.position.column)"
                    warnings += TerminalText.line("\(file.path):\(position): warning: \(diagnostic.message)") + "\n"
                }
                scanned.append(facts)
            case .failed(let path, let message):
                failed = true
                Console.error("\(path): \(message)")
            }
        }
        if !warnings.isEmpty { fputs(warnings, stderr) }
        let output = format == "json" ? FactsJSON.document(scanned).serialized() + "\n" : FactsText.render(scanned)
        if format == "json" { Console.output(output) } else { Console.text(output) }
        fflush(stdout)
        return failed ? ExitCode.failure : ExitCode.clean
    }
}

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
enum FactsCommand: ArchlintCommand {
    static func run(_ parsed: CommandLineArguments<Option>, status: inout ExitStatus) {
        let format: String
        var roots = parsed.positionals
        do {
            format = try parsed.choice(.format) ?? "json"
            if let list = parsed.value(.filesFrom) {
                roots += try FileListReader.read(list)
            } else if roots.isEmpty {
                roots = ["."]
            }
        } catch {
            return status.error(error)
        }
        let discovered = SourceDiscovery.find(roots, followSymlinks: parsed.has(.followSymlinks), projectFiles: true)
        for problem in discovered.problems {
            let message = "\(problem.path): \(problem.message)"
            if problem.isFatal { status.error(message) } else { Console.warning(message) }
        }
        let (sources, modules, problems) = separateManifests(discovered.files)
        var warnings = ""
        for problem in problems {
            if problem.isFatal {
                status.error("\(problem.path): \(problem.message)")
            } else {
                let position = problem.position.map { ":\($0.line):\($0.column)" } ?? ""
                warnings += TerminalText.line("\(problem.path)\(position): warning: \(problem.message)") + "\n"
            }
        }
        let outcomes = ParallelScanner.scan(sources)
        var scanned: [FileFacts] = []
        var fileModules: [[String]] = []
        for (index, (file, outcome)) in zip(sources, outcomes).enumerated() {
            switch outcome {
            case .scanned(let facts):
                for diagnostic in facts.diagnostics {
                    let position = "\(diagnostic.position.line):\(diagnostic.position.column)"
                    warnings += TerminalText.line("\(file.path):\(position): warning: \(diagnostic.message)") + "\n"
                }
                scanned.append(facts)
                fileModules.append(modules.fileModules[index])
            case .failed(let path, let message):
                status.error("\(path): \(message)")
            }
        }
        let shown = FactsModules(modules: modules.modules, fileModules: fileModules)
        if !warnings.isEmpty { fputs(warnings, stderr) }
        let output =
            format == "json"
            ? FactsJSON.document(scanned, modules: shown).serialized() + "\n"
            : FactsText.render(scanned, modules: shown.modules)
        if format == "json" { Console.output(output) } else { Console.text(output) }
        fflush(stdout)
    }

    /// Reads the package manifests and project files of each root as `check` does: the Swift sources left
    /// (test targets' included, in discovery order), the modules with each source's, and the manifests' problems.
    private static func separateManifests(_ files: [DiscoveredFile])
        -> (sources: [DiscoveredFile], modules: FactsModules, problems: [InputProblem])
    {
        var roots: [String] = []
        var filesByRoot: [String: [DiscoveredFile]] = [:]
        for file in files {
            if filesByRoot[file.root] == nil { roots.append(file.root) }
            filesByRoot[file.root, default: []].append(file)
        }
        var sources: [DiscoveredFile] = []
        var modules = FactsModules.none
        var problems: [InputProblem] = []
        for root in roots {
            let found = filesByRoot[root]!
            let packages = PackageScan(found, root: root, isDirectory: FileSystem.isDirectory)
            let kept = Set((packages.sources + packages.testSources).map(\.relativePath))
            let rootSources = found.filter { kept.contains($0.relativePath) }
            sources += rootSources
            modules.append(FactsModules(graph: packages.graph, paths: rootSources.map(\.relativePath)))
            problems += packages.problems
        }
        return (sources, modules, problems)
    }
}

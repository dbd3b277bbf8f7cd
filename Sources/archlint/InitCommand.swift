import LayerRules
import SwiftScanner

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `archlint init [PATH] [--force] [--output FILE]`: writes a starter rules.json for the layers found
/// under PATH and prints what each layer got. Exit 0 when written; 2 when the file exists (without
/// `--force`), nothing conventional was found, or on a usage or I/O error.
enum InitCommand: ArchlintCommand {
    static func run(_ parsed: CommandLineArguments<Option>, status: inout ExitStatus) {
        guard parsed.positionals.count <= 1 else {
            return status.error("'init' takes one repository path, found \(parsed.positionals.count)")
        }
        let root = parsed.positionals.first ?? "."
        let output = parsed.value(.output) ?? DisplayPath.join(root: root, "rules.json")
        if !parsed.has(.force), access(output, F_OK) == 0 {
            return status.error("'\(output)' already exists; use \(Option.force.name) to overwrite")
        }
        guard let (files, packages) = scan(root, status: &status) else { return }
        let inference: Inference
        switch PolicyInference.analyse(files: files, packages: packages) {
        case .success(let inferred):
            inference = inferred
        case .failure(.nothingFound):
            return status.error(
                "found no layer folders (Domain, Data, Presentation, Application, …), targets or composition-root "
                    + "types under '\(root)'; write rules.json by hand (see docs/rules-json.md)")
        case .failure(.sideBySideApps(let groups)):
            return status.error(
                "found \(groups.count) independent apps side by side under '\(root)' ("
                    + groups.map { group in
                        group.map { "'\(DisplayPath.join(root: root, $0))'" }.joined(separator: " with ")
                    }.joined(separator: ", ")
                    + "); one policy would fit none of them: run 'archlint init' on each app's folder")
        }
        let policy = inference.policy
        let document = PolicyEncoding.document(policy)
        do {
            try ReportWriter.write(document, to: output)
        } catch {
            return status.error("cannot write '\(error.path)': \(error.reason)")
        }
        let excluded = policy.exclude.compactMap { try? Glob($0) }
        let kept = files.filter { file in !excluded.contains { $0.matches(file.path) } }
        let model = ArchitectureModel(files: kept, layers: policy.layers, shared: policy.shared, packages: packages)
        let source = PolicySource(path: output, sha256: SHA256.hexDigest(document))
        Console.text("wrote '\(output)' with \(ReportText.count(policy.layers.count, "layer")) and ")
        Console.text(ReportText.count(policy.rules.count, "rule") + "\n")
        Console.text(InferenceSummary.render(inference))
        Console.text(ConfigExplanation.render(model, policy: source))
    }

    /// The facts of the tree's files (paths relative to `root`, in path order) outside the default
    /// exclusions, and its packages; nil (after printing why) when the root cannot be read.
    private static func scan(_ root: String, status: inout ExitStatus) -> ([FileFacts], PackageGraph)? {
        let discovered = SourceDiscovery.find([root])
        if let problem = discovered.problems.first {
            status.error("\(problem.path): \(problem.message)")
            return nil
        }
        let kept = discovered.files.filter { !PolicyInference.isExcluded($0.relativePath) }
        let packages = PolicyInference.packages(in: kept, root: root)
        let facts = ParallelScanner.scan(packages.sources).compactMap { outcome in
            if case .scanned(let facts) = outcome { return facts }
            return nil
        }.sorted { $0.path < $1.path }
        return (facts, packages.graph)
    }

}

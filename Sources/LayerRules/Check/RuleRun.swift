import SwiftScanner

/// The rules stage of a check: the findings of every rule on a built model, each file's finished
/// (`FindingFilter.finish`) by the worker that found them and joined in path order (`FindingJoin`).
struct RuleRun {
    /// The run's findings in `Finding.ordered` order, at most `FindingLimits.perRun`.
    var findings: [Finding] = []
    /// Findings not kept past `FindingLimits.perRun`, whole-model ones included.
    var droppedInRun = 0
    /// Findings not kept because a file had more than `FindingLimits.perFile`: root-relative path and count, in
    /// model order.
    var droppedPerFile: [(path: String, count: Int)] = []
    /// Rules that could not check this tree and were not run, with why (once per rule).
    var warnings: [Diagnostic] = []
    /// The findings a baseline accepts in the files of kept findings, in `Finding.ordered` order (none without a
    /// baseline), and how many it accepts in each other file.
    var baselined: [Finding] = []
    var baselinedElsewhere: [(path: String, count: Int)] = []
    /// The baseline's entries that no finding matched.
    var unmatchedBaselineEntries: [BaselineEntry] = []

    /// Files checked between two joins: the findings held at once are those kept plus one chunk's.
    static let chunk = 512

    /// Runs the rules of `policy` on `context.model`: once on the whole model, then per file on all cores, a
    /// chunk of files at a time in path order, each file's findings (its whole-model ones after its own)
    /// finished by `filter` and, with a `baseline`, matched against it before the per-run limit.
    init(policy: Policy, context: RuleContext, filter: FindingFilter, baseline: Baseline? = nil) {
        let model = context.model
        let limits = filter.limits
        // With no file scanned (a missing path) there is nothing a rule could miss: no warnings then.
        let rules = RuleCatalog.rules(for: policy, catalog: model.catalog).filter { rule in
            guard !model.files.isEmpty, let warning = rule.configurationWarning(in: context) else { return true }
            warnings.append(Diagnostic(severity: .warning, source: .rule(rule.configuration.id), message: warning))
            return false
        }
        var modelFindings = Findings(limit: limits.perRun)
        for rule in rules { rule.checkModel(in: context, into: &modelFindings) }
        let (inFile, manifests) = Self.place(modelFindings.takeViolations(), model: model, filter: filter)
        // Batches of files on all cores (`FileChecks`), a chunk at a time in path order.
        let checks = FileChecks(rules: rules, context: context, filter: filter, inFile: inFile)
        let order = Self.pathOrder(model.files)
        var join = FindingJoin(limit: limits.perRun, baseline: baseline)
        var nextManifest = 0
        var dropped: [(file: Int, count: Int)] = []
        for start in stride(from: 0, to: order.count, by: Self.chunk) {
            // Once the run's limit is reached, a file's findings are counted where that count is exact.
            let counting = join.isFull
            let openPath = join.openPath
            let chunk = Array(order[start..<min(order.count, start + Self.chunk)])
            let checked = chunk.concurrentMap(batchesOf: 64) { slots in
                checks.check(Array(chunk[slots]), counting: counting, openPath: openPath)
            }
            for (offset, result) in checked.enumerated() {
                let file = order[start + offset]
                let path = model.files[file].path
                // A manifest comes before the files of its path (as it did before them in a sort of the run).
                while nextManifest < manifests.count, !(path < manifests[nextManifest].path) {
                    join.add(manifests[nextManifest].findings, path: manifests[nextManifest].path)
                    nextManifest += 1
                }
                join.add(result.findings, path: path)
                join.count(result.counted)
                if result.dropped > 0 { dropped.append((file, result.dropped)) }
            }
        }
        for manifest in manifests[nextManifest...] { join.add(manifest.findings, path: manifest.path) }
        let joined = join.finish()
        findings = joined.findings
        baselined = join.baselined
        baselinedElsewhere = join.baselinedElsewhere
        unmatchedBaselineEntries = join.unmatchedEntries
        droppedInRun = joined.dropped + modelFindings.dropped
        droppedPerFile = dropped.sorted { $0.file < $1.file }.map { (model.files[$0.file].path, $0.count) }
    }

    /// The whole-model findings by the file they are in, and those in package manifests finished, in path order
    /// (manifests of equal paths in package order).
    private static func place(_ found: [Finding], model: ArchitectureModel, filter: FindingFilter)
        -> (inFile: [Int: [Finding]], manifests: [(path: String, findings: [Finding])])
    {
        var inFile: [Int: [Finding]] = [:]
        var perManifest: [String: [Finding]] = [:]
        if !found.isEmpty {
            let indexByPath = Dictionary(
                model.files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
            for finding in found {
                if let index = indexByPath[finding.path] {
                    inFile[index, default: []].append(finding)
                } else {
                    perManifest[finding.path, default: []].append(finding)
                }
            }
        }
        var manifests: [(path: String, findings: [Finding])] = []
        for package in model.modules.graph.packages {
            let inManifest = perManifest.removeValue(forKey: package.manifestPath) ?? []
            guard !inManifest.isEmpty || !package.manifest.directives.isEmpty else { continue }
            let facts = FileFacts(path: package.manifestPath, directives: package.manifest.directives)
            let finished = filter.finish(consume inManifest, file: facts)
            if !finished.isEmpty { manifests.append((package.manifestPath, finished)) }
        }
        let order = manifests.indices.sorted { lhs, rhs in
            manifests[lhs].path != manifests[rhs].path ? manifests[lhs].path < manifests[rhs].path : lhs < rhs
        }
        return (inFile, order.map { manifests[$0] })
    }

    /// The indices of `files` in path order, files of equal paths in index order: the order a sort of the whole
    /// run's findings puts them in.
    static func pathOrder(_ files: [FileFacts]) -> [Int] {
        files.orderedIndices { $0.path < $1.path }
    }
}

import SwiftScanner

/// The suppress-and-fold stage of a check. Each file's (and package manifest's) findings are finished on their
/// own, on the rule workers: folded to one per token, filtered by the file's suppression comments (with the
/// findings about them added) and sorted (`Finding.ordered`). The run's findings are then the files' lists
/// joined in path order, which is the order of a sort of the whole run, up to `FindingLimits.perRun`.
struct FindingFilter {
    let limits: FindingLimits
    private let suppressions: SuppressionFilter
    private let folding: Folding

    init(policy: Policy, strict: Bool, limits: FindingLimits) {
        self.limits = limits
        suppressions = SuppressionFilter(knownRuleIDs: policy.rules.map(\.id), strict: strict)
        folding = Folding(policy: policy)
    }

    /// `findings` of `file` folded, suppressed and sorted. They are taken (`consuming`), so that folding and
    /// sorting move them in place rather than copy them.
    func finish(_ findings: consuming [Finding], file: FileFacts) -> [Finding] {
        guard !findings.isEmpty || !file.directives.isEmpty else { return [] }
        folding.fold(&findings)
        findings = suppressions.apply(findings, file: file)
        findings.sort(by: Finding.ordered)
        return findings
    }

    /// The run's findings in `Finding.ordered` order, at most `limits.perRun`, and how many were dropped past
    /// it. Each list of `run` is moved out as it is joined, so that no finding is held twice.
    func merge(_ run: inout RuleRun, model: ArchitectureModel) -> (findings: [Finding], droppedInRun: Int) {
        // Manifests first, then files in model order: the order in which equal findings of equal paths (paths
        // the same to `==`, such as two spellings of one accented name) were always met.
        var groups: [(path: String, findings: [Finding])] = []
        for package in model.modules.graph.packages {
            let inManifest = run.perManifest.removeValue(forKey: package.manifestPath) ?? []
            guard !inManifest.isEmpty || !package.manifest.directives.isEmpty else { continue }
            let facts = FileFacts(path: package.manifestPath, directives: package.manifest.directives)
            let finished = finish(consume inManifest, file: facts)
            if !finished.isEmpty { groups.append((package.manifestPath, finished)) }
        }
        for index in run.perFile.indices where !run.perFile[index].isEmpty {
            groups.append((model.files[index].path, []))
            swap(&groups[groups.count - 1].findings, &run.perFile[index])
        }
        let order = groups.indices.sorted { lhs, rhs in
            groups[lhs].path != groups[rhs].path ? groups[lhs].path < groups[rhs].path : lhs < rhs
        }
        let total = groups.reduce(0) { $0 + $1.findings.count }
        var findings: [Finding] = []
        findings.reserveCapacity(min(total, limits.perRun))
        var next = 0
        while next < order.count, findings.count < limits.perRun {
            var joined: [Finding] = []
            swap(&joined, &groups[order[next]].findings)
            next += 1
            // Paths equal to `==` but not the same bytes make one group, sorted whole.
            var merged = false
            while next < order.count, groups[order[next]].path == groups[order[next - 1]].path {
                joined += groups[order[next]].findings
                groups[order[next]].findings = []
                next += 1
                merged = true
            }
            if merged { joined.sort(by: Finding.ordered) }
            findings += joined.prefix(limits.perRun - findings.count)
        }
        return (findings, total - findings.count)
    }
}

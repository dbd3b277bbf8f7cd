import SwiftScanner

/// The suppress-and-fold stage of a check, for one file (or package manifest) at a time, on the rule workers:
/// folds its findings to one per token, filters them by the file's suppression comments (adding the findings
/// about the comments) and sorts them (`Finding.ordered`). `FindingJoin` then joins the files in path order.
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
}

/// Text pieces several report formats and commands share: counts and totals.
public enum ReportText {
    /// `1 violation`, `3 violations`.
    public static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// `no violations in 12 files` or `3 violations (2 errors, 1 warning) in 12 files`; with a baseline,
    /// `new violations` and a `(B baselined)` note after the file count.
    static func totals(_ outcome: CheckOutcome) -> String {
        var files = count(outcome.fileCount, "file")
        let noun = outcome.baselinedCount == 0 ? "violation" : "new violation"
        if outcome.baselinedCount > 0 { files += " (\(outcome.baselinedCount) baselined)" }
        if outcome.droppedFindings > 0 { files += " (\(count(outcome.droppedFindings, "more finding")) not reported)" }
        if outcome.violations.isEmpty { return "no \(noun)s in \(files)" }
        let errors = outcome.violations.filter { $0.severity == .error }.count
        let warnings = outcome.violations.count - errors
        return "\(count(outcome.violations.count, noun)) (\(count(errors, "error")), "
            + "\(count(warnings, "warning"))) in \(files)"
    }

    /// Finding counts per key, sorted by key.
    static func counted(_ keys: [String]) -> [(key: String, count: Int)] {
        var counts: [String: Int] = [:]
        for key in keys { counts[key, default: 0] += 1 }
        return counts.sorted { $0.key < $1.key }.map { (key: $0.key, count: $0.value) }
    }

    /// The rule ids a report lists: the configured rules in policy order, then any other rule id a violation
    /// carries (such as `suppression`), sorted.
    static func ruleIDs(_ outcome: CheckOutcome) -> [String] {
        let configured = outcome.rules.map(\.id)
        let others = Set(outcome.violations.map(\.ruleID)).subtracting(configured).sorted()
        return configured + others
    }

    /// The indices of the findings of each rule id, in order.
    static func indicesByRule(_ findings: [Finding]) -> [String: [Int]] {
        var indices: [String: [Int]] = [:]
        for (index, finding) in findings.enumerated() { indices[finding.ruleID, default: []].append(index) }
        return indices
    }
}

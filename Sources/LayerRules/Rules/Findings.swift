import SwiftScanner

/// The findings of one rule pass, up to a limit: past `limit`, findings are counted, not kept (nor even built),
/// so that a hostile file with millions of violations costs neither memory nor report size.
///
/// A finding that folding (`Folding`) would remove is not built either: when the rules of a file run from the
/// most specific kind down (`foldsAppends` set for each folding rule), a finding at a position that an earlier
/// folding rule's finding already holds (`append(at:_:)`) can never win it. Such a finding still takes its
/// place under the limit, so that the limit counts what the rules found.
public struct Findings: Sendable {
    public private(set) var violations: [Finding] = []
    /// Most findings kept.
    public let limit: Int
    /// Findings counted past `limit`.
    public private(set) var dropped = 0
    /// Whether the rule now appending is folded (`RuleKind.foldingRank`) and runs after every folding rule that
    /// ranks above it: its findings then take their positions, and skip those taken.
    var foldsAppends = false
    /// Positions holding a finding of a folding rule, while `foldsAppends` is set.
    private var heldPositions: Set<SourcePosition> = []
    /// Findings appended under the limit, made or skipped.
    private var counted = 0
    /// Set when the findings are only to be counted: a finding given with its position (`append(at:_:)`) that
    /// folding would keep is then counted in `countedOnly`, not made.
    var countsOnly = false
    /// Findings counted, not made, while `countsOnly` was set.
    private(set) var countedOnly = 0

    public init(limit: Int = .max) {
        self.limit = limit
    }

    /// The kept findings, moved out (the collector keeps none): they are not copied on their next change.
    public mutating func takeViolations() -> [Finding] {
        var kept: [Finding] = []
        swap(&kept, &violations)
        return kept
    }

    /// Keeps `violation` while under the limit; counts it otherwise.
    public mutating func append(_ violation: @autoclosure () -> Finding) {
        guard counted < limit else {
            dropped += 1
            return
        }
        counted += 1
        let finding = violation()
        if foldsAppends { heldPositions.insert(finding.position) }
        violations.append(finding)
    }

    /// As `append(_:)` for a finding at `position`, which is not made when a finding that folding keeps over
    /// it already holds the position.
    public mutating func append(at position: SourcePosition, _ violation: @autoclosure () -> Finding) {
        if foldsAppends, counted < limit, heldPositions.contains(position) {
            counted += 1
            return
        }
        if countsOnly, counted < limit {
            counted += 1
            countedOnly += 1
            if foldsAppends { heldPositions.insert(position) }
            return
        }
        append(violation())
    }
}

/// How many findings a check keeps: per file (before suppressions and folding) and per run (after them).
/// What is dropped is counted and announced in the summary and as an input problem in every report.
public struct FindingLimits: Hashable, Sendable {
    public var perFile: Int
    public var perRun: Int

    /// 1,000 findings per file and 50,000 per run: far above real trees, low enough that a report stays small.
    public static let standard = FindingLimits(perFile: 1000, perRun: 50_000)

    public init(perFile: Int, perRun: Int) {
        self.perFile = perFile
        self.perRun = perRun
    }
}

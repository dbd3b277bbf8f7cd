/// The findings of one rule pass, up to a limit: past `limit`, findings are counted, not kept (nor even built),
/// so that a hostile file with millions of violations costs neither memory nor report size.
public struct Findings: Sendable {
    public private(set) var violations: [Finding] = []
    /// Most findings kept.
    public let limit: Int
    /// Findings counted past `limit`.
    public private(set) var dropped = 0

    public init(limit: Int = .max) {
        self.limit = limit
    }

    /// Keeps `violation` while under the limit; counts it otherwise.
    public mutating func append(_ violation: @autoclosure () -> Finding) {
        if violations.count < limit {
            violations.append(violation())
        } else {
            dropped += 1
        }
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

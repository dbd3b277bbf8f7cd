import Dispatch
import SwiftScanner

/// Wall-clock durations of the phases of one `archlint check` run, in seconds, for `--timings`.
public struct PhaseTimings: Sendable, Equatable {
    /// Policy loading, file discovery and exclusion.
    public var discovery: Double = 0
    /// Reading and scanning the files (in parallel).
    public var scan: Double = 0
    /// Within `scan`, the processor time of reading, lexing and extracting facts, summed over the workers.
    public var scanCPU = ScanCPUTime()
    /// Layer assignment, the symbol table and the conformance graph.
    public var model: Double = 0
    /// Resolving every reference, construction and member use (the end of building the model).
    public var resolve: Double = 0
    /// Rule evaluation, suppressions and folding.
    public var rules: Double = 0
    /// Writing the reports (baseline filtering included).
    public var report: Double = 0
    /// With a fact cache: how many files' facts it gave, of how many read.
    public var cachedFiles: CachedFiles?

    /// How many files' facts a fact cache gave (`reused`), of how many files were read.
    public struct CachedFiles: Sendable, Equatable {
        public var reused: Int
        public var read: Int
    }

    public init() {}

    /// The sum of the phases.
    public var total: Double { discovery + scan + model + resolve + rules + report }

    /// One line for stderr, e.g. `timings: discovery 0.010 s, read+scan 0.180 s, model 0.020 s, resolve 0.015 s,
    /// …, total 0.230 s (read+scan on all workers: read 0.030 s, lex 0.150 s, facts 0.170 s)`, and with a fact cache
    /// how many files it gave (`…, 7320 of 7356 files from the fact cache)`).
    public var summary: String {
        let phases: [(String, Double)] = [
            ("discovery", discovery), ("read+scan", scan), ("model", model), ("resolve", resolve),
            ("rules", rules), ("report", report),
            ("total", total),
        ]
        let parts: [(String, Double)] = [("read", scanCPU.read), ("lex", scanCPU.lex), ("facts", scanCPU.facts)]
        let cache = cachedFiles.map { ", \($0.reused) of \($0.read) files from the fact cache" } ?? ""
        return "timings: " + Self.list(phases) + " (read+scan on all workers: " + Self.list(parts) + cache + ")"
    }

    private static func list(_ phases: [(String, Double)]) -> String {
        phases.map { "\($0.0) \(seconds($0.1)) s" }.joined(separator: ", ")
    }

    private static func seconds(_ value: Double) -> String {
        let millis = Int((value * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}

/// Measures elapsed wall time on the monotonic clock.
public struct Stopwatch: Sendable {
    private var start = DispatchTime.now().uptimeNanoseconds

    public init() {}

    /// Seconds since the start or the previous lap, and restarts.
    public mutating func lap() -> Double {
        let now = DispatchTime.now().uptimeNanoseconds
        defer { start = now }
        return Double(now &- start) / 1e9
    }
}

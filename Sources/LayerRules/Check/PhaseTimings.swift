import Dispatch
import SwiftScanner

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How long one phase took, in seconds: on the wall clock, and in processor time summed over the process's
/// threads (with two cores busy for the whole phase, `processor` is twice `wall`).
public struct PhaseTime: Sendable, Equatable {
    /// Seconds on the monotonic clock.
    public var wall: Double
    /// Seconds of processor time, every thread of the process counted.
    public var processor: Double

    /// A phase that took `wall` seconds and `processor` seconds of processor time.
    public init(wall: Double = 0, processor: Double = 0) {
        self.wall = wall
        self.processor = processor
    }

    /// Two phases' times added, each clock on its own.
    public static func + (left: PhaseTime, right: PhaseTime) -> PhaseTime {
        PhaseTime(wall: left.wall + right.wall, processor: left.processor + right.processor)
    }

    /// The time of `left` without the part `right` of it.
    public static func - (left: PhaseTime, right: PhaseTime) -> PhaseTime {
        PhaseTime(wall: left.wall - right.wall, processor: left.processor - right.processor)
    }

    /// Adds `right` to `left`.
    public static func += (left: inout PhaseTime, right: PhaseTime) {
        left = left + right
    }
}

/// The durations of the phases of one `archlint check` run, for `--timings`.
public struct PhaseTimings: Sendable, Equatable {
    /// Policy loading, file discovery and exclusion.
    public var discovery = PhaseTime()
    /// Reading and scanning the files (in parallel).
    public var scan = PhaseTime()
    /// Within `scan`, the processor time of reading, lexing and extracting facts, summed over the workers.
    public var scanCPU = ScanCPUTime()
    /// Layer assignment, the symbol table and the conformance graph.
    public var model = PhaseTime()
    /// Resolving every reference, construction and member use (the end of building the model).
    public var resolve = PhaseTime()
    /// Rule evaluation, suppressions and folding.
    public var rules = PhaseTime()
    /// Writing the reports (baseline filtering included).
    public var report = PhaseTime()
    /// With a fact cache: how many files' facts it gave, of how many read.
    public var cachedFiles: CachedFiles?

    /// How many files' facts a fact cache gave (`reused`), of how many files were read.
    public struct CachedFiles: Sendable, Equatable {
        public var reused: Int
        public var read: Int
    }

    public init() {}

    /// The sum of the phases.
    public var total: PhaseTime { discovery + scan + model + resolve + rules + report }

    /// One line for stderr: the wall time of each phase and the total, then their processor time, then the
    /// parts of read+scan, e.g. `timings: discovery 0.010 s, …, total 0.230 s (processor time: discovery
    /// 0.016 s, …, total 0.420 s) (read+scan on all workers: read 0.030 s, lex 0.150 s, facts 0.170 s)`, and with a
    /// fact cache how many files it gave (`…, 7320 of 7356 files from the fact cache)`).
    public var summary: String {
        let phases: [(String, PhaseTime)] = [
            ("discovery", discovery), ("read+scan", scan), ("model", model), ("resolve", resolve),
            ("rules", rules), ("report", report),
            ("total", total),
        ]
        let parts: [(String, Double)] = [("read", scanCPU.read), ("lex", scanCPU.lex), ("facts", scanCPU.facts)]
        let cache = cachedFiles.map { ", \($0.reused) of \($0.read) files from the fact cache" } ?? ""
        return "timings: " + Self.list(phases.map { ($0.0, $0.1.wall) }) + " (processor time: "
            + Self.list(phases.map { ($0.0, $0.1.processor) }) + ") (read+scan on all workers: " + Self.list(parts)
            + cache + ")"
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

/// Measures elapsed wall time on the monotonic clock, and the process's processor time over the same span.
public struct Stopwatch: Sendable {
    private var start = DispatchTime.now().uptimeNanoseconds
    private var processorStart = Stopwatch.processorNanoseconds()

    public init() {}

    /// The time since the start or the previous lap, and restarts.
    public mutating func lap() -> PhaseTime {
        let now = DispatchTime.now().uptimeNanoseconds
        let processorNow = Stopwatch.processorNanoseconds()
        defer {
            start = now
            processorStart = processorNow
        }
        return PhaseTime(wall: Double(now &- start) / 1e9, processor: Double(processorNow &- processorStart) / 1e9)
    }

    /// The processor time of every thread of the process so far (0 where the clock cannot be read).
    private static func processorNanoseconds() -> UInt64 {
        var time = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return 0 }
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}

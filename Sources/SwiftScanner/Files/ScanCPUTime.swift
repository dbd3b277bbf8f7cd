import Dispatch

/// The processor time the read+scan workers spent reading files, lexing them and extracting their facts,
/// summed over the workers, in seconds (with two workers busy for 0.1 s each, the parts add up to 0.2 s).
public struct ScanCPUTime: Sendable, Equatable {
    public var read: Double = 0
    public var lex: Double = 0
    public var facts: Double = 0

    public init(read: Double = 0, lex: Double = 0, facts: Double = 0) {
        self.read = read
        self.lex = lex
        self.facts = facts
    }
}

/// Collects each worker's `ScanCPUTime` (each worker adds its own once, when it is done).
public final class ScanCPUTimeSink: @unchecked Sendable {
    private let lock = Lock()
    private var total = ScanCPUTime()

    public init() {}

    /// The sum of what the workers added.
    public var time: ScanCPUTime {
        lock.lock()
        defer { lock.unlock() }
        return total
    }

    func add(_ time: ScanCPUTime) {
        lock.lock()
        defer { lock.unlock() }
        total.read += time.read
        total.lex += time.lex
        total.facts += time.facts
    }
}

/// Nanoseconds on the monotonic clock, for the parts of one file's scan.
enum ScanClock {
    @inline(__always)
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    @inline(__always)
    static func seconds(from start: UInt64, to end: UInt64) -> Double { Double(end &- start) / 1e9 }
}

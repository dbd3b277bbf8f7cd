/// Decides when a progress line is due: not before `delay` after the start, then at most once per `interval`,
/// and always for the last file. Times are monotonic nanoseconds; a time earlier than one seen before (another
/// thread read the clock first) is never an overflow, only "not due".
public struct ProgressThrottle: Sendable {
    public let start: UInt64
    public let delay: UInt64
    public let interval: UInt64
    private var lastUpdate: UInt64 = 0

    public init(start: UInt64, delay: UInt64, interval: UInt64) {
        self.start = start
        self.delay = delay
        self.interval = interval
    }

    /// True (and the time recorded) when an update at `now` with `started` of `total` files should be shown.
    public mutating func isDue(at now: UInt64, started: Int, total: Int) -> Bool {
        let sinceStart = now.subtractingReportingOverflow(start)
        let sinceUpdate = now.subtractingReportingOverflow(lastUpdate)
        guard !sinceStart.overflow, sinceStart.partialValue > delay else { return false }
        let intervalPassed = !sinceUpdate.overflow && sinceUpdate.partialValue > interval
        guard intervalPassed || started == total else { return false }
        lastUpdate = max(lastUpdate, now)
        return true
    }
}

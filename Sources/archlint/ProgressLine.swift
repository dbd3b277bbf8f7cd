import Dispatch
import LayerRules
import SwiftScanner

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `scanned N/M files` on stderr, rewritten in place with `\r`, once a scan has run for over a second;
/// at most ten updates a second. Only for a terminal: the caller decides.
final class ProgressLine: @unchecked Sendable {
    private let lock = Lock()
    private var throttle = ProgressThrottle(
        start: DispatchTime.now().uptimeNanoseconds, delay: 1_000_000_000, interval: 100_000_000)
    private var shown = false

    /// Records that `started` of `total` files are under way; prints when due. The clock is read under the lock.
    func update(_ started: Int, _ total: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard throttle.isDue(at: DispatchTime.now().uptimeNanoseconds, started: started, total: total) else { return }
        shown = true
        fputs("\rscanned \(started)/\(total) files", stderr)
    }

    /// Erases the line if it was shown.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if shown { fputs("\r\u{1B}[K", stderr) }
        shown = false
    }
}

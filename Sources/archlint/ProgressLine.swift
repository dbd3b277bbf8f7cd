import Dispatch
import Foundation

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
    private let lock = NSLock()
    private let start = DispatchTime.now().uptimeNanoseconds
    private var lastUpdate: UInt64 = 0
    private var shown = false
    static let delay: UInt64 = 1_000_000_000
    static let interval: UInt64 = 100_000_000

    /// Records that `started` of `total` files are under way; prints when due.
    func update(_ started: Int, _ total: Int) {
        let now = DispatchTime.now().uptimeNanoseconds
        lock.lock()
        defer { lock.unlock() }
        guard now - start > Self.delay, now - lastUpdate > Self.interval || started == total else { return }
        lastUpdate = now
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

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A mutual-exclusion lock over a `pthread_mutex_t`, for the few counters the workers share. (Foundation's
/// `NSLock` is the same thing, but loading Foundation costs every run a few milliseconds of start-up.)
public final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// A lock that no thread holds.
    public init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Waits for the lock and takes it.
    public func lock() {
        pthread_mutex_lock(mutex)
    }

    /// Gives the lock back; only the thread that took it may.
    public func unlock() {
        pthread_mutex_unlock(mutex)
    }
}

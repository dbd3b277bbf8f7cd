#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A mutual-exclusion lock over a `pthread_mutex_t`, for the few counters the workers share, with a condition
/// (`pthread_cond_t`) that a thread holding the lock can wait on. (Foundation's `NSLock` and `NSCondition` are the
/// same things, but loading Foundation costs every run a few milliseconds of start-up.)
public final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    /// A lock that no thread holds.
    public init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
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

    /// Gives the lock back until another thread calls `broadcast()`, then takes it again: the caller holds the
    /// lock, and checks again what it waits for (a wait may also end without a broadcast).
    public func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Wakes every thread waiting on the lock's condition.
    public func broadcast() {
        pthread_cond_broadcast(condition)
    }
}

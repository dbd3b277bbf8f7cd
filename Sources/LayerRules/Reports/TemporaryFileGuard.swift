#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Removes the temporary file of a report being written when the process is interrupted (SIGINT, SIGTERM,
/// SIGHUP), then lets the signal end the process as it would have. The path is kept in a buffer allocated once,
/// so the handler only calls `unlink`, `signal` and `raise`, which are safe in a signal handler.
public enum TemporaryFileGuard {
    private static let capacity = 4096
    nonisolated(unsafe) private static let path = UnsafeMutablePointer<CChar>.allocate(capacity: capacity + 1)
    nonisolated(unsafe) private static var isSet: Int32 = 0

    /// Installs the handlers; call once, early in `main`.
    public static func install() {
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { received in
                if TemporaryFileGuard.isSet != 0 { unlink(TemporaryFileGuard.path) }
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }

    /// Marks `temporary` as the file to remove on a signal (a path too long for the buffer is not tracked;
    /// creating it fails anyway).
    static func track(_ temporary: String) {
        let bytes = Array(temporary.utf8)
        guard bytes.count <= capacity else { return }
        isSet = 0
        for (index, byte) in bytes.enumerated() { path[index] = CChar(bitPattern: byte) }
        path[bytes.count] = 0
        isSet = 1
    }

    /// The tracked file was renamed or removed.
    static func release() {
        isSet = 0
    }
}

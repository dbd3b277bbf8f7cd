import SwiftScanner

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps a failing standard output from crashing archlint: a reader that goes away (`archlint check | head -1`)
/// or a full disk must end the run with exit code 2, never with a signal or a crash trace.
enum OutputSafety {
    /// Ignores SIGPIPE, so that writing to a closed pipe fails with `EPIPE` instead of killing the process.
    static func install() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Flushes standard output; a failed write is an error of the run (exit code 2). A reader that went away
    /// ends the run quietly; any other write error is reported on standard error (`archlint: error: cannot
    /// write to standard output: no space left on device`).
    static func finish(_ status: inout ExitStatus) {
        errno = 0
        let flushed = fflush(stdout) == 0
        var code = errno
        guard !flushed || ferror(stdout) != 0 else { return }
        if code == EPIPE || readerIsGone() { return status.failSilently() }
        if code == 0 { code = probeError() }
        status.error("cannot write to standard output: " + (code == 0 ? "write error" : SystemError.message(code)))
    }

    /// The error of an earlier failed write, which stdio no longer knows: an empty write repeats it on
    /// devices such as `/dev/full`; 0 when it does not.
    private static func probeError() -> Int32 {
        errno = 0
        return write(STDOUT_FILENO, "", 0) < 0 ? errno : 0
    }

    /// True when standard output is a pipe or socket whose reading end is closed.
    private static func readerIsGone() -> Bool {
        var descriptor = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
        return poll(&descriptor, 1, 0) == 1 && descriptor.revents & Int16(POLLERR) != 0
    }
}

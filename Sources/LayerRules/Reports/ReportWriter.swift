import SwiftScanner

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A report that could not be written.
public struct ReportWriteError: Error, Equatable, CustomStringConvertible {
    public var path: String
    /// The lowercase system error text, e.g. `no such file or directory`.
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot write report '\(path)': \(reason)" }
}

/// Writes reports atomically: a regular file is written to a temporary file in the same directory and then
/// renamed over the target, so readers never see half a report. The rename replaces a symbolic link at the target
/// instead of writing through it, and an existing file's permission bits are kept (its owner cannot be: the new
/// file belongs to whoever runs archlint). `-` is standard output. A character device or pipe is written directly
/// when it is named directly, or through one of the stream names `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` and
/// `/proc/self/fd/N`; a symbolic link planted in a repository cannot lead a report onto a device: any other
/// link to a device, pipe or socket, a block device and a socket are refused.
///
/// The report is written by `produce` into a `ReportSink` whose full buffers go straight to the file, so a report
/// is never held whole in memory.
public enum ReportWriter {
    /// Writes `text` to `path`.
    public static func write(_ text: String, to path: String) throws(ReportWriteError) {
        try write(to: path) { $0.write(text) }
    }

    /// Writes what `produce` writes into the sink it is given to `path`. A regular file is flushed to the disk
    /// before it replaces the old one, unless it is not `durable` (a cache, which is rebuilt when lost).
    public static func write(to path: String, durable: Bool = true, _ produce: (ReportSink) -> Void)
        throws(ReportWriteError)
    {
        if path == "-" {
            try writeAll(produce, to: STDOUT_FILENO, path: path)
            return
        }
        var link = stat()
        var target = stat()
        let exists = lstat(path, &link) == 0
        let isLink = exists && link.st_mode & S_IFMT == S_IFLNK
        if exists, stat(path, &target) == 0, target.st_mode & S_IFMT != S_IFREG, target.st_mode & S_IFMT != S_IFDIR {
            let type = target.st_mode & S_IFMT
            guard type == S_IFCHR || type == S_IFIFO else {
                throw ReportWriteError(path: path, reason: "not a regular file, character device or pipe; not written")
            }
            guard !isLink || isStreamName(path) else {
                throw ReportWriteError(
                    path: path, reason: "symbolic link to a device, pipe or socket; not followed, not written")
            }
            try writeDirectly(produce, to: path, followingLink: isLink)
            return
        }
        let mode = exists && !isLink && link.st_mode & S_IFMT == S_IFREG ? link.st_mode & 0o7777 : nil
        try writeAtomically(produce, to: path, mode: mode, durable: durable)
    }

    /// Names that stand for a stream of this process (`/dev/stdout`), not for a file a repository could plant.
    private static func isStreamName(_ path: String) -> Bool {
        ["/dev/stdout", "/dev/stderr"].contains(path) || path.hasPrefix("/dev/fd/")
            || path.hasPrefix("/proc/self/fd/")
    }

    /// Appends `text` to the file at `path`, creating it if needed (for `$GITHUB_STEP_SUMMARY`).
    public static func append(_ text: String, to path: String) throws(ReportWriteError) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o666)
        if descriptor < 0 { throw systemError(path) }
        defer { close(descriptor) }
        try writeAll({ $0.write(text) }, to: descriptor, path: path)
    }

    private static func writeDirectly(_ produce: (ReportSink) -> Void, to path: String, followingLink: Bool)
        throws(ReportWriteError)
    {
        let descriptor = open(path, O_WRONLY | (followingLink ? 0 : O_NOFOLLOW))
        if descriptor < 0 { throw systemError(path) }
        defer { close(descriptor) }
        try writeAll(produce, to: descriptor, path: path)
    }

    private static func writeAtomically(
        _ produce: (ReportSink) -> Void, to path: String, mode: mode_t?, durable: Bool
    ) throws(ReportWriteError) {
        let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        if let code = InjectedFaults.error(.create, path) {
            throw ReportWriteError(path: path, reason: SystemError.message(code))
        }
        var temporary = ""
        var descriptor: Int32 = -1
        for attempt in 0..<100 where descriptor < 0 {
            temporary = "\(directory).\(name).\(getpid()).\(attempt).tmp"
            // Tracked before it exists, so that no signal can come between its creation and its tracking; the
            // name carries this process's id, so a file of that name that is not ours is a leftover of a process
            // long gone.
            TemporaryFileGuard.track(temporary)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
            if descriptor < 0 && errno != EEXIST {
                let failure = systemError(path)
                TemporaryFileGuard.release()
                throw failure
            }
        }
        defer { TemporaryFileGuard.release() }
        if descriptor < 0 { throw systemError(path) }
        do throws(ReportWriteError) {
            try writeAll(produce, to: descriptor, path: path)
            if let mode, fchmod(descriptor, mode) != 0 { throw systemError(path) }
            if durable, fsync(descriptor) != 0 { throw systemError(path) }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        if close(descriptor) != 0 || rename(temporary, path) != 0 {
            let failure = systemError(path)
            unlink(temporary)
            throw failure
        }
    }

    /// Writes the report `produce` renders to `descriptor`, a buffer at a time.
    private static func writeAll(_ produce: (ReportSink) -> Void, to descriptor: Int32, path: String)
        throws(ReportWriteError)
    {
        if let code = InjectedFaults.error(.write, path) {
            throw ReportWriteError(path: path, reason: SystemError.message(code))
        }
        let sink = ReportSink { bytes in writeAll(bytes, to: descriptor) }
        produce(sink)
        sink.flush()
        if let code = sink.failure { throw ReportWriteError(path: path, reason: SystemError.message(code)) }
    }

    /// Writes every byte to `descriptor`; the error number of a failed write, else nil.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let rest = UnsafeRawBufferPointer(rebasing: bytes[offset...])
            #if canImport(Darwin)
                let written = Darwin.write(descriptor, rest.baseAddress, rest.count)
            #elseif canImport(Musl)
                let written = Musl.write(descriptor, rest.baseAddress, rest.count)
            #else
                let written = Glibc.write(descriptor, rest.baseAddress, rest.count)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// The error for `path` from the current `errno`.
    private static func systemError(_ path: String) -> ReportWriteError {
        ReportWriteError(path: path, reason: SystemError.message())
    }
}

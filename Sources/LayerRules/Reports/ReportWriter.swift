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
/// renamed over the target, so readers never see half a report. `-` is standard output; a character device or
/// pipe (such as `/dev/stdout`) is written directly.
public enum ReportWriter {
    public static func write(_ text: String, to path: String) throws(ReportWriteError) {
        if path == "-" {
            try writeAll(text, to: STDOUT_FILENO, path: path)
            return
        }
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG, status.st_mode & S_IFMT != S_IFDIR {
            try writeDirectly(text, to: path)
            return
        }
        try writeAtomically(text, to: path)
    }

    /// Appends `text` to the file at `path`, creating it if needed (for `$GITHUB_STEP_SUMMARY`).
    public static func append(_ text: String, to path: String) throws(ReportWriteError) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o666)
        if descriptor < 0 { throw systemError(path) }
        defer { close(descriptor) }
        try writeAll(text, to: descriptor, path: path)
    }

    private static func writeDirectly(_ text: String, to path: String) throws(ReportWriteError) {
        let descriptor = open(path, O_WRONLY)
        if descriptor < 0 { throw systemError(path) }
        defer { close(descriptor) }
        try writeAll(text, to: descriptor, path: path)
    }

    private static func writeAtomically(_ text: String, to path: String) throws(ReportWriteError) {
        let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        var temporary = ""
        var descriptor: Int32 = -1
        for attempt in 0..<100 where descriptor < 0 {
            temporary = "\(directory).\(name).\(getpid()).\(attempt).tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
            if descriptor < 0 && errno != EEXIST { throw systemError(path) }
        }
        if descriptor < 0 { throw systemError(path) }
        do throws(ReportWriteError) {
            try writeAll(text, to: descriptor, path: path)
            if fsync(descriptor) != 0 { throw systemError(path) }
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

    private static func writeAll(_ text: String, to descriptor: Int32, path: String) throws(ReportWriteError) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { buffer in
                #if canImport(Darwin)
                    Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #elseif canImport(Musl)
                    Musl.write(descriptor, buffer.baseAddress, buffer.count)
                #else
                    Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw systemError(path)
            }
            offset += written
        }
    }

    /// The error for `path` from the current `errno`.
    private static func systemError(_ path: String) -> ReportWriteError {
        ReportWriteError(path: path, reason: SystemError.message())
    }
}

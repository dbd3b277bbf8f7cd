#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads whole files with POSIX `open`/`read`, so that a failure carries the system's reason: sources into
/// a caller-owned, reusable buffer; policies, baselines, manifests and file lists into new arrays.
///
/// Only regular files are read (following symbolic links): a device, pipe or socket, such as a link to
/// `/dev/zero` or to a FIFO, is refused without reading from it (it is opened without blocking), and a file of
/// `maximumSize` bytes or more is refused without reading it.
public enum FileReader {
    /// A file that could not be read, with a lowercase reason: `no such file or directory`.
    public struct Failure: Error {
        public var reason: String
    }

    /// Files this large (4 GiB) or larger are not read: line and column positions are 32-bit.
    public static let maximumSize = Int(UInt32.max)

    /// The reason given for a file that is not a regular file.
    public static let notRegularReason = "not a regular file"

    /// The reason given for a file of `maximumSize` bytes or more.
    public static let tooLargeReason = "file is 4 gib or larger; not read"

    /// Reads `path` into `buffer` (grown as needed) and returns the number of bytes read.
    static func read(_ path: String, into buffer: inout [UInt8]) -> Result<Int, Failure> {
        var stamp: FileStamp?
        return read(path, into: &buffer, stamp: &stamp)
    }

    /// `read(_:into:)`, and the stamp of the file read (from the same `fstat`, for the fact cache).
    static func read(_ path: String, into buffer: inout [UInt8], stamp: inout FileStamp?) -> Result<Int, Failure> {
        if let code = InjectedFaults.error(.open, path) { return .failure(Failure(reason: SystemError.message(code))) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(Failure(reason: SystemError.message())) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(Failure(reason: SystemError.message())) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            let isDirectory = info.st_mode & S_IFMT == S_IFDIR
            return .failure(Failure(reason: isDirectory ? SystemError.message(EISDIR) : notRegularReason))
        }
        stamp = FileStamp(info)
        let expectedSize = Int(info.st_size)
        guard expectedSize < maximumSize else { return .failure(Failure(reason: tooLargeReason)) }
        if expectedSize + 1 > buffer.count { buffer = [UInt8](repeating: 0, count: expectedSize + 1) }
        return read(descriptor, into: &buffer, expectedSize: expectedSize)
    }

    /// Reads `descriptor` to its end (or, for a regular file, to `expectedSize`), refusing more than
    /// `maximumSize` bytes.
    static func read(_ descriptor: Int32, into buffer: inout [UInt8], expectedSize: Int = -1) -> Result<Int, Failure> {
        if buffer.isEmpty { buffer = [UInt8](repeating: 0, count: 4096) }
        var total = 0
        while true {
            // A regular file read up to the size fstat gave is complete: no extra read to see its end.
            if total == expectedSize && total > 0 { return .success(total) }
            guard total < maximumSize else { return .failure(Failure(reason: tooLargeReason)) }
            if total == buffer.count { buffer += [UInt8](repeating: 0, count: min(buffer.count, maximumSize)) }
            let count = buffer.withUnsafeMutableBytes { raw in
                POSIX.read(descriptor, raw.baseAddress! + total, raw.count - total)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(reason: SystemError.message()))
            }
            if count == 0 { return .success(total) }
            total += count
        }
    }

    /// The whole file in a new array: the buffer it was read into, cut to the bytes read (not copied: a fact
    /// cache is tens of megabytes).
    public static func contents(ofFile path: String) throws(Failure) -> [UInt8] {
        var buffer: [UInt8] = []
        switch read(path, into: &buffer) {
        case .success(let count):
            buffer.removeSubrange(count...)
            return buffer
        case .failure(let error): throw error
        }
    }

    /// What `body` makes of the whole file's bytes, read into a buffer of their own and lent in place.
    static func withContents<Result>(of path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) throws(Failure)
        -> Result
    {
        try contents(ofFile: path).withUnsafeBufferPointer(body)
    }

    /// Standard input to its end, refusing more than `maximumSize` bytes.
    public static func standardInput() throws(Failure) -> [UInt8] {
        var buffer: [UInt8] = []
        switch read(STDIN_FILENO, into: &buffer) {
        case .success(let count): return Array(buffer[0..<count])
        case .failure(let error): throw error
        }
    }
}

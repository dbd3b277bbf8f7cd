#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads whole files with POSIX `open`/`read`, so that a failure carries the system's reason: sources into
/// a caller-owned, reusable buffer; policies, baselines, manifests and file lists into new arrays.
public enum FileReader {
    /// A file that could not be read, with the system's lowercase reason: `no such file or directory`.
    public struct Failure: Error {
        public var reason: String
    }

    /// Reads `path` into `buffer` (grown as needed) and returns the number of bytes read.
    static func read(_ path: String, into buffer: inout [UInt8]) -> Result<Int, POSIX.StatusError> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(POSIX.StatusError(code: errno)) }
        defer { close(descriptor) }
        var info = stat()
        var expectedSize = -1
        if fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG {
            expectedSize = Int(info.st_size)
            if expectedSize + 1 > buffer.count { buffer = [UInt8](repeating: 0, count: expectedSize + 1) }
        }
        if buffer.isEmpty { buffer = [UInt8](repeating: 0, count: 4096) }
        var total = 0
        while true {
            // A regular file read up to the size fstat gave is complete: no extra read to see its end.
            if total == expectedSize && total > 0 { return .success(total) }
            if total == buffer.count { buffer += [UInt8](repeating: 0, count: buffer.count) }
            let count = buffer.withUnsafeMutableBytes { raw in
                POSIX.read(descriptor, raw.baseAddress! + total, raw.count - total)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(POSIX.StatusError(code: errno))
            }
            if count == 0 { return .success(total) }
            total += count
        }
    }

    /// The whole file in a new array.
    public static func contents(ofFile path: String) throws(Failure) -> [UInt8] {
        var buffer: [UInt8] = []
        switch read(path, into: &buffer) {
        case .success(let count): return Array(buffer[0..<count])
        case .failure(let error): throw Failure(reason: error.message)
        }
    }
}

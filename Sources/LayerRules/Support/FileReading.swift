import SwiftScanner

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads whole files with POSIX calls, so that failures carry the system's reason.
enum FileReading {
    /// A file that could not be read, with the system's lowercase reason: `no such file or directory`.
    struct Failure: Error {
        var reason: String
    }

    static func contents(ofFile path: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw Failure(reason: SystemError.message()) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: SystemError.message())
            }
            bytes += chunk[0..<count]
        }
    }

    /// True when `path` names a regular file (following symbolic links).
    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}

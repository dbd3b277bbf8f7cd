#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system's text for an error number, lowercased for messages: `no such file or directory`.
public enum SystemError {
    /// The message for `code` (by default the current `errno`).
    public static func message(_ code: Int32 = errno) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text).lowercased()
    }
}

/// Thin wrappers over the POSIX calls used for discovery and reading.
enum POSIX {

    /// `read(2)`, named so that it does not clash with methods called `read`.
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            return Glibc.read(descriptor, buffer, count)
        #elseif canImport(Musl)
            return Musl.read(descriptor, buffer, count)
        #else
            return Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// The file type and identity of a path, or the error message.
    struct FileStatus {
        enum FileType { case directory, regular, symbolicLink, other }
        var type: FileType
        var device: UInt64
        var inode: UInt64
    }

    /// `lstat` (when `followLinks` is false) or `stat` of `path`.
    static func status(_ path: String, followLinks: Bool) -> Result<FileStatus, StatusError> {
        var info = stat()
        let result = followLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { return .failure(StatusError(code: errno)) }
        let type: FileStatus.FileType
        switch info.st_mode & S_IFMT {
        case S_IFDIR: type = .directory
        case S_IFREG: type = .regular
        case S_IFLNK: type = .symbolicLink
        default: type = .other
        }
        return .success(
            FileStatus(
                type: type, device: UInt64(truncatingIfNeeded: info.st_dev),
                inode: UInt64(truncatingIfNeeded: info.st_ino)))
    }

    /// An `errno` value from a failed call.
    struct StatusError: Error {
        var code: Int32
        var message: String { SystemError.message(code) }
    }

    /// The canonical absolute path (symbolic links resolved), or nil.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Calls `body` with each entry of the folder at `path` but `.` and `..`: the bytes of its name (valid only
    /// during the call, no terminating NUL) and its type hint (nil when the file system gives none). Names are
    /// handed over as bytes so that a caller can pass over the entries it does not want without making a
    /// `String` of each. Nil when the folder was listed; else the error of opening it.
    static func forEachDirectoryEntry(
        _ path: String, _ body: (_ name: UnsafeBufferPointer<UInt8>, _ type: FileStatus.FileType?) -> Void
    ) -> StatusError? {
        if let code = InjectedFaults.error(.opendir, path) { return StatusError(code: code) }
        guard let directory = opendir(path) else { return StatusError(code: errno) }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let type: FileStatus.FileType?
            switch entry.pointee.d_type {
            case 4: type = .directory
            case 8: type = .regular
            case 10: type = .symbolicLink
            case 0: type = nil
            default: type = .other
            }
            withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: UInt8.self, capacity: 1) { start in
                    let name = UnsafeBufferPointer(
                        start: start, count: strlen(UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self)))
                    let isDotOrDotDot =
                        name.first == UInt8(ascii: ".")
                        && (name.count == 1 || (name.count == 2 && name[1] == UInt8(ascii: ".")))
                    if !isDotOrDotDot { body(name, type) }
                }
            }
        }
        return nil
    }
}

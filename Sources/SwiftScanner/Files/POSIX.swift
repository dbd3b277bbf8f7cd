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

    /// One entry of a folder; a name that is not valid UTF-8 is repaired (U+FFFD) and marked invalid, since
    /// the repaired name no longer opens the file.
    struct DirectoryEntry {
        var name: String
        var type: FileStatus.FileType?
        var isValidName: Bool
    }

    /// Directory entries of `path` with type hints, `.` and `..` excluded.
    static func directoryEntries(_ path: String) -> Result<[DirectoryEntry], StatusError> {
        if let code = InjectedFaults.error(.opendir, path) { return .failure(StatusError(code: code)) }
        guard let directory = opendir(path) else { return .failure(StatusError(code: errno)) }
        defer { closedir(directory) }
        var entries: [DirectoryEntry] = []
        while let entry = readdir(directory) {
            let (name, isValidName) = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 1) { cName in
                    String(validatingCString: cName).map { ($0, true) } ?? (String(cString: cName), false)
                }
            }
            if name == "." || name == ".." { continue }
            let type: FileStatus.FileType?
            switch entry.pointee.d_type {
            case 4: type = .directory
            case 8: type = .regular
            case 10: type = .symbolicLink
            case 0: type = nil
            default: type = .other
            }
            entries.append(DirectoryEntry(name: name, type: type, isValidName: isValidName))
        }
        return .success(entries)
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat` says about a file that changes whenever its content can have changed: the device and inode (a
/// file replaced by another), the size, and the modification and status-change times to the nanosecond. The
/// status-change time cannot be set back by a program (`touch -d` sets it to now), so a file whose stamp is the
/// one recorded with its facts has not been written since, as git's index assumes.
struct FileStamp: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: UInt64
    var modified: Int64
    var modifiedNanoseconds: Int64
    var changed: Int64
    var changedNanoseconds: Int64

    /// The stamp of the file at `path` (following symbolic links, as the read does), or nil when there is no
    /// regular file to read there.
    static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileStamp(info)
    }

    /// Whether the stamp may be trusted by a later run: the file was last written at least `margin` seconds before
    /// `now` (the start of the run that read it). A file written in the same clock tick as the read, after it,
    /// could otherwise keep the stamp of the content that was read (the "racy" case git's index guards against).
    func isSettled(before now: Int64, margin: Int64 = 2) -> Bool {
        modified < now - margin && changed < now - margin
    }

    /// The current time in whole seconds, on the clock file times are set by.
    static func now() -> Int64 { Int64(time(nil)) }
}

extension FileStamp {
    /// The stamp `info` (what `stat` or `fstat` said of a file) gives.
    init(_ info: stat) {
        #if canImport(Darwin)
            let modified = info.st_mtimespec
            let changed = info.st_ctimespec
        #else
            let modified = info.st_mtim
            let changed = info.st_ctim
        #endif
        self.init(
            device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino),
            size: UInt64(truncatingIfNeeded: info.st_size), modified: Int64(modified.tv_sec),
            modifiedNanoseconds: Int64(modified.tv_nsec), changed: Int64(changed.tv_sec),
            changedNanoseconds: Int64(changed.tv_nsec))
    }
}

extension FactByteWriter {
    mutating func stamp(_ stamp: FileStamp) {
        for value in [
            stamp.device, stamp.inode, stamp.size, UInt64(bitPattern: stamp.modified),
            UInt64(bitPattern: stamp.modifiedNanoseconds), UInt64(bitPattern: stamp.changed),
            UInt64(bitPattern: stamp.changedNanoseconds),
        ] {
            unsigned(value)
        }
    }
}

extension FactByteReader {
    mutating func stamp() throws(FactBytesError) -> FileStamp {
        let device = try unsigned()
        let inode = try unsigned()
        let size = try unsigned()
        let modified = Int64(bitPattern: try unsigned())
        let modifiedNanoseconds = Int64(bitPattern: try unsigned())
        let changed = Int64(bitPattern: try unsigned())
        return FileStamp(
            device: device, inode: inode, size: size, modified: modified, modifiedNanoseconds: modifiedNanoseconds,
            changed: changed, changedNanoseconds: Int64(bitPattern: try unsigned()))
    }
}

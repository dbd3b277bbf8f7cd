/// The UTF-8 byte order mark some editors write at the start of a file: it is not part of the text, and every
/// reader of files (sources, project files, policies, reports) starts after it.
public enum ByteOrderMark {
    /// The mark's bytes.
    public static let utf8: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// How many bytes at the start of `bytes` are the mark: 3, or 0 without one.
    @inlinable
    public static func length(in bytes: some Collection<UInt8>) -> Int {
        bytes.starts(with: utf8) ? utf8.count : 0
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension StringProtocol {
    /// Whether the UTF-8 bytes of `text` occur in this string's UTF-8 bytes: a plain byte search, for the
    /// ASCII spellings archlint looks for (`canImport(M)`, `unit-test`). The standard library's
    /// `contains(_:)` compares characters and builds a search table on every call (38,000 instructions to
    /// look for a module name in a short `#if` condition).
    public func containsBytes(of text: String) -> Bool {
        var needle = text
        return needle.withUTF8 { needle in
            utf8.withContiguousStorageIfAvailable { ByteSearch.firstOffset(of: needle, in: $0) != nil }
                ?? Array(utf8).withUnsafeBufferPointer { ByteSearch.firstOffset(of: needle, in: $0) != nil }
        }
    }
}

extension String {
    /// `body` of the string's UTF-8 bytes, read in place where they are contiguous (a native string's are; a
    /// copy for `withUTF8` would count a reference to it, which for a name shared by all workers is a write to
    /// memory the others read), else from a contiguous copy.
    @inlinable @inline(__always)
    public func withBytesInPlace<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }

    /// The index of the first `byte` (an ASCII byte) in the string's UTF-8 bytes, found in place where they are
    /// contiguous (`firstIndex(of:)` over the UTF-8 view steps an index a byte at a time), or nil.
    @inlinable
    public func firstIndex(ofByte byte: UInt8) -> String.Index? {
        let utf8 = utf8
        guard let offset = utf8.withContiguousStorageIfAvailable({ $0.firstIndex(of: byte) }) else {
            return utf8.firstIndex(of: byte)
        }
        return offset.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }

    /// The index of the last `byte` (an ASCII byte) in the string's UTF-8 bytes, or nil (see `firstIndex(ofByte:)`).
    @inlinable
    public func lastIndex(ofByte byte: UInt8) -> String.Index? {
        let utf8 = utf8
        guard let offset = utf8.withContiguousStorageIfAvailable({ $0.lastIndex(of: byte) }) else {
            return utf8.lastIndex(of: byte)
        }
        return offset.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }
}

/// Searches for a run of bytes in a buffer.
public enum ByteSearch {
    /// The offset of the first occurrence of `needle` in `haystack` (0 for an empty needle), or nil.
    public static func firstOffset(of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>)
        -> Int?
    {
        guard let first = needle.first else { return 0 }
        guard needle.count <= haystack.count, let base = haystack.baseAddress, let needleBase = needle.baseAddress
        else { return nil }
        let last = haystack.count - needle.count
        var start = 0
        while start <= last {
            guard let found = memchr(base + start, Int32(first), last - start + 1) else { return nil }
            let offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + offset, needleBase, needle.count) == 0 { return offset }
            start = offset + 1
        }
        return nil
    }
}

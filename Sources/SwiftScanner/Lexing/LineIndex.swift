#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Line starts of a file, for turning byte offsets into 1-based line and column (columns count UTF-8 bytes).
///
/// `\n`, `\r\n` and a lone `\r` each end a line. On line 1 a UTF-8 byte order mark is not counted.
struct LineIndex {
    private(set) var lineStarts: [Int]
    private let byteCount: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>, firstLineStart: Int) {
        var starts = [firstLineStart]
        starts.reserveCapacity(bytes.count / 32 + 1)
        let count = bytes.count
        var index = firstLineStart
        if let base = bytes.baseAddress, index < count,
            memchr(base + index, Int32(Byte.carriageReturn), count - index) == nil
        {
            while index < count, let found = memchr(base + index, Int32(Byte.newline), count - index) {
                index = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base + 1
                starts.append(index)
            }
            lineStarts = starts
            byteCount = count
            return
        }
        while index < count {
            let byte = bytes[index]
            if byte == Byte.newline {
                starts.append(index + 1)
            } else if byte == Byte.carriageReturn {
                if index + 1 < count && bytes[index + 1] == Byte.newline { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
        byteCount = count
    }

    /// Number of lines: a final line without a line break counts, an empty file has none.
    var lineCount: Int {
        let last = lineStarts[lineStarts.count - 1]
        return last < byteCount ? lineStarts.count : lineStarts.count - 1
    }

    /// The position of byte `offset`, starting the search at line index `hint` (updated), which is fast when
    /// offsets come in increasing order.
    func position(of offset: Int, hint: inout Int) -> SourcePosition {
        var line = hint
        if line < lineStarts.count && lineStarts[line] <= offset {
            var steps = 0
            while line + 1 < lineStarts.count && lineStarts[line + 1] <= offset && steps < 16 {
                line += 1
                steps += 1
            }
            if line + 1 == lineStarts.count || lineStarts[line + 1] > offset {
                hint = line
                return SourcePosition(line: line + 1, column: offset - lineStarts[line] + 1)
            }
        }
        let found = position(of: offset)
        hint = found.line - 1
        return found
    }

    /// The position of byte `offset`.
    func position(of offset: Int) -> SourcePosition {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return SourcePosition(line: low + 1, column: offset - lineStarts[low] + 1)
    }
}

/// Line starts of a file, for turning byte offsets into 1-based line and column (columns count UTF-8 bytes).
///
/// `\n`, `\r\n` and a lone `\r` each end a line. On line 1 a UTF-8 byte order mark is not counted.
struct LineIndex {
    private(set) var lineStarts: [Int]
    private let byteCount: Int

    /// The index of lines starting at `lineStarts` (ascending, the first line's start first) in a file of
    /// `byteCount` bytes. The lexer finds the starts as it passes the line breaks.
    init(lineStarts: [Int], byteCount: Int) {
        self.lineStarts = lineStarts
        self.byteCount = byteCount
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

import SwiftScanner

/// Turns the scanner's columns (UTF-8 bytes, 1-based) into UTF-16 code units, the unit SARIF consumers such as
/// GitHub code scanning count in (`columnKind: utf16CodeUnits`).
///
/// Only the files with findings are read again. A file of ASCII bytes only (most are), or one that can no
/// longer be read, keeps its byte columns and is remembered by its path alone; of the others, the line tables
/// of the last `keptTables` asked about are kept (findings come sorted by path, so a file's are asked about
/// together), and one asked about again after that is read again. Memory therefore does not grow with the
/// number of files with findings. Lines end as the scanner ends them (`\n`, `\r\n`, a lone `\r`), and a UTF-8
/// byte order mark is not counted on line 1.
struct UTF16Columns {
    /// How many line tables of files with non-ASCII bytes are kept.
    static let keptTables = 8

    /// Files whose byte columns are their UTF-16 columns: ASCII only, or unreadable.
    private var byteColumnFiles: Set<String> = []
    /// The line tables of the files with non-ASCII bytes asked about last, the most recent last.
    private var recent: [(path: String, lines: LineTable)] = []

    /// The UTF-16 column of `position` in the file at `path` (as the working directory sees it).
    mutating func column(of position: SourcePosition, inFileAt path: String) -> Int {
        guard !byteColumnFiles.contains(path), let lines = lines(ofFileAt: path),
            position.line >= 1, position.line <= lines.count
        else { return position.column }
        return Self.utf16Column(byteColumn: position.column, in: lines[position.line - 1])
    }

    /// The line table of a file with non-ASCII bytes, from the kept ones or read now; nil (and the file
    /// remembered) for an ASCII-only or unreadable file.
    private mutating func lines(ofFileAt path: String) -> LineTable? {
        if let kept = recent.lastIndex(where: { $0.path == path }) {
            let entry = recent.remove(at: kept)
            recent.append(entry)
            return entry.lines
        }
        guard let bytes = try? FileReader.contents(ofFile: path), bytes.contains(where: { $0 >= 0x80 }) else {
            byteColumnFiles.insert(path)
            return nil
        }
        let lines = LineTable(bytes)
        if recent.count == Self.keptTables { recent.removeFirst() }
        recent.append((path, lines))
        return lines
    }

    /// The UTF-16 column of a 1-based UTF-8 byte column in `line` (its bytes, without the line break); a column
    /// past the line's end keeps its distance from the end.
    static func utf16Column<Line: Collection<UInt8>>(byteColumn: Int, in line: Line) -> Int {
        var units = 0
        for byte in line.prefix(max(0, byteColumn - 1)) {
            if byte & 0b1100_0000 == 0b1000_0000 { continue }
            units += byte >= 0b1111_0000 ? 2 : 1
        }
        return units + 1 + max(0, byteColumn - 1 - line.count)
    }

    /// A file's lines as ranges of its bytes, split where the scanner splits them, after any byte order mark.
    struct LineTable {
        private let bytes: [UInt8]
        private var starts: [Int] = []
        private var ends: [Int] = []

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            var start = ByteOrderMark.length(in: bytes)
            var index = start
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A || byte == 0x0D {
                    starts.append(start)
                    ends.append(index)
                    if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                    start = index + 1
                }
                index += 1
            }
            starts.append(min(start, bytes.count))
            ends.append(bytes.count)
        }

        var count: Int { starts.count }

        /// The bytes of the `index`th line (0-based), without its line break.
        subscript(index: Int) -> ArraySlice<UInt8> { bytes[starts[index]..<ends[index]] }
    }
}

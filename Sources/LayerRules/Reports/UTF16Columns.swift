import SwiftScanner

/// Turns the scanner's columns (UTF-8 bytes, 1-based) into UTF-16 code units, the unit SARIF consumers such as
/// GitHub code scanning count in (`columnKind: utf16CodeUnits`).
///
/// Only the files with findings are read again, each once, and only up to the last line asked about. Lines
/// end as the scanner ends them (`\n`, `\r\n`, a lone `\r`), and a UTF-8 byte order mark is not counted on
/// line 1. A file that can no longer be read keeps its byte columns.
struct UTF16Columns {
    private var files: [String: [[UInt8]]] = [:]

    /// The UTF-16 column of `position` in the file at `path` (as the working directory sees it).
    mutating func column(of position: SourcePosition, inFileAt path: String) -> Int {
        if files[path] == nil {
            files[path] = (try? FileReader.contents(ofFile: path)).map(Self.lines) ?? []
        }
        guard let lines = files[path], position.line >= 1, position.line <= lines.count else {
            return position.column
        }
        return Self.utf16Column(byteColumn: position.column, in: lines[position.line - 1])
    }

    /// The UTF-16 column of the 1-based byte column `byteColumn` of `line`: each UTF-8 sequence before it
    /// counts one unit, or two for a character outside the Basic Multilingual Plane (a four-byte sequence); an
    /// invalid byte counts one (it is read as U+FFFD).
    static func utf16Column(byteColumn: Int, in line: [UInt8]) -> Int {
        var units = 0
        for byte in line.prefix(max(0, byteColumn - 1)) {
            if byte & 0b1100_0000 == 0b1000_0000 { continue }
            units += byte >= 0b1111_0000 ? 2 : 1
        }
        return units + 1 + max(0, byteColumn - 1 - line.count)
    }

    /// The lines of `bytes` without their line ends; a leading byte order mark is dropped.
    static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var start = ByteOrderMark.length(in: bytes)
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                lines.append(Array(bytes[start..<index]))
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                start = index + 1
            }
            index += 1
        }
        lines.append(Array(bytes[min(start, bytes.count)...]))
        return lines
    }
}

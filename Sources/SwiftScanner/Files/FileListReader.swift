/// Reads the `--files-from` list: one path per line, blank lines ignored, `-` for standard input.
public enum FileListReader {
    /// Why the list could not be read.
    public struct ReadError: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot read file list '\(path)': \(reason)" }
    }

    /// The paths listed in `path` (or on standard input for `-`), in order.
    public static func read(_ path: String) throws -> [String] {
        let bytes: [UInt8]
        do {
            bytes = try path == "-" ? FileReader.standardInput() : FileReader.contents(ofFile: path)
        } catch {
            throw ReadError(path: path, reason: error.reason)
        }
        if let line = firstInvalidLine(bytes) {
            throw ReadError(path: path, reason: "line \(line) is not valid utf-8, so it cannot name a file")
        }
        return parse(String(decoding: bytes, as: UTF8.self))
    }

    /// The 1-based number of the first line that is not valid UTF-8, or nil.
    static func firstInvalidLine(_ bytes: [UInt8]) -> Int? {
        var line = 1
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "\n") {
            if String(validating: bytes[start..<index], as: UTF8.self) == nil { return line }
            line += 1
            start = index + 1
        }
        return nil
    }

    /// Splits `text` into paths: one per line (`\n`, `\r\n` or `\r`), blank lines ignored, no other trimming.
    public static func parse(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            line.allSatisfy { $0 == " " || $0 == "\t" } ? nil : String(line)
        }
    }
}

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
        return parse(String(decoding: bytes, as: UTF8.self))
    }

    /// Splits `text` into paths: one per line (`\n`, `\r\n` or `\r`), blank lines ignored, no other trimming.
    public static func parse(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            line.allSatisfy { $0 == " " || $0 == "\t" } ? nil : String(line)
        }
    }
}

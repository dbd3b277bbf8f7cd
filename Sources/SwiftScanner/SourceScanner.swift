/// Scans one Swift source file lexically and extracts its facts.
///
/// Scanning never throws and never traps on any input bytes: problems become
/// `ScanDiagnostic` values in the result.
///
/// Conventions of the extracted facts:
/// - Positions are 1-based; columns count UTF-8 bytes from the start of the line. `\n`, `\r\n` and a lone
///   `\r` end a line. A UTF-8 byte order mark is not counted in line 1's columns.
/// - An import's position is that of the first token of its declaration: its first attribute or modifier
///   if it has any (`@testable import A` is at `@`), else the `import` keyword.
/// - A declaration's position is that of its keyword (`class`, `struct`, …).
/// - A name is capitalised when its first byte is an ASCII capital letter (`A`-`Z`); a name starting with
///   a non-ASCII character (`Éclair`) never is.
/// - Capitalised attribute names (`@MainActor`, `@Published`, custom property wrappers and macros) are
///   references; lowercase built-in attributes (`@available(…)`, `@objc(…)`) and their arguments are not.
/// - A trailing closure `Foo { … }` is not recorded as a construction (it is too ambiguous lexically).
/// - UTF-16/UTF-32 files, binary files and files of 4 GiB or more produce a single diagnostic and no facts
///   (`lineCount` 0).
public enum SourceScanner {
    /// Scans `bytes` (the whole file) and returns its facts. `path` is stored as given.
    public static func scan(_ bytes: UnsafeBufferPointer<UInt8>, path: String) -> FileFacts {
        var facts = FileFacts(path: path, byteCount: bytes.count)
        guard bytes.count < Int(UInt32.max) else {
            let position = SourcePosition(line: 1, column: 1)
            facts.diagnostics = [
                ScanDiagnostic(kind: .binaryFile, message: "file is 4 gib or larger; not scanned", position: position)
            ]
            return facts
        }
        let check = EncodingCheck.check(bytes)
        if let rejection = check.rejection {
            facts.diagnostics = [
                ScanDiagnostic(
                    kind: rejection.kind, message: rejection.message, position: SourcePosition(line: 1, column: 1))
            ]
            return facts
        }
        let lines = LineIndex(bytes, firstLineStart: check.textStart)
        facts.lineCount = lines.lineCount
        var lexer = Lexer(bytes, start: check.textStart)
        lexer.run()
        var extractor = FactExtractor(bytes: bytes, tokens: lexer.tokens, lines: lines)
        extractor.run()
        facts.imports = extractor.imports
        facts.declarations = extractor.declarations
        facts.references = extractor.references
        facts.constructions = extractor.constructions
        facts.memberUses = extractor.memberUses
        extractor.names.finish()
        facts.names = extractor.names
        facts.directives = lexer.directives.map {
            CommentDirective(text: $0.text, position: lines.position(of: $0.offset), isTrailing: $0.isTrailing)
        }
        let raw = (check.diagnostics + lexer.diagnostics + extractor.diagnostics).enumerated().sorted {
            ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset)
        }
        facts.diagnostics = raw.map { diagnostic($0.element, lines) }
        return facts
    }

    /// Convenience for tests and small inputs.
    public static func scan(_ source: String, path: String = "<memory>") -> FileFacts {
        var copy = source
        return copy.withUTF8 { scan($0, path: path) }
    }

    /// Convenience for raw bytes.
    public static func scan(bytes: [UInt8], path: String) -> FileFacts {
        bytes.withUnsafeBufferPointer { scan($0, path: path) }
    }

    private static func diagnostic(_ raw: RawDiagnostic, _ lines: LineIndex) -> ScanDiagnostic {
        ScanDiagnostic(kind: raw.kind, message: raw.message, position: lines.position(of: raw.offset))
    }
}

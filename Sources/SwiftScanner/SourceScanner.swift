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
        var unused: ScanCPUTime?
        var names = SharedNames()
        var storage = ExtractorStorage()
        return scan(bytes, path: path, timing: &unused, sharing: &names, storage: &storage)
    }

    /// `scan`, adding the time spent lexing and extracting facts to `timing` when it is not nil, sharing
    /// the strings of long names with the files scanned before with the same `shared` names, and filling the
    /// arrays of `storage` (a worker's, kept from file to file) before the facts get exact copies of them.
    static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, timing: inout ScanCPUTime?,
        sharing shared: inout SharedNames, storage: inout ExtractorStorage
    ) -> FileFacts {
        let start = timing == nil ? 0 : ScanClock.now()
        var facts = FileFacts.Fields(path: path, byteCount: bytes.count)
        let lexed: LexedFile
        let result = LexedFile.lex(bytes, into: storage.tokens)
        let lexEnd = timing == nil ? 0 : ScanClock.now()
        timing?.lex += ScanClock.seconds(from: start, to: lexEnd)
        defer { timing?.facts += ScanClock.seconds(from: lexEnd, to: ScanClock.now()) }
        switch result {
        case .success(let file): lexed = file
        case .failure(let refusal):
            facts.diagnostics = [
                ScanDiagnostic(
                    kind: refusal.kind, message: refusal.message, position: SourcePosition(line: 1, column: 1))
            ]
            return FileFacts(facts)
        }
        facts.lineCount = lexed.lines.lineCount
        var extractor = FactExtractor(
            bytes: bytes, tokens: lexed.tokens, lines: lexed.lines, referenceCapacity: lexed.capitalisedNameCount,
            storage: &storage)
        swap(&extractor.sharedNames, &shared)
        extractor.run()
        swap(&extractor.sharedNames, &shared)
        // The facts of every file are kept for the whole run: exact copies, not the worker's arrays with room.
        facts.imports = ExtractorStorage.exactCopy(extractor.imports)
        facts.declarations = ExtractorStorage.exactCopy(extractor.declarations)
        facts.storedReferences = ExtractorStorage.exactCopy(extractor.references)
        facts.storedConstructions = ExtractorStorage.exactCopy(extractor.constructions)
        facts.storedMemberUses = ExtractorStorage.exactCopy(extractor.memberUses)
        facts.names = extractor.names.kept()
        facts.conditionalBranches = extractor.conditionalBranches()
        extractor.finish(into: &storage)
        facts.directives = lexed.directives
        facts.diagnostics = LexedFile.ordered(lexed.diagnostics + extractor.diagnostics, lexed.lines).map {
            ScanDiagnostic(kind: $0.0.kind, message: $0.0.message, position: $0.1)
        }
        return FileFacts(facts)
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
}

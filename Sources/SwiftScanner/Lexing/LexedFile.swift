/// The steps every read of a Swift file starts with, for sources and manifests alike: the size limit, the
/// encoding check, the line index, the tokens and the `archlint:` comments.
struct LexedFile {
    let lines: LineIndex
    /// The tokens, in the storage the file was lexed into.
    let tokens: TokenStorage
    let directives: [CommentDirective]
    /// How many identifiers start with an ASCII capital letter, for sizing the arrays of type references.
    let capitalisedNameCount: Int
    /// Problems of the encoding and the lexer, at byte offsets (`lines` gives their positions).
    let diagnostics: [RawDiagnostic]

    /// Why a file is not read at all: 4 GiB or larger, UTF-16/32 encoded, or binary. Reported at 1:1.
    struct Refusal: Error {
        var kind: ScanDiagnostic.Kind
        var message: String
    }

    /// Lexes `bytes` (the whole file) into `storage`, or says why it cannot be read.
    static func lex(_ bytes: UnsafeBufferPointer<UInt8>, into storage: TokenStorage = TokenStorage())
        -> Result<LexedFile, Refusal>
    {
        guard bytes.count < Int(UInt32.max) else {
            return .failure(Refusal(kind: .binaryFile, message: "file is 4 gib or larger; not read"))
        }
        let check = EncodingCheck.check(bytes)
        if let rejection = check.rejection {
            return .failure(Refusal(kind: rejection.kind, message: rejection.message))
        }
        var lexer = Lexer(bytes, start: check.textStart, into: storage)
        lexer.run()
        let lines = LineIndex(lineStarts: lexer.lineStarts, byteCount: bytes.count)
        let directives = lexer.directives.map {
            CommentDirective(text: $0.text, position: lines.position(of: $0.offset), isTrailing: $0.isTrailing)
        }
        return .success(
            LexedFile(
                lines: lines, tokens: lexer.storage, directives: directives,
                capitalisedNameCount: lexer.capitalisedNameCount, diagnostics: check.diagnostics + lexer.diagnostics))
    }

    /// `diagnostics` in file order (ties keep their order), with positions.
    static func ordered(_ diagnostics: [RawDiagnostic], _ lines: LineIndex) -> [(RawDiagnostic, SourcePosition)] {
        diagnostics.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map {
            ($0.element, lines.position(of: $0.element.offset))
        }
    }
}

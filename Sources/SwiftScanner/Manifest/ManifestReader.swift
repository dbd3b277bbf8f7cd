/// Reads a `Package.swift` lexically, with the scanner's lexer: the manifest is never executed.
///
/// It understands the `Package(…)` call and the values it is built from: array literals, `+`, variables
/// (`let targets: [Target] = […]`, `let domain = Target.target(…)`), and helper functions whose body is a
/// single expression (`func feature(_ name: String) -> Target { .target(name: name) }`). Both branches of an
/// `#if` are read, and what they declare carries the condition. Whatever it cannot read becomes a
/// `ManifestDiagnostic` naming the place, never a guess. Reading never traps on any input bytes.
public enum ManifestReader {
    /// Reads the manifest `bytes`; `path` is stored as given.
    public static func read(_ bytes: UnsafeBufferPointer<UInt8>, path: String) -> PackageManifest {
        var manifest = PackageManifest(path: path)
        let lexed: LexedFile
        switch LexedFile.lex(bytes) {
        case .success(let file): lexed = file
        case .failure(let refusal):
            manifest.diagnostics = [
                ManifestDiagnostic(message: refusal.message, position: SourcePosition(line: 1, column: 1))
            ]
            return manifest
        }
        let prepared = ConditionalTokens(TokenStream(bytes: bytes, tokens: lexed.tokens))
        var evaluator = ManifestEvaluator(
            stream: TokenStream(bytes: bytes, tokens: TokenStorage(copying: prepared.tokens)),
            conditions: prepared.conditions,
            lines: lexed.lines)
        evaluator.run()
        manifest.name = evaluator.packageName
        manifest.targets = evaluator.targets
        manifest.packageDependencies = evaluator.packageDependencies
        manifest.products = evaluator.products
        manifest.directives = lexed.directives
        let lexical = LexedFile.ordered(lexed.diagnostics + prepared.diagnostics, lexed.lines).map {
            ManifestDiagnostic(message: $0.0.message, position: $0.1)
        }
        manifest.diagnostics = (lexical + evaluator.diagnostics).enumerated().sorted {
            ($0.element.position, $0.offset) < ($1.element.position, $1.offset)
        }.map(\.element)
        return manifest
    }

    /// Convenience for tests and small inputs.
    public static func read(_ source: String, path: String = "Package.swift") -> PackageManifest {
        var copy = source
        return copy.withUTF8 { read($0, path: path) }
    }

    /// Convenience for raw bytes.
    public static func read(bytes: [UInt8], path: String) -> PackageManifest {
        bytes.withUnsafeBufferPointer { read($0, path: path) }
    }

    /// True for `Package.swift` and version-specific manifests such as `Package@swift-5.9.swift`.
    public static func isManifestName(_ fileName: String) -> Bool {
        fileName == "Package.swift" || (fileName.hasPrefix("Package@swift-") && fileName.hasSuffix(".swift"))
    }
}

/// The tokens of a manifest without its `#if`/`#elseif`/`#else`/`#endif` lines, so that both branches are
/// read, with the condition each remaining token sits under.
struct ConditionalTokens {
    private(set) var tokens: [Token] = []
    /// Per remaining token, the combined `#if` condition, or nil.
    private(set) var conditions: [String?] = []
    private(set) var diagnostics: [RawDiagnostic] = []

    init(_ stream: TokenStream) {
        var stack = ConditionStack()
        var index = 0
        /// The first token after a directive line starts a line of its own.
        var startsLine = false
        while index < stream.count {
            if let (end, diagnostic) = stack.applyDirective(at: index, in: stream) {
                if let diagnostic { diagnostics.append(diagnostic) }
                index = end
                startsLine = true
                continue
            }
            var token = stream[index]
            if startsLine {
                token.flags |= Token.newlineBefore
                startsLine = false
            }
            tokens.append(token)
            conditions.append(stack.condition)
            index += 1
        }
        diagnostics += stack.unterminatedDiagnostics
        if let unclosed = Self.unclosedDelimiter(in: tokens) { diagnostics.append(unclosed) }
    }

    /// The outermost delimiter still open where the manifest ends (a file cut short, or saved mid-edit): its
    /// values are read as far as they go, and this says the rest is missing.
    private static func unclosedDelimiter(in tokens: [Token]) -> RawDiagnostic? {
        var open: [Token] = []
        // How many of each opener `open` holds: a closer whose opener is not open is passed over without
        // searching, and one that is pops down to it, so every token is pushed and popped at most once.
        var openCounts: [TokenKind: Int] = [:]
        for token in tokens {
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationOpen:
                open.append(token)
                openCounts[token.kind, default: 0] += 1
            case .rightParen, .rightBracket, .rightBrace, .interpolationClose:
                let opener = Self.opener(of: token.kind)
                guard openCounts[opener, default: 0] > 0 else { continue }
                while let popped = open.popLast() {
                    openCounts[popped.kind, default: 0] -= 1
                    if popped.kind == opener { break }
                }
            default:
                continue
            }
        }
        guard let outermost = open.first else { return nil }
        return .unclosed(
            outermost.kind, count: open.count, at: outermost.start,
            detail: ": the manifest ends inside it; what it holds is read as far as it goes")
    }

    private static func opener(of closer: TokenKind) -> TokenKind {
        switch closer {
        case .rightParen: return .leftParen
        case .rightBracket: return .leftBracket
        case .interpolationClose: return .interpolationOpen
        default: return .leftBrace
        }
    }
}

/// A compiled glob pattern, matched against `/`-separated relative paths and against type names.
///
/// Syntax:
/// - `*` matches any run of characters except `/`;
/// - `**` as a whole segment (`**/Domain/**`) matches zero or more whole segments, so `a/**` also
///   matches `a` itself (a directory walk can test a directory to skip it); elsewhere (`a**b`) it behaves like `*`;
/// - `?` matches one character except `/`;
/// - `[abc]`, `[a-z]` and `[!a]` (or `[^a]`) match one character of, or not of, a class (never `/`);
///   a `]` right after `[` or `[!` is literal;
/// - `{a,b}` matches either alternative; alternatives may contain any other syntax, and nest;
/// - `\` makes the next character literal.
///
/// Matching is case-sensitive, runs over UTF-8 bytes without allocating, and takes at most
/// O(pattern × path) steps: wildcards restart from the last star instead of backtracking.
public struct Glob: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    /// How specific the pattern is: the number of literal characters it must match
    /// (for `{a,bc}` alternatives, those of the shortest). Of several type-name globs matching the same
    /// name, the one with the highest specificity wins; path globs rank by `GlobRank` instead.
    public let specificity: Int
    let alternatives: [GlobProgram]

    /// Longest pattern accepted, in UTF-8 bytes: matching costs pattern length times path length, and brace
    /// expansion nests once per `{`, so a longer pattern is refused instead of compiled.
    public static let maximumLength = 4096

    /// Compiles `pattern`; throws when it is empty, longer than `maximumLength` bytes, or malformed.
    public init(_ pattern: String) throws(GlobError) {
        self.pattern = pattern
        self.alternatives = try Self.alternatives(of: pattern).map(GlobProgram.init)
        self.specificity = alternatives.map(\.literalCount).min() ?? 0
    }

    /// Throws what `init` would throw for `pattern`, without building the matchers (the policy loader checks
    /// every pattern; the model compiles the ones it uses).
    public static func validate(_ pattern: String) throws(GlobError) {
        _ = try alternatives(of: pattern)
    }

    /// The token sequences of `pattern`'s alternatives (its braces expanded).
    private static func alternatives(of pattern: String) throws(GlobError) -> [[GlobToken]] {
        let bytes = Array(pattern.utf8)
        guard !bytes.isEmpty else { throw GlobError(pattern: pattern, reason: .empty) }
        guard bytes.count <= maximumLength else { throw GlobError(pattern: pattern, reason: .tooLong) }
        do {
            return try GlobCompiler.expand(GlobCompiler.tokenize(bytes))
        } catch let reason {
            throw GlobError(pattern: pattern, reason: reason)
        }
    }

    /// True when `text` (a relative path or a type name) matches the whole pattern.
    public func matches(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(matches(utf8:))
    }

    /// True when the UTF-8 bytes `text` match the whole pattern.
    public func matches(utf8 text: UnsafeBufferPointer<UInt8>) -> Bool {
        alternatives.firstIndexInPlace { $0.matches(text) } != nil
    }

    /// True when every path inside the folder `directory` matches, whatever follows it: an alternative that
    /// ends in `/**` and matches the folder itself (its `**` takes what follows). A walk can skip such a folder.
    public func matchesEverything(inside directory: String) -> Bool {
        var directory = directory
        return directory.withUTF8 { bytes in
            alternatives.contains { Self.endsInGlobstar($0) && $0.matches(bytes) }
        }
    }

    /// Whether some alternative ends in `/**`, so that `matchesEverything(inside:)` can be true.
    public var canMatchWholeFolders: Bool { alternatives.contains(where: Self.endsInGlobstar) }

    private static func endsInGlobstar(_ alternative: GlobProgram) -> Bool {
        guard alternative.segments.count > 1, case .globstar = alternative.segments.last else { return false }
        return true
    }

    public var description: String { pattern }

    /// Whether some glob of `globs` matches the UTF-8 bytes `text`; the globs are read in place, not copied.
    public static func anyMatches(_ globs: [Glob], utf8 text: UnsafeBufferPointer<UInt8>) -> Bool {
        globs.firstIndexInPlace { $0.matches(utf8: text) } != nil
    }

    public static func == (lhs: Glob, rhs: Glob) -> Bool { lhs.pattern == rhs.pattern }

    public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }
}

/// A pattern that cannot be compiled.
public struct GlobError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Error, Hashable, Sendable {
        case empty
        case unclosedBracket
        case unclosedBrace
        case trailingBackslash
        case tooManyAlternatives
        case tooLong
        case expandsTooFar
    }

    public var pattern: String
    public var reason: Reason

    public init(pattern: String, reason: Reason) {
        self.pattern = pattern
        self.reason = reason
    }

    /// What is wrong, without the pattern: `unclosed '['`.
    public var problem: String {
        switch reason {
        case .empty: return "empty pattern"
        case .unclosedBracket: return "unclosed '['"
        case .unclosedBrace: return "unclosed '{'"
        case .trailingBackslash: return "trailing '\\'"
        case .tooManyAlternatives: return "more than \(GlobCompiler.maximumAlternatives) alternatives"
        case .tooLong: return "longer than \(Glob.maximumLength) bytes"
        case .expandsTooFar:
            return "its alternatives expand to more than \(GlobCompiler.maximumExpandedTokens) characters"
        }
    }

    /// `invalid glob '[abc': unclosed '['`; a long pattern is quoted by its start only.
    public var description: String { "invalid glob '\(Excerpt.of(pattern))': \(problem)" }
}

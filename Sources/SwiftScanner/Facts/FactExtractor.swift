/// Walks the token array once and extracts imports, declarations, references, constructions and
/// member uses. Nesting is tracked with an explicit scope stack (never recursion).
struct FactExtractor {
    /// An open `(`, `[`, `{` or string interpolation.
    struct Scope {
        var opener: TokenKind
        var openOffset: Int
        /// Innermost enclosing declaration for tokens inside this scope.
        var enclosing: Int?
        /// The declaration whose body this brace opens, if any.
        var body: Int?
        /// Count of `genericNames` before this scope added its own.
        var genericBase: Int
    }

    /// The declaration whose header (`class A<T>: B where …`) is being walked.
    struct Header {
        var declaration: Int
        /// Index of the body `{`, or of the first token after the declaration when it has no body.
        var end: Int
        var hasBody: Bool
        var generics: [String]
    }

    /// Generic parameters of a function, initializer or subscript whose body has not started yet.
    struct PendingFunction {
        var depth: Int
        var generics: [String]
        /// Parameters with capitalised names: values in the body, where they hide the types of those names (in
        /// the signature they do not).
        var capitalisedParameters: [String] = []
    }

    let stream: TokenStream
    let lines: LineIndex

    var imports: [ImportFact] = []
    var declarations: [DeclarationFact] = []
    var references: [TypeReference.Stored] = []
    var constructions: [Construction.Stored] = []
    var memberUses: [MemberUse.Stored] = []
    /// The names of `references`, `constructions` and `memberUses`, interned.
    var names = FileNames()
    /// The long names of the worker's earlier files (see `SharedNames`); handed in and back by the scanner.
    var sharedNames = SharedNames()
    var diagnostics: [RawDiagnostic] = []

    var scopes: [Scope] = []
    var genericNames: [String] = []
    /// How often each name occurs in `genericNames`, for constant-time lookups at any nesting depth.
    var genericNameCounts: [String: Int] = [:]
    /// The generic parameters of the open scopes, summarised.
    var scopeGenerics = CountingNameFilter()
    var header: Header? {
        didSet {
            headerEnd = header?.end ?? Int.max
            headerDeclaration = header?.declaration
            headerGenerics = NameFilter(header?.generics ?? [])
        }
    }
    /// `header`'s end, declaration and generic parameters, cached so that the per-token checks do not copy
    /// the header.
    private var headerEnd = Int.max
    private var headerDeclaration: Int?
    private(set) var headerGenerics = NameFilter()
    var pendingFunction: PendingFunction? {
        didSet { pendingFunctionGenerics = NameFilter(pendingFunction?.generics ?? []) }
    }
    /// `pendingFunction`'s generic parameters, summarised.
    private(set) var pendingFunctionGenerics = NameFilter()
    var skipped = SkipList()
    var lineHint = 0
    var conditions = ConditionStack()
    var enumCaseDepth: Int?

    /// The token ranges of the attributes before the declaration being reached; their texts are made only
    /// when a declaration or import takes them.
    var pendingAttributeRanges: [Range<Int>] = []
    /// The texts of the pending attributes.
    var pendingAttributes: [String] { pendingAttributeRanges.map { stream.compactText($0) } }
    var pendingAccess: String?
    var pendingStart: Int? {
        didSet {
            if oldValue == nil, pendingStart != nil {
                pendingFactCounts = (references.count, constructions.count, memberUses.count)
            }
        }
    }
    /// Fact counts when the pending attributes started: facts from attribute arguments after these
    /// belong to the declaration the attributes end up on.
    var pendingFactCounts = (references: 0, constructions: 0, memberUses: 0)
    var attributeEnd = 0

    var unmatchedCloser: (offset: Int, text: String)?
    var unmatchedCount = 0

    /// An extractor for `tokens` of `bytes` that fills the (empty) arrays of `storage`, with room for
    /// `referenceCapacity` type references (an upper bound, so that the array of references does not grow one
    /// doubling at a time). `finish(into:)` hands the arrays back.
    init(
        bytes: UnsafeBufferPointer<UInt8>, tokens: TokenStorage, lines: LineIndex, referenceCapacity: Int,
        storage: inout ExtractorStorage
    ) {
        self.stream = TokenStream(bytes: bytes, tokens: tokens)
        self.lines = lines
        exchangeArrays(with: &storage)
        references.reserveCapacity(referenceCapacity)
        scopes.reserveCapacity(Self.typicalScopeDepth)
    }

    /// Hands the arrays back to `storage`, emptied, for the worker's next file.
    mutating func finish(into storage: inout ExtractorStorage) {
        exchangeArrays(with: &storage)
        storage.clear()
    }

    private mutating func exchangeArrays(with storage: inout ExtractorStorage) {
        swap(&imports, &storage.imports)
        swap(&declarations, &storage.declarations)
        swap(&references, &storage.references)
        swap(&constructions, &storage.constructions)
        swap(&memberUses, &storage.memberUses)
        swap(&scopes, &storage.scopes)
        names.exchangeTable(with: &storage.nameLookup)
    }

    /// Room reserved in the scope stack: deeper than most files nest, so that the stack rarely grows.
    private static let typicalScopeDepth = 32

    /// Walks all tokens.
    mutating func run() {
        var index = 0
        while index < stream.count {
            index = step(index)
        }
        finish()
    }

    /// Handles token `index` and returns the index of the next token to handle.
    @inline(__always)
    private mutating func step(_ index: Int) -> Int {
        if index >= headerEnd, let current = header, !(current.hasBody && index == current.end) {
            header = nil
        }
        updateEnumCaseMode(index)
        let token = stream[index]
        var next = index + 1
        var keepsPending = false
        switch token.kind {
        case .pound:
            next = handlePound(index)
        case .at:
            next = handleAttribute(index)
            keepsPending = true
        case .leftParen, .leftBracket, .interpolationOpen:
            push(token.kind, index)
        case .leftBrace:
            openBrace(index)
        case .rightParen:
            close(index, opener: .leftParen)
        case .rightBracket:
            close(index, opener: .leftBracket)
        case .rightBrace:
            close(index, opener: .leftBrace)
        case .interpolationClose:
            close(index, opener: .interpolationOpen)
        case .identifier, .backtickIdentifier:
            (next, keepsPending) = handleName(index)
        default:
            break
        }
        if !keepsPending && index + 1 >= attributeEnd { clearPending() }
        return max(next, index + 1)
    }

    // MARK: - Scopes

    var enclosing: Int? {
        if let headerDeclaration { return headerDeclaration }
        return scopes.last?.enclosing
    }

    private mutating func push(_ opener: TokenKind, _ index: Int, body: Int? = nil, generics: [String] = []) {
        let base = genericNames.count
        for name in generics { hide(name) }
        scopes.append(
            Scope(
                opener: opener, openOffset: stream[index].start, enclosing: body ?? enclosing, body: body,
                genericBase: base))
    }

    /// An associated type named at `index`, directly in a protocol's body, hides a type of that name in the rest
    /// of the body (`associatedtype Coordinator: Routing` then `var coordinator: Coordinator`), as a generic
    /// parameter does.
    mutating func declareAssociatedType(_ index: Int) {
        guard stream.isPlainName(index), let scope = scopes.last, let body = scope.body,
            declarations[body].kind == .protocol
        else { return }
        hide(stream.name(index))
    }

    /// Makes `name` a generic parameter (or an associated type) of the innermost scope, which `close` forgets again:
    /// it hides a type of that name until then.
    private mutating func hide(_ name: String) {
        genericNames.append(name)
        genericNameCounts[name, default: 0] += 1
        scopeGenerics.insert(name)
    }

    private mutating func openBrace(_ index: Int) {
        if index == headerEnd, let current = header, current.hasBody {
            header = nil
            push(.leftBrace, index, body: current.declaration, generics: current.generics)
            return
        }
        if let pending = pendingFunction, pending.depth == scopes.count {
            pendingFunction = nil
            let hidden = pending.capitalisedParameters
            push(.leftBrace, index, generics: hidden.isEmpty ? pending.generics : pending.generics + hidden)
            return
        }
        push(.leftBrace, index)
    }

    private mutating func close(_ index: Int, opener: TokenKind) {
        var depth = scopes.count - 1
        let lowest = max(0, scopes.count - 64)
        while depth >= lowest && scopes[depth].opener != opener { depth -= 1 }
        guard depth >= lowest else {
            unmatchedCount += 1
            if unmatchedCloser == nil { unmatchedCloser = (stream[index].start, stream.text(index)) }
            return
        }
        while scopes.count - 1 > depth {
            let scope = scopes.removeLast()
            diagnostics.append(.unclosed(scope.opener, at: scope.openOffset))
        }
        let scope = scopes.removeLast()
        while genericNames.count > scope.genericBase {
            let name = genericNames.removeLast()
            scopeGenerics.remove(name)
            let count = genericNameCounts[name, default: 1] - 1
            genericNameCounts[name] = count == 0 ? nil : count
        }
        if let depth = pendingFunction?.depth, depth > scopes.count { pendingFunction = nil }
        if let caseDepth = enumCaseDepth, caseDepth > scopes.count { enumCaseDepth = nil }
    }

    private mutating func finish() {
        if let unmatchedCloser {
            let suffix = unmatchedCount > 1 ? " (\(unmatchedCount) unmatched closing delimiters)" : ""
            diagnostics.append(
                RawDiagnostic(
                    kind: .unbalancedDelimiter, message: "unmatched '\(unmatchedCloser.text)'" + suffix,
                    offset: unmatchedCloser.offset))
        }
        if let outermost = scopes.first {
            diagnostics.append(.unclosed(outermost.opener, count: scopes.count, at: outermost.openOffset))
        }
        diagnostics += conditions.unterminatedDiagnostics
        conditions.endOpenBranches(at: stream.bytes.count)
    }

    /// The branches of the file's `#if` blocks, with their positions.
    func conditionalBranches() -> [ConditionalBranch] {
        conditions.branches.map {
            ConditionalBranch(
                condition: $0.condition, parent: $0.parent, start: lines.position(of: $0.start),
                end: lines.position(of: $0.end))
        }
    }

    // MARK: - Pending attributes and modifiers

    private mutating func clearPending() {
        if pendingStart == nil { return }
        pendingAttributeRanges.removeAll(keepingCapacity: true)
        pendingAccess = nil
        pendingStart = nil
    }

    private mutating func handleAttribute(_ index: Int) -> Int {
        let nameIndex = index + 1
        guard stream.kind(nameIndex) == .identifier || stream.kind(nameIndex) == .backtickIdentifier,
            !stream[nameIndex].hasSpaceBefore
        else { return index + 1 }
        var end = nameIndex + 1
        if stream.kind(end) == .leftParen && !stream[end].hasSpaceBefore, let close = matchingParen(end) {
            end = close + 1
        }
        if pendingStart == nil { pendingStart = index }
        pendingAttributeRanges.append(index..<end)
        attributeEnd = end
        if stream.isCapitalised(nameIndex) {
            addReference(nameIndex)
            return nameIndex + 1
        }
        return end
    }

    /// Index of the `)` matching the `(` at `open`, or nil when it is not closed within 1024 tokens (so that
    /// many unclosed attributes cannot make the walk quadratic).
    func matchingParen(_ open: Int) -> Int? {
        var depth = 0
        var index = open
        let limit = min(stream.count, open + 1024)
        while index < limit {
            switch stream[index].kind {
            case .leftParen, .interpolationOpen: depth += 1
            case .rightParen, .interpolationClose:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return nil
    }

    // MARK: - `#` directives and pound keywords

    private mutating func handlePound(_ index: Int) -> Int {
        if let (end, diagnostic) = conditions.applyDirective(at: index, in: stream) {
            if let diagnostic { diagnostics.append(diagnostic) }
            return end
        }
        let nameIndex = index + 1
        if stream.kind(nameIndex) == .identifier, !stream[nameIndex].hasSpaceBefore, stream.isCapitalised(nameIndex) {
            skipped.insert(nameIndex)
            if stream.spells(nameIndex, "Preview") { parsePreview(index) }
        }
        return index + 1
    }

    // MARK: - Enum cases

    @inline(__always)
    private mutating func updateEnumCaseMode(_ index: Int) {
        guard let depth = enumCaseDepth else { return }
        if scopes.count < depth {
            enumCaseDepth = nil
        } else if scopes.count == depth && stream[index].hasNewlineBefore && stream.kind(index - 1) != .comma {
            enumCaseDepth = nil
        }
    }

    /// True when token `index` names an enum case being declared (`case a, B(Int)`).
    @inline(__always)
    func isEnumCaseName(_ index: Int) -> Bool {
        guard let depth = enumCaseDepth, depth == scopes.count else { return false }
        return stream.keyword(index - 1) == .case || stream.kind(index - 1) == .comma
    }

    // MARK: - Positions

    mutating func position(_ index: Int) -> SourcePosition {
        lines.position(of: stream[index].start, hint: &lineHint)
    }
}

/// Token indices ahead of the walk whose names are declared there (type names, generic parameters,
/// function and variable names), so they are not references. Marks are dropped once the walk passes them.
struct SkipList {
    private var indices: [Int] = []

    mutating func insert(_ index: Int) { indices.append(index) }

    /// True when `index` was marked; forgets every mark at or before `index`.
    mutating func consume(_ index: Int) -> Bool {
        guard !indices.isEmpty else { return false }
        var found = false
        var kept = 0
        for position in indices.indices {
            let marked = indices[position]
            if marked == index { found = true }
            if marked > index {
                indices[kept] = marked
                kept += 1
            }
        }
        indices.removeLast(indices.count - kept)
        return found
    }
}

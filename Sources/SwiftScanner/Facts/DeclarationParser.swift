/// Declaration headers (`class A<T>: B, C where T: D {`), imports and function generic parameters.
extension FactExtractor {
    /// Beyond this length (thousands of nested types, only in generated or hostile input) a nested
    /// declaration's qualified name is its plain name, so that memory stays linear in the input.
    static let maximumQualifiedNameLength = 1024

    /// Header scans (inheritance lists, `where` clauses, typealias right-hand sides) stop after this many
    /// tokens, so that malformed input cannot make the walk quadratic.
    static let maximumHeaderTokens = 4096
    /// Parses the header of the declaration whose keyword is at `index`, records the declaration and
    /// marks its own name and generic parameters so that they are not taken as references. The header's
    /// other tokens are then walked as usual, with the declaration as their enclosing declaration.
    mutating func parseDeclaration(_ keyword: Keyword, _ index: Int) {
        guard let kind = keyword.declarationKind else { return }
        var cursor = index + 1
        let name: String
        if kind == .extension {
            (name, cursor) = extendedTypeName(cursor)
        } else {
            name = stream.name(cursor)
            skipped.insert(cursor)
            cursor += 1
        }
        var generics: [String] = []
        var hasGenericRequirements = false
        if kind != .extension, stream.isOperator(cursor, Byte.less), let close = stream.matchingAngle(cursor) {
            (generics, hasGenericRequirements) = genericParameters(cursor, close)
            cursor = close + 1
        }
        var inherits: [String] = []
        var requirementSubjects: [String] = []
        var hasBody = false
        switch kind {
        case .typealias:
            if stream.isOperator(cursor, Byte.equals) {
                let end = typeEnd(cursor + 1)
                if end > cursor + 1 { inherits = [stream.compactText((cursor + 1)..<end)] }
                cursor = end
            }
        case .macro:
            pendingFunction = PendingFunction(depth: scopes.count, generics: generics)
            generics = []
        default:
            if stream.kind(cursor) == .colon {
                (inherits, cursor) = inheritanceList(cursor + 1)
            }
            if !generics.isEmpty, stream.keyword(cursor) == .where { hasGenericRequirements = true }
            (cursor, requirementSubjects) = skipWhereClause(cursor)
            hasBody = stream.kind(cursor) == .leftBrace
        }
        let parent = enclosing
        var qualifiedName = name
        if let parent, declarations[parent].qualifiedName.utf8.count < Self.maximumQualifiedNameLength {
            qualifiedName = String(joining: declarations[parent].qualifiedName, UInt8(ascii: "."), name)
        }
        declarations.append(
            DeclarationFact(
                kind: kind, name: name, qualifiedName: qualifiedName, genericParameters: generics,
                hasGenericRequirements: hasGenericRequirements, inherits: inherits, accessLevel: pendingAccess,
                attributes: pendingAttributes,
                position: position(index), parent: parent, condition: conditions.condition))
        if pendingStart != nil { claimAttributeFacts(for: declarations.count - 1) }
        header = Header(
            declaration: declarations.count - 1, end: kind == .macro ? index + 2 : cursor, hasBody: hasBody,
            generics: requirementSubjects.isEmpty ? generics : generics + requirementSubjects)
    }

    /// Records the `#Preview` expansion whose `#` is at `index` as a `preview` declaration: its arguments and
    /// its trailing closure are walked as usual, with the expansion as their enclosing declaration.
    mutating func parsePreview(_ index: Int) {
        var cursor = index + 2
        if stream.kind(cursor) == .leftParen, let close = matchingParen(cursor) { cursor = close + 1 }
        let hasBody = stream.kind(cursor) == .leftBrace
        let parent = enclosing
        declarations.append(
            DeclarationFact(
                kind: .preview, name: "#Preview", qualifiedName: "#Preview", position: position(index),
                parent: parent, condition: conditions.condition))
        header = Header(declaration: declarations.count - 1, end: cursor, hasBody: hasBody, generics: [])
    }

    /// Moves references, constructions and member uses found in the declaration's attributes into it.
    private mutating func claimAttributeFacts(for declaration: Int) {
        let enclosing = DeclarationIndex(declaration)
        for index in pendingFactCounts.references..<references.count { references[index].storedEnclosing = enclosing }
        for index in pendingFactCounts.constructions..<constructions.count {
            constructions[index].storedEnclosing = enclosing
        }
        for index in pendingFactCounts.memberUses..<memberUses.count { memberUses[index].storedEnclosing = enclosing }
    }

    /// `A.B.C` (the first component stays a reference), or `[T]` / `A<T>` as written.
    private func extendedTypeName(_ start: Int) -> (String, Int) {
        var cursor = start
        if stream.kind(cursor) == .leftBracket {
            var depth = 0
            var end = cursor
            while end < stream.count {
                depth += nestingChange(end)
                end += 1
                if depth <= 0 { break }
            }
            return (stream.compactText(cursor..<end), end)
        }
        var name = stream.name(cursor)
        while stream.kind(cursor + 1) == .dot && stream.isPlainName(cursor + 2) {
            name += "." + stream.name(cursor + 2)
            cursor += 2
        }
        cursor += 1
        if stream.isOperator(cursor, Byte.less), let close = stream.matchingAngle(cursor) {
            name += stream.compactText(cursor..<(close + 1))
            cursor = close + 1
        }
        if stream.spells(cursor, "?") && !stream[cursor].hasSpaceBefore {
            name += "?"
            cursor += 1
        }
        return (name, cursor)
    }

    /// The generic parameter clause between `open` (`<`) and `close` (`>`): the names it declares, and whether one
    /// has a constraint.
    private mutating func genericParameters(_ open: Int, _ close: Int) -> (names: [String], hasConstraint: Bool) {
        var names: [String] = []
        var hasConstraint = false
        var depth = 0
        var expectsName = false
        for index in open..<close {
            if depth == 1 && stream.kind(index) == .colon {
                hasConstraint = true
                continue
            }
            if stream.isOperator(index, Byte.less) {
                depth += 1
                expectsName = depth == 1
                continue
            }
            if stream.isOperator(index, Byte.greater) {
                depth -= 1
                continue
            }
            if depth == 1 && stream.kind(index) == .comma {
                expectsName = true
                continue
            }
            if expectsName && stream.keyword(index) == .each { continue }
            if expectsName && stream.isPlainName(index) {
                names.append(stream.name(index))
                skipped.insert(index)
            }
            expectsName = false
        }
        return (names, hasConstraint)
    }

    /// The inheritance list starting at `start` (after `:`): items split at top-level commas, ending at
    /// `where`, `{`, `}`, `;` or a line that does not continue the list.
    private func inheritanceList(_ start: Int) -> ([String], Int) {
        var items: [String] = []
        var itemStart = start
        let end = headerPartEnd(
            from: start, stopsAtWhere: true,
            endsAtLineBreak: { $0 > itemStart && !continuesType($0 - 1) },
            atComma: { comma in
                if comma > itemStart { items.append(stream.compactText(itemStart..<comma)) }
                itemStart = comma + 1
            })
        if end > itemStart { items.append(stream.compactText(itemStart..<end)) }
        return (items, end)
    }

    /// Skips a `where` clause at `start`, if any, up to the body `{` (or `}`, `;`), and returns the names its
    /// requirements constrain. The subject of a requirement (`Coordinator` in `where Coordinator: Routing`, `Output`
    /// in `Output.Value == Int`) is a generic parameter or an associated type, never a type of the tree: it is marked
    /// as no reference, and hides a type of that name in the declaration's body; what it is constrained to is one.
    private mutating func skipWhereClause(_ start: Int) -> (end: Int, subjects: [String]) {
        guard stream.keyword(start) == .where else { return (start, []) }
        var starts = [start + 1]
        let end = headerPartEnd(from: start + 1, stopsAtWhere: false, atComma: { starts.append($0 + 1) })
        var subjects: [String] = []
        for subject in starts where subject < end && stream.isCapitalised(subject) {
            let next = subject + 1
            if stream.kind(next) == .colon || stream.kind(next) == .dot || stream.spells(next, "==") {
                skipped.insert(subject)
                subjects.append(stream.name(subject))
            }
        }
        return (end, subjects)
    }

    /// The index just past a type starting at `start` (typealias right-hand sides): the type ends at a
    /// top-level `;`, brace, `where` clause, or a line break that does not continue it.
    func typeEnd(_ start: Int) -> Int {
        headerPartEnd(
            from: start, stopsAtWhere: true,
            endsAtLineBreak: { $0 > start && !continuesType($0 - 1) && !continuesTypeFromLineStart($0) })
    }

    /// Where a part of a declaration header that starts at `start` ends: at the first `{`, `}`, `;`, keyword
    /// that starts a declaration or (with `stopsAtWhere`) `where` outside brackets, at a line break where
    /// `endsAtLineBreak` says so, at a closer of a bracket opened before the part, or after
    /// `maximumHeaderTokens` tokens. `atComma` sees each comma outside brackets.
    private func headerPartEnd(
        from start: Int, stopsAtWhere: Bool, endsAtLineBreak: (Int) -> Bool = { _ in false },
        atComma: (Int) -> Void = { _ in }
    ) -> Int {
        var cursor = start
        var depth = 0
        let limit = min(stream.count, start + Self.maximumHeaderTokens)
        while cursor < limit {
            let token = stream[cursor]
            if depth == 0 {
                if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon
                    || (stopsAtWhere && stream.keyword(cursor) == .where) || startsDeclaration(cursor)
                {
                    break
                }
                if token.hasNewlineBefore && endsAtLineBreak(cursor) { break }
                if token.kind == .comma { atComma(cursor) }
            }
            depth += nestingChange(cursor)
            if depth < 0 { break }
            cursor += 1
        }
        return cursor
    }

    /// Operators, punctuation and attribute names (`@unchecked`) after which a type continues on the next line.
    private func continuesType(_ index: Int) -> Bool {
        switch stream.kind(index) {
        case .comma, .colon, .dot, .at: return true
        case .identifier: return stream.kind(index - 1) == .at
        case .operatorRun: return !stream.isOperator(index, Byte.greater) && !stream.spells(index, "?")
        default: return false
        }
    }

    /// A keyword that starts another declaration, so a header cannot extend past it (`class` counts unless it
    /// is the old `protocol P: class` constraint).
    private func startsDeclaration(_ index: Int) -> Bool {
        let keyword = stream.keyword(index)
        guard keyword.rawValue >= Keyword.class.rawValue && keyword.rawValue <= Keyword.precedencegroup.rawValue,
            keyword != .`init`
        else { return false }
        if keyword == .class {
            let next = stream.kind(index + 1)
            return !(next == .leftBrace || next == .comma || stream.keyword(index + 1) == .where)
        }
        return true
    }

    /// Tokens that continue a type when they start a line: `.Member`, `& P`, `-> R`.
    private func continuesTypeFromLineStart(_ index: Int) -> Bool {
        switch stream.kind(index) {
        case .dot: return true
        case .operatorRun: return stream.isOperator(index, UInt8(ascii: "&")) || stream.spells(index, "->")
        default: return false
        }
    }

    private func nestingChange(_ index: Int) -> Int {
        switch stream[index].kind {
        case .leftParen, .leftBracket, .interpolationOpen: return 1
        case .rightParen, .rightBracket, .interpolationClose: return -1
        case .operatorRun:
            if stream.isOperator(index, Byte.less) { return 1 }
            if stream.isOperator(index, Byte.greater) { return -1 }
            return 0
        default: return 0
        }
    }

    // MARK: - Imports

    /// Parses `import [kind] A.B` at `index`; returns the index after it.
    mutating func parseImport(_ index: Int) -> Int {
        var cursor = index + 1
        var kind: String?
        switch stream.keyword(cursor) {
        case .typealias, .struct, .class, .enum, .protocol, .let, .var, .func:
            kind = stream.text(cursor)
            cursor += 1
        default:
            break
        }
        guard stream.isName(cursor) else { return cursor }
        var module = stream.name(cursor)
        while stream.kind(cursor + 1) == .dot
            && (stream.isName(cursor + 2) || stream.kind(cursor + 2) == .operatorRun)
        {
            module += "." + stream.name(cursor + 2)
            cursor += 2
        }
        imports.append(
            ImportFact(
                module: module, kind: kind, attributes: pendingAttributes, accessLevel: pendingAccess,
                condition: conditions.condition, position: position(pendingStart ?? index)))
        return cursor + 1
    }

    // MARK: - Functions

    /// Records the generic parameters of `func f<T>`, `init<T>` or `subscript<T>` at `index`; they are not
    /// references in the signature and body.
    mutating func parseFunctionGenerics(_ keyword: Keyword, _ index: Int) {
        pendingFunction = nil
        var cursor = index + 1
        if keyword == .func {
            if stream.isCapitalised(cursor) { skipped.insert(cursor) }
            cursor += 1
        } else if stream.kind(cursor) == .operatorRun && !stream.isOperator(cursor, Byte.less) {
            cursor += 1
        }
        var generics: [String] = []
        if stream.isOperator(cursor, Byte.less), let close = stream.matchingAngle(cursor) {
            generics = genericParameters(cursor, close).names
        }
        pendingFunction = PendingFunction(depth: scopes.count, generics: generics)
    }
}

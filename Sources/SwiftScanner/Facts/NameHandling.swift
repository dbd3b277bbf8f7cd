/// Identifiers: keywords that start declarations, and capitalised names that become references,
/// constructions and member uses.
extension FactExtractor {
    /// Handles the name at `index`; returns the next index and whether pending attributes survive it.
    @inline(__always)
    mutating func handleName(_ index: Int) -> (next: Int, keepsPending: Bool) {
        if stream.kind(index - 1) == .dot { return (index + 1, false) }
        let keyword = stream.keyword(index)
        if keyword != .none {
            return handleKeyword(keyword, index)
        }
        if stream.isCapitalised(index) { recordCapitalisedName(index) }
        return (index + 1, false)
    }

    /// Records the capitalised name at `index` as a reference (and a construction or member use) unless it
    /// is declared there, a label, an enum case or a generic parameter.
    ///
    /// A name qualified by capitalised components (`Networking.Account`, `Outer.Inner`) is one reference to
    /// the dotted name, which resolution looks up as a whole.
    private mutating func recordCapitalisedName(_ index: Int) {
        guard !skipped.consume(index), !recordsParameterName(index), !isArgumentLabel(index), !isEnumCaseName(index)
        else { return }
        let (id, hash) = names.intern(stream.nameBytes(index), sharing: &sharedNames)
        guard !isGenericParameter(id, hash: hash) else { return }
        let last = qualifiedNameEnd(index)
        let pathID = last == index ? id : internPath(from: index, to: last, firstName: names.name(id))
        let at = position(index)
        let enclosing = enclosing
        references.append(TypeReference.Stored(nameIndex: pathID, position: at, enclosing: enclosing))
        recordUse(of: pathID, from: index, to: last, at: at, enclosing: enclosing)
    }

    /// The index of the last capitalised component of the dotted name starting at `index` (`A.B.C`), not
    /// counting `.Type` and `.Protocol`.
    @inline(__always)
    private func qualifiedNameEnd(_ index: Int) -> Int {
        var last = index
        while stream.kind(last + 1) == .dot && stream.isCapitalised(last + 2) && stream.keyword(last + 2) != .Type
            && stream.keyword(last + 2) != .Protocol
        {
            last += 2
        }
        return last
    }

    /// Interns the dotted name from the name at `index` to the one at `last`: from its bytes when it is written
    /// as it reads (plain names and dots, nothing between them), else from its components.
    private mutating func internPath(from index: Int, to last: Int, firstName: String) -> Int32 {
        var component = index
        var isCompact = true
        while component < last && isCompact {
            isCompact =
                stream.kind(component) == .identifier && stream[component].end == stream[component + 1].start
                && stream[component + 1].end == stream[component + 2].start
            component += 2
        }
        guard isCompact, stream.kind(last) == .identifier else {
            return names.intern(qualifiedPath(from: index, to: last, firstName: firstName))
        }
        let span = UnsafeBufferPointer(rebasing: stream.bytes[stream[index].start..<stream[last].end])
        return names.intern(span, sharing: &sharedNames).index
    }

    /// The dotted name from the name at `index` to the one at `last`.
    private func qualifiedPath(from index: Int, to last: Int, firstName: String) -> String {
        var path = firstName
        var component = index + 2
        while component <= last {
            path += "." + stream.name(component)
            component += 2
        }
        return path
    }

    /// Adds a reference for the capitalised name at `index` (used for attribute names).
    mutating func addReference(_ index: Int) {
        let (id, hash) = names.intern(stream.nameBytes(index), sharing: &sharedNames)
        guard !isGenericParameter(id, hash: hash) else { return }
        references.append(TypeReference.Stored(nameIndex: id, position: position(index), enclosing: enclosing))
    }

    private mutating func handleKeyword(_ keyword: Keyword, _ index: Int) -> (next: Int, keepsPending: Bool) {
        switch keyword {
        case .class, .struct, .enum, .protocol, .extension, .typealias:
            if stream.isPlainName(index + 1) || (keyword == .extension && stream.kind(index + 1) == .leftBracket) {
                parseDeclaration(keyword, index)
            }
        case .actor, .macro:
            if stream.isPlainName(index + 1) && atStatementStart(index) { parseDeclaration(keyword, index) }
        case .import:
            if atStatementStart(index) && (stream.isPlainName(index + 1) || stream.keyword(index + 1) != .none) {
                return (parseImport(index), false)
            }
        case .func, .`init`, .subscript:
            parseFunctionGenerics(keyword, index)
        case .var, .let, .associatedtype, .precedencegroup, .operator:
            if pendingFunction?.depth == scopes.count { pendingFunction = nil }
            if stream.isCapitalised(index + 1) { skipped.insert(index + 1) }
            if keyword == .associatedtype { declareAssociatedType(index + 1) }
        case .case:
            if let body = scopes.last?.body, declarations[body].kind == .enum { enumCaseDepth = scopes.count }
        case .Self, .Any:
            break
        case .Type, .Protocol:
            recordCapitalisedName(index)
        default:
            if keyword.isModifier && stream.kind(index + 1) != .dot {
                return (handleModifier(keyword, index), true)
            }
        }
        return (index + 1, false)
    }

    private mutating func handleModifier(_ keyword: Keyword, _ index: Int) -> Int {
        if pendingStart == nil { pendingStart = index }
        if let access = keyword.accessLevelSpelling { pendingAccess = access }
        if stream.kind(index + 1) == .leftParen && !stream[index + 1].hasSpaceBefore
            && stream.keyword(index + 2) == .set && stream.kind(index + 3) == .rightParen
        {
            attributeEnd = index + 4
            return index + 4
        }
        return index + 1
    }

    /// True when the declaration keyword at `index` starts a statement (after a line break, `;`, a brace,
    /// attributes or modifiers).
    func atStatementStart(_ index: Int) -> Bool {
        if index == 0 || stream[index].hasNewlineBefore || pendingStart != nil { return true }
        switch stream.kind(index - 1) {
        case .semicolon, .leftBrace, .rightBrace: return true
        default: return false
        }
    }

    /// True, noting it, when the name at `index` is a capitalised parameter name of the function being declared
    /// (`init(Repository: RepositoryProtocol)`, `f(with Store: Storing)`): it is declared there, and in the body
    /// it is a value that hides the type of that name.
    @inline(__always)
    private mutating func recordsParameterName(_ index: Int) -> Bool {
        guard stream.kind(index + 1) == .colon, let depth = pendingFunction?.depth, scopes.count == depth + 1,
            scopes.last?.opener == .leftParen
        else { return false }
        func startsParameter(_ index: Int) -> Bool {
            stream.kind(index) == .leftParen || stream.kind(index) == .comma
        }
        guard startsParameter(index - 1) || (stream.isName(index - 1) && startsParameter(index - 2)) else {
            return false
        }
        let name = stream.name(index)
        pendingFunction?.capitalisedParameters.append(name)
        return true
    }

    /// An identifier followed by `:` right after `(` or `,` inside parentheses: `f(Label: x)`; or an
    /// external parameter name followed by the internal one: `func f(Label name: T)`.
    @inline(__always)
    func isArgumentLabel(_ index: Int) -> Bool {
        let labelsArgument = stream.kind(index + 1) == .colon
        let labelsParameter = stream.isName(index + 1) && stream.kind(index + 2) == .colon
        guard labelsArgument || labelsParameter, let opener = scopes.last?.opener,
            opener == .leftParen || opener == .interpolationOpen
        else { return false }
        let previous = stream.kind(index - 1)
        return previous == .leftParen || previous == .comma || previous == .interpolationOpen
    }

    /// True when the name interned as `id`, whose `NameHash` is `hash`, is a generic parameter in scope. Most
    /// names are ruled out by the generic-name filters alone, without a look at their strings.
    @inline(__always)
    func isGenericParameter(_ id: Int32, hash: UInt64) -> Bool {
        let filter = headerGenerics.union(pendingFunctionGenerics).union(scopeGenerics.filter)
        guard filter.mayContain(hash: hash) else { return false }
        let name = names.name(id)
        if header?.generics.contains(name) == true { return true }
        if let pendingFunction, pendingFunction.generics.contains(name) { return true }
        return !genericNameCounts.isEmpty && genericNameCounts[name] != nil
    }

    /// Records a construction (`A(`, `A.B(`, `A.init(`, `A<T>(`) or a member use (`A.b`) of the (dotted) name
    /// interned as `id`, written from the name at `index` (at `position`, in `enclosing`) to the one at `last`.
    private mutating func recordUse(
        of id: Int32, from index: Int, to last: Int, at position: SourcePosition, enclosing: Int?
    ) {
        if stream.kind(index - 1) == .at || stream.kind(index - 1) == .pound { return }
        let isKeyPath = stream.kind(index - 1) == .backslash
        if callFollows(last + 1) {
            addConstruction(of: id, at: position, enclosing: enclosing)
        } else if stream.kind(last + 1) == .dot {
            let member = last + 2
            if stream.keyword(member) == .`init` && callFollows(member + 1) {
                addConstruction(of: id, at: position, enclosing: enclosing)
            } else if stream.isLowercaseName(member) && stream.keyword(member) != .`self`
                && stream.keyword(member) != .`init` && !isKeyPath
            {
                memberUses.append(
                    MemberUse.Stored(
                        nameIndex: id, member: stream.name(member), position: position, enclosing: enclosing))
            }
        } else if stream.isOperator(last + 1, Byte.less) && !stream[last + 1].hasSpaceBefore,
            let close = stream.matchingAngle(last + 1), callFollows(close + 1)
        {
            addConstruction(of: id, at: position, enclosing: enclosing)
        }
    }

    /// Adds a construction of the type whose name index is `id`, at `position` in `enclosing`.
    private mutating func addConstruction(of id: Int32, at position: SourcePosition, enclosing: Int?) {
        constructions.append(Construction.Stored(nameIndex: id, position: position, enclosing: enclosing))
    }

    /// A `(` on the same line: a call.
    private func callFollows(_ index: Int) -> Bool {
        stream.kind(index) == .leftParen && !stream[index].hasNewlineBefore
    }
}

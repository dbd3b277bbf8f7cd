import SwiftScanner

/// Name lookup in Swift's order:
/// 1. generic parameters of the enclosing declarations and functions shadow everything;
/// 2. types nested in the enclosing declarations, innermost first (declared in the type or in any of its
///    extensions), then types nested in their supertypes (a bounded search);
/// 3. top-level types of the same file;
/// 4. top-level types of the file's own module (not `private` ones of other files);
/// 5. top-level types the file's imports make visible; from two modules, the name is ambiguous;
/// 6. dotted names: `Outer.Inner` through the type `Outer` resolves to, `M.T` in module `M`.
extension SymbolTable {
    /// What a name can resolve to before the place it is written at is known.
    enum NameLookup {
        /// Declared nowhere in the tree (and not dotted).
        case external
        /// Exactly one type has this simple name, at top level.
        case onlyTopLevel(SymbolID)
        /// Several types, or a nested one, have this simple name.
        case simple(SymbolsByName.Group)
        /// A dotted name that is not a simple name (`Outer.Inner`).
        case dotted
    }

    /// How file-level candidates (steps 3 to 5) decided: the target, and whether the choice depended on the
    /// layer of the referencing code (several candidates in the file's own module).
    struct TopLevelTarget {
        var target: SymbolID
        var dependsOnLayer: Bool
    }

    /// How one file sees a symbol, outside the scopes that enclose the reference.
    enum Sight: Equatable {
        /// Declared in the file's own module (and not private to another file).
        case ownModule
        /// Made visible by the file's imported module at this index of `ModuleVisibility.importedModules`.
        case imported(Int)
        case hidden
    }

    /// How many supertypes a search for an inherited nested type visits at most.
    static let inheritedSearchLimit = 64

    /// Above this many nested types of one name, a lookup looks for `scope.name` by qualified name instead of
    /// comparing each nested type's scope with each enclosing scope.
    private static let nestedScanLimit = 8

    /// The lookup of `name`, whose `NameHash` is `hash`: the part of resolving it that does not depend
    /// on where it is written, done once per distinct name of a file.
    func lookup(_ name: String, hash: UInt64) -> NameLookup {
        if let candidates = bySimpleName.group(named: name, hash: hash) {
            let first = bySimpleName[candidates.all.lowerBound]
            let isOnlyTopLevel = candidates.all.count == 1 && symbols[first.index].scope.isEmpty
            return isOnlyTopLevel ? .onlyTopLevel(first) : .simple(candidates)
        }
        return Self.hasDot(name) ? .dotted : .external
    }

    /// Resolves `name` as written at a place described by `context`; nil when external, a generic parameter
    /// or ambiguous. `supertypes` (of `ConformanceGraph`) lets nested types of supertypes be found.
    public func resolve(_ name: String, in context: LookupContext, supertypes: [[SymbolID]] = []) -> SymbolID? {
        let found = target(name, lookup(name, hash: NameHash.of(name)), in: context, supertypes: supertypes)
        return found.isSymbol ? found : nil
    }

    /// The target of `name`, already looked up as `lookup`: a symbol, or `FileResolution.external`,
    /// `FileResolution.shadowed` or `FileResolution.ambiguous`.
    /// `owners`, when given, are `inheritedOwners(in: context, supertypes:)`, computed once per context.
    func target(
        _ name: String, _ lookup: NameLookup, in context: LookupContext, supertypes: [[SymbolID]],
        owners: [SymbolID]? = nil
    ) -> SymbolID {
        switch lookup {
        case .external: return FileResolution.external
        case .onlyTopLevel(let symbol):
            if context.isShadowed(name) { return FileResolution.shadowed }
            return sight(of: symbol, from: context.file) == .hidden ? FileResolution.external : symbol
        case .simple(let candidates):
            return simpleTarget(name, candidates, in: context, supertypes: supertypes, owners: owners)
        case .dotted:
            return dottedTarget(name, in: context, supertypes: supertypes, owners: owners)
        }
    }

    /// A simple name among its candidates.
    func simpleTarget(
        _ name: String, _ candidates: SymbolsByName.Group, in context: LookupContext, supertypes: [[SymbolID]],
        owners: [SymbolID]? = nil
    ) -> SymbolID {
        if context.isShadowed(name) { return FileResolution.shadowed }
        if candidates.leading.count < candidates.all.count,
            let nested = nestedTarget(name, candidates, in: context, supertypes: supertypes, owners: owners)
        {
            return nested
        }
        return topLevelTarget(candidates.leading, in: context).target
    }

    /// A type named `name` nested in an enclosing scope, innermost first, else in a supertype of one.
    func nestedTarget(
        _ name: String, _ candidates: SymbolsByName.Group, in context: LookupContext, supertypes: [[SymbolID]],
        owners: [SymbolID]? = nil
    ) -> SymbolID? {
        let nested = candidates.leading.upperBound..<candidates.all.upperBound
        if nested.count > Self.nestedScanLimit {
            for scope in context.scopes {
                if let group = byQualifiedName.group(named: scope, dot: name),
                    let found = firstVisible(group.all, of: byQualifiedName, from: context.file)
                {
                    return found
                }
            }
        } else {
            for scope in context.scopes {
                for position in nested {
                    let id = bySimpleName[position]
                    if symbols[id.index].scope == scope, sight(of: id, from: context.file) != .hidden { return id }
                }
            }
        }
        guard !supertypes.isEmpty else { return nil }
        return inheritedTarget(
            name, owners: owners ?? inheritedOwners(in: context, supertypes: supertypes), from: context.file)
    }

    /// The supertypes declared in the tree of the types enclosing `context` (superclass chains, protocols),
    /// breadth first from the innermost scope, at most `inheritedSearchLimit`: where inherited nested types are
    /// looked for. Computed once per lookup context.
    func inheritedOwners(in context: LookupContext, supertypes: [[SymbolID]]) -> [SymbolID] {
        var owners: [SymbolID] = []
        guard !supertypes.isEmpty else { return owners }
        for scope in context.scopes where owners.count < Self.inheritedSearchLimit {
            guard let group = byQualifiedName.group(named: scope),
                let owner = firstVisible(group.all, of: byQualifiedName, from: context.file),
                owner.index < supertypes.count
            else { continue }
            var queue = supertypes[owner.index]
            var index = 0
            while index < queue.count, owners.count < Self.inheritedSearchLimit {
                let current = queue[index]
                index += 1
                guard current != owner, !owners.contains(current) else { continue }
                owners.append(current)
                queue += supertypes[current.index]
            }
        }
        return owners
    }

    /// A type named `name` nested in one of `owners` (see `inheritedOwners`), nearest first.
    func inheritedTarget(_ name: String, owners: [SymbolID], from file: Int) -> SymbolID? {
        for owner in owners {
            if let group = byQualifiedName.group(named: symbols[owner.index].qualifiedName, dot: name),
                let found = firstVisible(group.all, of: byQualifiedName, from: file)
            {
                return found
            }
        }
        return nil
    }

    /// Of top-level candidates (positions in `bySimpleName`): one in the referencing file (unless `outsideFile`),
    /// else the file's own module's (in the referencing layer, else the first), else the one imported module's;
    /// two imported modules make the name ambiguous.
    func topLevelTarget(_ candidates: Range<Int>, in context: LookupContext, outsideFile: Bool = false)
        -> TopLevelTarget
    {
        // A name many files declare (see `CrowdedNames`): the referencing file's own declaration is found by
        // bisection (the walk would return it when it reaches it), its module's from the name's summary, and
        // only the declarations visible outside their files are walked for imported modules.
        guard let summary = crowdedNames.summary(of: candidates) else {
            return topLevelTarget(among: candidates, in: context, outsideFile: outsideFile)
        }
        let sameFile = firstCandidate(in: candidates, declaredIn: context.file)
        if !outsideFile, let sameFile { return TopLevelTarget(target: sameFile, dependsOnLayer: false) }
        if sameFile == nil, let own = summary.byModule[visibility.module(ofFile: context.file)] {
            let position =
                own.count > 1
                ? nearest(byPath: own.byPath, in: context) { own.preferred(in: context.layer) } : own.first
            return TopLevelTarget(target: bySimpleName[position], dependsOnLayer: own.count > 1)
        }
        return topLevelTarget(among: summary.visible, in: context, outsideFile: outsideFile)
    }

    /// `topLevelTarget` by walking `candidates` (positions in `bySimpleName`, in order).
    private func topLevelTarget<Positions: Collection<Int>>(
        among candidates: Positions, in context: LookupContext, outsideFile: Bool
    ) -> TopLevelTarget {
        let own = visibility.module(ofFile: context.file)
        var ownFirst: SymbolID?
        var ownCount = 0
        var imported: SymbolID?
        var isAmbiguous = false
        for position in candidates {
            let id = bySimpleName[position]
            let index = id.index
            if symbols[index].file == context.file {
                if outsideFile { continue }
                return TopLevelTarget(target: id, dependsOnLayer: false)
            }
            if symbols[index].module == own {
                guard symbols[index].access != .file else { continue }
                ownCount += 1
                if ownFirst == nil { ownFirst = id }
                continue
            }
            guard ownFirst == nil, sight(of: id, from: context.file) != .hidden else { continue }
            if let first = imported {
                if symbols[first.index].module != symbols[index].module { isAmbiguous = true }
            } else {
                imported = id
            }
        }
        if ownFirst != nil, ownCount > 1 {
            // Several in the file's own module (which Swift rejects): the nearest (`NearestDeclaration.swift`).
            let owned = candidates.lazy.map { self.bySimpleName[$0] }.filter { id in
                let symbol = self.symbols[id.index]
                return symbol.module == own && symbol.access != .file && !(outsideFile && symbol.file == context.file)
            }
            let nearest = nearest(owned, toPath: files[context.file].path, preferring: context.layer)
            return TopLevelTarget(target: nearest ?? ownFirst ?? FileResolution.external, dependsOnLayer: true)
        }
        if let ownFirst { return TopLevelTarget(target: ownFirst, dependsOnLayer: false) }
        let target = isAmbiguous ? FileResolution.ambiguous : imported ?? FileResolution.external
        return TopLevelTarget(target: target, dependsOnLayer: false)
    }

    /// The first of `candidates` (positions in `bySimpleName`) declared in `file`, if any. A group lists its
    /// symbols in table order, and the table lays out the files' symbols file after file, so their files
    /// never decrease along the group.
    private func firstCandidate(in candidates: Range<Int>, declaredIn file: Int) -> SymbolID? {
        var low = candidates.lowerBound
        var high = candidates.upperBound
        while low < high {
            let middle = low + (high - low) / 2
            if symbols[bySimpleName[middle].index].file < file { low = middle + 1 } else { high = middle }
        }
        guard low < candidates.upperBound, symbols[bySimpleName[low].index].file == file else { return nil }
        return bySimpleName[low]
    }

    /// A dotted name: `Outer.Inner` through the type its first component resolves to (the outer type itself
    /// when it has no such nested type), `M.T` in the modules named `M`, else, when the file imports a module `M`
    /// the tree does not declare, the rest of the name declared outside the referencing file: the qualification
    /// names another module's type, which is how code sets it apart from its own (`final class Store: Kit.Store`).
    /// A head that is neither imported nor declared is a type from outside the tree (`NSColor.Name`,
    /// `Swift.Result`): external.
    func dottedTarget(
        _ name: String, in context: LookupContext, supertypes: [[SymbolID]], owners: [SymbolID]? = nil
    ) -> SymbolID {
        let utf8 = name.utf8
        guard let dot = name.firstIndex(ofByte: UInt8(ascii: ".")) else { return FileResolution.external }
        let head = String(Substring(utf8[..<dot]))
        let rest = String(Substring(utf8[utf8.index(after: dot)...]))
        if context.isShadowed(head) { return FileResolution.shadowed }
        let outer =
            bySimpleName.group(named: head).map {
                simpleTarget(head, $0, in: context, supertypes: supertypes, owners: owners)
            }
            ?? FileResolution.external
        if outer.isSymbol {
            let outerName = symbols[outer.index].qualifiedName
            if let group = byQualifiedName.group(named: outerName, dot: rest),
                let inner = nestedVisible(group.all, in: outer, from: context.file)
            {
                return inner
            }
            return outer
        }
        if outer == FileResolution.ambiguous { return outer }
        let modules = visibility.modules(named: Substring(head))
        if !modules.isEmpty {
            guard let group = byQualifiedName.group(named: rest) else { return FileResolution.external }
            for position in group.all {
                let id = byQualifiedName[position]
                let symbol = id.index
                if modules.contains(symbols[symbol].module),
                    symbols[symbol].access != .file || symbols[symbol].file == context.file
                {
                    return id
                }
            }
            return FileResolution.external
        }
        // `Head` is neither a type nor a module of the tree. Imported, it is a module whose type the tree may
        // declare elsewhere (`import Kit` and `Kit.Store`); not imported, it is a type from outside the tree and
        // `Rest` its nested type (`NSColor.Name`, `Notification.Name`), whatever the tree calls `Name`.
        let imports = files[context.file].imports
        guard imports.contains(where: { ImportFact.topLevelModule(of: $0.module) == head }) else {
            return FileResolution.external
        }
        let restLookup = lookup(rest, hash: NameHash.of(rest))
        let found = target(rest, restLookup, in: context, supertypes: supertypes, owners: owners)
        guard found.isSymbol, symbols[found.index].file == context.file else { return found }
        guard case .simple(let candidates) = restLookup else { return FileResolution.external }
        return topLevelTarget(candidates.leading, in: context, outsideFile: true).target
    }

    /// The type of `byQualifiedName[candidates]` (types of one qualified name `Outer.Inner`) nested in `outer`
    /// that file `file` can see: when several types share the outer name (two modules' or two apps' `Constants`),
    /// the one of `outer`'s module declared nearest `outer` (in its file, else an extension nearby), else the
    /// first visible.
    private func nestedVisible(_ candidates: Range<Int>, in outer: SymbolID, from file: Int) -> SymbolID? {
        guard candidates.count > 1 else { return firstVisible(candidates, of: byQualifiedName, from: file) }
        let outerSymbol = symbols[outer.index]
        let inOuterModule = candidates.lazy.map { self.byQualifiedName[$0] }.filter { id in
            self.symbols[id.index].module == outerSymbol.module && self.sight(of: id, from: file) != .hidden
        }
        return nearest(inOuterModule, toPath: files[outerSymbol.file].path)
            ?? firstVisible(candidates, of: byQualifiedName, from: file)
    }

    /// The first symbol of `group[candidates]` that file `file` can see.
    private func firstVisible(_ candidates: Range<Int>, of group: SymbolsByName, from file: Int) -> SymbolID? {
        for position in candidates where sight(of: group[position], from: file) != .hidden {
            return group[position]
        }
        return nil
    }

    /// How file `file` sees symbol `id` by modules and imports (enclosing scopes aside).
    func sight(of id: SymbolID, from file: Int) -> Sight {
        let index = id.index
        let module = symbols[index].module
        let access = symbols[index].access
        if module == visibility.module(ofFile: file) {
            return access != .file || symbols[index].file == file ? .ownModule : .hidden
        }
        guard access != .file, file < visibility.imports.count else { return .hidden }
        for (position, entry) in visibility.imports[file].enumerated() where entry.module == module {
            guard access == .exported || entry.isTestable else { continue }
            if let only = entry.onlyName, Self.head(of: symbols[index].qualifiedName) != only { continue }
            return .imported(position)
        }
        return .hidden
    }

    /// True when `name` has a `.`; a plain byte search where the string is contiguous (native strings are).
    @inline(__always)
    static func hasDot(_ name: String) -> Bool {
        let dot = UInt8(ascii: ".")
        return name.utf8.withContiguousStorageIfAvailable { $0.contains(dot) } ?? name.utf8.contains(dot)
    }

    /// The first component of a dotted name (`A` for `A.B`), without allocating.
    static func head(of name: String) -> Substring {
        guard let dot = name.firstIndex(ofByte: UInt8(ascii: ".")) else { return Substring(name) }
        return Substring(name.utf8[..<dot])
    }
}

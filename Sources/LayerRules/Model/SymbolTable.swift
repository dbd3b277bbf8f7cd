import SwiftScanner

/// Index of a symbol in `SymbolTable.symbols`.
public typealias SymbolID = Int32

/// A type declared in the scanned tree.
public struct Symbol: Sendable {
    /// Name qualified through nesting (`Outer.Inner`).
    public var qualifiedName: String
    public var name: String
    /// Qualified name of the enclosing type, or the empty string at top level.
    public var scope: String
    public var kind: DeclarationKind
    public var layer: LayerID
    public var file: Int
    public var declaration: Int
    public var position: SourcePosition
}

/// Every type declared in the tree, looked up by simple or dotted name.
///
/// A simple name resolves, in order, to: a type nested in an enclosing scope of the reference, a
/// top-level type declared in the same file, one declared in the referencing layer, the only
/// candidate; otherwise (ambiguous) the first candidate in path order. Extensions are not
/// declarations of a type. Names declared nowhere are external (`nil`).
///
/// A class: the table is built once and shared by every file's resolution on all cores, so passing it
/// around costs one reference count, not one per array it holds.
public final class SymbolTable: Sendable {
    public let symbols: [Symbol]
    private let bySimpleName: SymbolsByName
    private let byQualifiedName: SymbolsByName
    /// Per file, per declaration: its symbol, or -1.
    private let symbolsOfDeclarations: [[SymbolID]]

    /// Builds the table from files in path order with their declarations' layers. Each file's symbols are
    /// collected on all cores, and the two name indexes are built side by side.
    public init(files: [FileFacts], declarationLayers: [[LayerID]]) {
        let perFile = files.concurrentMap { fileIndex in
            let declarations = files[fileIndex].declarations
            return declarations.indices.filter { declarations[$0].kind.declaresType }.map { index in
                let declaration = declarations[index]
                return Symbol(
                    qualifiedName: declaration.qualifiedName, name: declaration.name,
                    scope: declaration.parent.map { declarations[$0].qualifiedName } ?? "",
                    kind: declaration.kind, layer: declarationLayers[fileIndex][index], file: fileIndex,
                    declaration: index, position: declaration.position)
            }
        }
        var symbols: [Symbol] = []
        symbols.reserveCapacity(perFile.reduce(0) { $0 + $1.count })
        var symbolsOfDeclarations: [[SymbolID]] = []
        symbolsOfDeclarations.reserveCapacity(files.count)
        for fileIndex in files.indices {
            var ofDeclarations = [SymbolID](repeating: -1, count: files[fileIndex].declarations.count)
            for symbol in perFile[fileIndex] {
                ofDeclarations[symbol.declaration] = SymbolID(symbols.count)
                symbols.append(symbol)
            }
            symbolsOfDeclarations.append(ofDeclarations)
        }
        self.symbols = symbols
        self.symbolsOfDeclarations = symbolsOfDeclarations
        let indexes = (0..<2).concurrentMap(batch: 1) { part in
            part == 0
                ? SymbolsByName(names: symbols.map(\.name)) { symbols[$0].scope.isEmpty }
                : SymbolsByName(names: symbols.map(\.qualifiedName))
        }
        bySimpleName = indexes[0]
        byQualifiedName = indexes[1]
    }

    /// What a name can resolve to before the place it is written at is known.
    enum NameLookup {
        /// Declared nowhere in the tree (and not dotted).
        case external
        /// Exactly one type has this simple name, at top level: every place sees it (unless shadowed).
        case onlyTopLevel(SymbolID)
        /// Several types, or a nested one, have this simple name.
        case simple(SymbolsByName.Group)
        /// A dotted name that is not a simple name (`Outer.Inner`).
        case dotted
    }

    /// The lookup of `name`, whose `NameHash` is `hash`: the part of resolving it that does not depend
    /// on where it is written, done once per distinct name of a file.
    func lookup(_ name: String, hash: UInt64) -> NameLookup {
        if let candidates = bySimpleName.group(named: name, hash: hash) {
            let first = bySimpleName[candidates.all.lowerBound]
            let isOnlyTopLevel = candidates.all.count == 1 && symbols[Int(first)].scope.isEmpty
            return isOnlyTopLevel ? .onlyTopLevel(first) : .simple(candidates)
        }
        return Self.hasDot(name) ? .dotted : .external
    }

    /// Resolves `name` as written at a place described by `context`; nil when external or shadowed.
    public func resolve(_ name: String, in context: LookupContext) -> SymbolID? {
        resolve(name, lookup(name, hash: NameHash.of(name)), in: context)
    }

    /// Resolves `name`, already looked up as `lookup`, at a place described by `context`.
    func resolve(_ name: String, _ lookup: NameLookup, in context: LookupContext) -> SymbolID? {
        switch lookup {
        case .external: return nil
        case .onlyTopLevel(let symbol): return context.isShadowed(name) ? nil : symbol
        case .simple(let candidates): return resolveSimple(name, candidates, in: context)
        case .dotted: return resolveDotted(name, in: context)
        }
    }

    /// A dotted name: a qualified name of the tree, else its first component if that is a type of the tree
    /// (`Outer.Unknown`), else its last (`Module.Type`).
    private func resolveDotted(_ name: String, in context: LookupContext) -> SymbolID? {
        let utf8 = name.utf8
        guard let dot = utf8.firstIndex(of: UInt8(ascii: ".")) else { return nil }
        if let candidates = byQualifiedName.group(named: name) {
            return choose(candidates.all, of: byQualifiedName, in: context)
        }
        let head = String(Substring(utf8[..<dot]))
        if context.isShadowed(head) { return nil }
        if let outer = resolveSimple(head, in: context) { return outer }
        let lastDot = utf8.lastIndex(of: UInt8(ascii: "."))!
        return resolveSimple(String(Substring(utf8[utf8.index(after: lastDot)...])), in: context)
    }

    /// True when `name` has a `.`; a plain byte search where the string is contiguous (native strings are).
    @inline(__always)
    static func hasDot(_ name: String) -> Bool {
        let dot = UInt8(ascii: ".")
        return name.utf8.withContiguousStorageIfAvailable { $0.contains(dot) } ?? name.utf8.contains(dot)
    }

    /// The first component of a dotted name (`A` for `A.B`), without allocating.
    static func head(of name: String) -> Substring {
        let dot = UInt8(ascii: ".")
        let utf8 = name.utf8
        let offset =
            utf8.withContiguousStorageIfAvailable { $0.firstIndex(of: dot) }
            ?? utf8.firstIndex(of: dot).map {
                utf8.distance(from: utf8.startIndex, to: $0)
            }
        guard let offset else { return Substring(name) }
        return Substring(utf8[..<utf8.index(utf8.startIndex, offsetBy: offset)])
    }

    private func resolveSimple(_ name: String, in context: LookupContext) -> SymbolID? {
        guard let candidates = bySimpleName.group(named: name) else { return nil }
        return resolveSimple(name, candidates, in: context)
    }

    /// Above this many nested types of one name, a lookup looks for `scope.name` by qualified name instead of
    /// comparing each nested type's scope with each enclosing scope.
    private static let nestedScanLimit = 8

    /// Resolves a simple name among its candidates: a type nested in an enclosing scope, else a top-level one
    /// (the `leading` part of the group).
    private func resolveSimple(_ name: String, _ candidates: SymbolsByName.Group, in context: LookupContext)
        -> SymbolID?
    {
        guard !context.isShadowed(name) else { return nil }
        if candidates.all.count == 1 {
            let id = bySimpleName[candidates.all.lowerBound]
            let scope = symbols[Int(id)].scope
            return scope.isEmpty || context.scopes.contains(scope) ? id : nil
        }
        let nested = candidates.leading.upperBound..<candidates.all.upperBound
        if nested.count > Self.nestedScanLimit {
            for scope in context.scopes {
                if let group = byQualifiedName.group(named: scope, dot: name) {
                    return byQualifiedName[group.all.lowerBound]
                }
            }
        } else if !nested.isEmpty {
            for scope in context.scopes {
                for position in nested where symbols[Int(bySimpleName[position])].scope == scope {
                    return bySimpleName[position]
                }
            }
        }
        return candidates.leading.isEmpty ? nil : choose(candidates.leading, of: bySimpleName, in: context)
    }

    /// Of the symbols `group[candidates]` (not empty): the one in the referencing file, else in its layer,
    /// else the first.
    private func choose(_ candidates: Range<Int>, of group: SymbolsByName, in context: LookupContext) -> SymbolID {
        var firstInLayer: SymbolID?
        for position in candidates {
            let id = group[position]
            if symbols[Int(id)].file == context.file { return id }
            if firstInLayer == nil, symbols[Int(id)].layer == context.layer { firstInLayer = id }
        }
        return firstInLayer ?? group[candidates.lowerBound]
    }

    /// The symbol of the type declared by `declarations[declaration]` of `files[file]`, if it declares one.
    public func symbol(file: Int, declaration: Int) -> SymbolID? {
        let id = symbolsOfDeclarations[file][declaration]
        return id < 0 ? nil : id
    }

    public subscript(id: SymbolID) -> Symbol { symbols[Int(id)] }

    /// The layer of a symbol, without copying it.
    @inline(__always)
    public func layer(of id: SymbolID) -> LayerID { symbols[Int(id)].layer }

    /// The same table with the symbols' layers taken from `declarationLayers` (after conformance layers); the
    /// name indexes are shared, not rebuilt.
    init(relayering table: SymbolTable, declarationLayers: [[LayerID]]) {
        var symbols = table.symbols
        for index in symbols.indices {
            symbols[index].layer = declarationLayers[symbols[index].file][symbols[index].declaration]
        }
        self.symbols = symbols
        bySimpleName = table.bySimpleName
        byQualifiedName = table.byQualifiedName
        symbolsOfDeclarations = table.symbolsOfDeclarations
    }
}

/// Where a name is looked up: enclosing scopes (innermost first), generic parameters, file and layer.
public struct LookupContext {
    /// Qualified names of the enclosing type declarations and extensions, innermost first.
    public var scopes: [String]
    /// Generic parameter names of the enclosing declarations: they shadow types of the same name.
    public var genericParameters: [String]
    public var file: Int
    public var layer: LayerID

    public init(scopes: [String], genericParameters: [String], file: Int, layer: LayerID) {
        self.scopes = scopes
        self.genericParameters = genericParameters
        self.file = file
        self.layer = layer
    }

    /// How many enclosing declarations a lookup looks through. Real code nests a few levels; the limit keeps
    /// a file of thousands of nested types (hostile or generated input) linear instead of quadratic.
    public static let scopeDepthLimit = 64

    /// The context of code inside `declarations[enclosing]` (or at file scope when nil).
    public init(enclosing: Int?, in file: FileFacts, fileIndex: Int, layer: LayerID) {
        var scopes: [String] = []
        var generics: [String] = []
        var current = enclosing
        while let index = current, index < file.declarations.count, scopes.count < Self.scopeDepthLimit {
            let declaration = file.declarations[index]
            scopes.append(declaration.qualifiedName)
            generics += declaration.genericParameters
            current = declaration.parent.flatMap { $0 < index ? $0 : nil }
        }
        self.init(scopes: scopes, genericParameters: generics, file: fileIndex, layer: layer)
    }

    /// The context inside declaration `index` of `file`, made from the contexts of the declarations before
    /// it (`earlier`, one per declaration in order): one step from the parent's context instead of a walk
    /// up the chain. Same result as `init(enclosing:in:fileIndex:layer:)`.
    init(declaration index: Int, in file: FileFacts, earlier: [LookupContext], fileIndex: Int, layer: LayerID) {
        let declaration = file.declarations[index]
        guard let parentIndex = declaration.parent, parentIndex < index, parentIndex < earlier.count else {
            self.init(
                scopes: [declaration.qualifiedName], genericParameters: declaration.genericParameters, file: fileIndex,
                layer: layer)
            return
        }
        let parent = earlier[parentIndex]
        guard parent.scopes.count < Self.scopeDepthLimit else {
            self.init(enclosing: index, in: file, fileIndex: fileIndex, layer: layer)
            return
        }
        var scopes: [String] = []
        scopes.reserveCapacity(parent.scopes.count + 1)
        scopes.append(declaration.qualifiedName)
        scopes += parent.scopes
        let generics =
            declaration.genericParameters.isEmpty
            ? parent.genericParameters : declaration.genericParameters + parent.genericParameters
        self.init(scopes: scopes, genericParameters: generics, file: fileIndex, layer: layer)
    }

    @inline(__always)
    func isShadowed(_ name: Substring) -> Bool {
        !genericParameters.isEmpty && genericParameters.contains { $0.utf8.count == name.utf8.count && $0[...] == name }
    }

    @inline(__always)
    func isShadowed(_ name: String) -> Bool {
        !genericParameters.isEmpty && genericParameters.contains { $0 == name }
    }
}

extension DeclarationKind {
    /// Declarations that introduce a type name (not extensions or macros).
    public var declaresType: Bool {
        switch self {
        case .class, .struct, .enum, .protocol, .actor, .typealias: return true
        case .extension, .macro, .preview: return false
        }
    }

    /// Concrete types that can be constructed.
    public var isConcrete: Bool {
        switch self {
        case .class, .struct, .enum, .actor: return true
        default: return false
        }
    }
}

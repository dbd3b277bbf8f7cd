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
public struct SymbolTable: Sendable {
    public private(set) var symbols: [Symbol] = []
    private var simpleNames = NameIndex()
    /// Symbols by `simpleNames` id.
    private var bySimpleName: [[SymbolID]] = []
    private var qualifiedNames = NameIndex()
    private var byQualifiedName: [[SymbolID]] = []
    /// Per file, per declaration: its symbol, or -1.
    private var symbolsOfDeclarations: [[SymbolID]] = []
    /// Per symbol, `LookupContext.scopeHash` of its scope (0 at top level): scopes compare as integers first.
    private var scopeHashes: [UInt64] = []

    /// Builds the table from files in path order with their declarations' layers.
    public init(files: [FileFacts], declarationLayers: [[LayerID]]) {
        for (fileIndex, file) in files.enumerated() {
            symbolsOfDeclarations.append([SymbolID](repeating: -1, count: file.declarations.count))
            for (index, declaration) in file.declarations.enumerated() where declaration.kind.declaresType {
                let id = SymbolID(symbols.count)
                symbolsOfDeclarations[fileIndex][index] = id
                let scope = declaration.parent.map { file.declarations[$0].qualifiedName } ?? ""
                symbols.append(
                    Symbol(
                        qualifiedName: declaration.qualifiedName, name: declaration.name, scope: scope,
                        kind: declaration.kind, layer: declarationLayers[fileIndex][index], file: fileIndex,
                        declaration: index, position: declaration.position))
                scopeHashes.append(LookupContext.scopeHash(scope))
                Self.add(id, named: declaration.name, to: &simpleNames, &bySimpleName)
                Self.add(id, named: declaration.qualifiedName, to: &qualifiedNames, &byQualifiedName)
            }
        }
    }

    private static func add(_ id: SymbolID, named name: String, to index: inout NameIndex, _ lists: inout [[SymbolID]])
    {
        let slot = index.insert(name)
        if slot == lists.count { lists.append([]) }
        lists[slot].append(id)
    }

    /// Resolves `name` as written at a place described by `context`; nil when external or shadowed.
    public func resolve(_ name: String, in context: LookupContext) -> SymbolID? {
        if let slot = simpleNames.lookup(name) { return resolveSimple(name, bySimpleName[slot], in: context) }
        guard Self.hasDot(name) else { return nil }
        let utf8 = name.utf8
        guard let dot = utf8.firstIndex(of: UInt8(ascii: ".")) else { return nil }
        if let slot = qualifiedNames.lookup(name) { return choose(byQualifiedName[slot], in: context) }
        let head = String(Substring(utf8[..<dot]))
        if context.isShadowed(Substring(head)) { return nil }
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
        guard let slot = simpleNames.lookup(name) else { return nil }
        return resolveSimple(name, bySimpleName[slot], in: context)
    }

    private func resolveSimple(_ name: String, _ candidates: [SymbolID], in context: LookupContext) -> SymbolID? {
        guard !context.isShadowed(Substring(name)) else { return nil }
        if candidates.count == 1 {
            let id = candidates[0]
            return scopeHashes[Int(id)] == 0 || context.encloses(id, of: self) ? id : nil
        }
        for (index, hash) in context.scopeHashes.enumerated() {
            if let nested = candidates.first(where: {
                scopeHashes[Int($0)] == hash && symbols[Int($0)].scope == context.scopes[index]
            }) {
                return nested
            }
        }
        var firstInLayer: SymbolID?
        var first: SymbolID?
        for id in candidates where scopeHashes[Int(id)] == 0 {
            if symbols[Int(id)].file == context.file { return id }
            if firstInLayer == nil, symbols[Int(id)].layer == context.layer { firstInLayer = id }
            if first == nil { first = id }
        }
        return firstInLayer ?? first
    }

    /// Whether the scope of symbol `id` is one of the scopes of a lookup context.
    fileprivate func scope(of id: SymbolID, isAmong scopes: [String], hashes: [UInt64]) -> Bool {
        let hash = scopeHashes[Int(id)]
        return hashes.indices.contains { hashes[$0] == hash && scopes[$0] == symbols[Int(id)].scope }
    }

    private func choose(_ candidates: [SymbolID], in context: LookupContext) -> SymbolID? {
        guard candidates.count > 1 else { return candidates.first }
        if let sameFile = candidates.first(where: { symbols[Int($0)].file == context.file }) { return sameFile }
        if let sameLayer = candidates.first(where: { symbols[Int($0)].layer == context.layer }) { return sameLayer }
        return candidates.first
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
}

/// Where a name is looked up: enclosing scopes (innermost first), generic parameters, file and layer.
public struct LookupContext {
    /// Qualified names of the enclosing type declarations and extensions, innermost first.
    public var scopes: [String]
    /// Generic parameter names of the enclosing declarations: they shadow types of the same name.
    public var genericParameters: [String]
    public var file: Int
    public var layer: LayerID
    /// `scopeHash` of each of `scopes`.
    let scopeHashes: [UInt64]

    public init(scopes: [String], genericParameters: [String], file: Int, layer: LayerID) {
        self.scopes = scopes
        self.genericParameters = genericParameters
        self.file = file
        self.layer = layer
        scopeHashes = scopes.map(Self.scopeHash)
    }

    /// A scope's name hashed, never 0; the empty scope (top level) is 0.
    static func scopeHash(_ scope: String) -> UInt64 {
        scope.isEmpty ? 0 : NameIndex.hash(scope) | 1
    }

    /// Whether the scope of symbol `id` of `table` is one of this context's scopes.
    func encloses(_ id: SymbolID, of table: SymbolTable) -> Bool {
        table.scope(of: id, isAmong: scopes, hashes: scopeHashes)
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

    func isShadowed(_ name: Substring) -> Bool {
        !genericParameters.isEmpty && genericParameters.contains { $0.utf8.count == name.utf8.count && $0[...] == name }
    }
}

extension DeclarationKind {
    /// Declarations that introduce a type name (not extensions or macros).
    public var declaresType: Bool {
        switch self {
        case .class, .struct, .enum, .protocol, .actor, .typealias: return true
        case .extension, .macro: return false
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

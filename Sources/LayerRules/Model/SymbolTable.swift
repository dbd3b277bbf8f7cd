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
    private var bySimpleName: [String: [SymbolID]] = [:]
    private var byQualifiedName: [String: [SymbolID]] = [:]
    /// Per file, per declaration: its symbol, or -1.
    private var symbolsOfDeclarations: [[SymbolID]] = []

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
                bySimpleName[declaration.name, default: []].append(id)
                byQualifiedName[declaration.qualifiedName, default: []].append(id)
            }
        }
    }

    /// Resolves `name` as written at a place described by `context`; nil when external or shadowed.
    public func resolve(_ name: String, in context: LookupContext) -> SymbolID? {
        guard let dot = name.firstIndex(of: ".") else { return resolveSimple(name, in: context) }
        if let candidates = byQualifiedName[name] { return choose(candidates, in: context) }
        let head = String(name[..<dot])
        if context.isShadowed(head) { return nil }
        if let outer = resolveSimple(head, in: context) { return outer }
        let last = name[name.index(after: name.lastIndex(of: ".")!)...]
        return resolveSimple(String(last), in: context)
    }

    private func resolveSimple(_ name: String, in context: LookupContext) -> SymbolID? {
        guard let candidates = bySimpleName[name], !context.isShadowed(name) else { return nil }
        if candidates.count == 1 {
            let symbol = symbols[Int(candidates[0])]
            return symbol.scope.isEmpty || context.scopes.contains(symbol.scope) ? candidates[0] : nil
        }
        for scope in context.scopes {
            if let nested = candidates.first(where: { symbols[Int($0)].scope == scope }) { return nested }
        }
        return choose(candidates.filter { symbols[Int($0)].scope.isEmpty }, in: context)
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

    /// The context of code inside `declarations[enclosing]` (or at file scope when nil).
    public init(enclosing: Int?, in file: FileFacts, fileIndex: Int, layer: LayerID) {
        var scopes: [String] = []
        var generics: [String] = []
        var current = enclosing
        while let index = current, index < file.declarations.count {
            let declaration = file.declarations[index]
            scopes.append(declaration.qualifiedName)
            generics += declaration.genericParameters
            current = declaration.parent.flatMap { $0 < index ? $0 : nil }
        }
        self.init(scopes: scopes, genericParameters: generics, file: fileIndex, layer: layer)
    }

    func isShadowed(_ name: String) -> Bool { genericParameters.contains(name) }
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

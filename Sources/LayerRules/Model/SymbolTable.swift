import SwiftScanner

/// A type declared in the scanned tree, by its position in `SymbolTable.symbols`. Only a `SymbolTable` hands
/// out symbols; where a name resolves to no symbol, `FileResolution` has markers (`external`, `shadowed`,
/// `ambiguous`) that are not symbols. Four bytes, like the index it wraps.
public struct SymbolID: Hashable, Comparable, Sendable {
    /// The position in `SymbolTable.symbols`; negative for the markers.
    let value: Int32

    init(_ index: Int) { value = Int32(truncatingIfNeeded: index) }

    /// The position in `SymbolTable.symbols` (and in per-symbol arrays such as `ConformanceGraph.supertypes`).
    @inline(__always)
    var index: Int { Int(value) }

    /// True for a symbol of the table, false for a marker of `FileResolution`.
    @inline(__always)
    public var isSymbol: Bool { value >= 0 }

    public static func < (lhs: SymbolID, rhs: SymbolID) -> Bool { lhs.value < rhs.value }
}

/// A type declared in the scanned tree.
public struct Symbol: Sendable {
    /// Name qualified through nesting (`Outer.Inner`).
    public var qualifiedName: String
    public var name: String
    /// Qualified name of the enclosing type, or the empty string at top level.
    public var scope: String
    public var kind: DeclarationKind
    public var file: Int
    public var declaration: Int
    public var position: SourcePosition
    /// The module that declares it (index into the module graph, or `ModuleVisibility.implicitModule`).
    public var module: Int32
    /// Who may see it, by its access level as written.
    public var access: SymbolAccess
}

/// Where code may see a type from, by its access level as written.
public enum SymbolAccess: UInt8, Sendable {
    /// `public`, `open` or `package`: importers of its module.
    case exported
    /// `internal` or no access level: its own module (and `@testable` importers).
    case module
    /// `private` or `fileprivate`: its own file.
    case file

    /// The access of a declaration: its own level, else that of the extension it is declared in.
    init(declaration: DeclarationFact, parent: DeclarationFact?) {
        let written =
            declaration.accessLevel
            ?? (parent?.kind == .extension ? parent?.accessLevel : nil)
        switch written {
        case "public", "open", "package": self = .exported
        case "private", "fileprivate": self = .file
        default: self = .module
        }
    }
}

/// Every type declared in the tree, looked up by simple or dotted name in Swift's order (see
/// `SymbolTable+Lookup.swift`): generic parameters, types nested in the enclosing declarations (and their
/// supertypes), top-level types of the same file, of the file's own module, then of the modules it imports;
/// a name two imported modules declare is ambiguous. Extensions are not declarations of a type. Names
/// declared nowhere the file can see are external.
///
/// A class: the table is built once and shared by every file's resolution on all cores, so passing it
/// around costs one reference count, not one per array it holds.
public final class SymbolTable: Sendable {
    public let symbols: [Symbol]
    /// Per symbol, its layer (apart from `symbols`: the conformance pass changes layers, and a table with new
    /// layers shares the symbols instead of copying each with its names).
    let layers: [LayerID]
    /// The files' modules and imports.
    public let visibility: ModuleVisibility
    let bySimpleName: SymbolsByName
    let byQualifiedName: SymbolsByName
    /// The names many files declare at the top level, summarised for lookups.
    let crowdedNames: CrowdedNames
    /// Per file, where its symbols start in `symbols` (one extra entry: the end); a file's symbols are in
    /// declaration order.
    private let symbolStarts: [Int32]
    /// The files the table was built from: their paths pick the nearest of several declarations
    /// (`NearestDeclaration.swift`), their imports what `Head.Rest` means when the tree declares no type or module
    /// `Head`.
    let files: [FileFacts]

    /// Builds the table from files in path order with their declarations' layers. Each file's symbols are
    /// counted, then made in their places on all cores, and the two name indexes are built side by side.
    public init(files: [FileFacts], declarationLayers: [[LayerID]], visibility: ModuleVisibility = .oneModule) {
        self.visibility = visibility
        // No per-file arrays of symbols to join: that would copy (and retain again) every symbol's names.
        let counts = files.concurrentMap(batch: 64) { fileIndex in
            let declarations = files[fileIndex].declarations
            return declarations.indices.reduce(0) { $0 + (declarations[$1].kind.declaresType ? 1 : 0) }
        }
        var symbolStarts = [Int32](repeating: 0, count: files.count + 1)
        for fileIndex in files.indices {
            symbolStarts[fileIndex + 1] = symbolStarts[fileIndex] + Int32(truncatingIfNeeded: counts[fileIndex])
        }
        let symbols = [Symbol](concurrentlyFilling: counts) { fileIndex, slots in
            let declarations = files[fileIndex].declarations
            let module = visibility.module(ofFile: fileIndex)
            var filled = 0
            for index in declarations.indices where declarations[index].kind.declaresType && filled < slots.count {
                let declaration = declarations[index]
                let parent = declaration.parent.flatMap { $0 < index ? declarations[$0] : nil }
                (slots.baseAddress! + filled).initialize(
                    to: Symbol(
                        qualifiedName: declaration.qualifiedName, name: declaration.name,
                        scope: parent?.qualifiedName ?? "", kind: declaration.kind, file: fileIndex,
                        declaration: index,
                        position: declaration.position, module: module,
                        access: SymbolAccess(declaration: declaration, parent: parent)))
                filled += 1
            }
            return filled
        }
        self.symbols = symbols
        self.files = files
        let layers = Self.layers(of: symbols, declarationLayers)
        self.layers = layers
        self.symbolStarts = symbolStarts
        let indexes = (0..<2).concurrentMap(batch: 1) { part in
            part == 0
                ? SymbolsByName(names: symbols.map(\.name)) { symbols[$0].scope.isEmpty }
                : SymbolsByName(names: symbols.map(\.qualifiedName))
        }
        bySimpleName = indexes[0]
        byQualifiedName = indexes[1]
        crowdedNames = CrowdedNames(indexes[0], symbols: symbols, layers: layers, files: files)
    }

    /// The symbol of the type declared by `declarations[declaration]` of `files[file]`, if it declares one:
    /// a binary search among the file's symbols, which are in declaration order.
    public func symbol(file: Int, declaration: Int) -> SymbolID? {
        guard file >= 0, file + 1 < symbolStarts.count else { return nil }
        var low = Int(symbolStarts[file])
        var high = Int(symbolStarts[file + 1])
        while low < high {
            let middle = (low + high) / 2
            let found = symbols[middle].declaration
            if found == declaration { return SymbolID(middle) }
            if found < declaration { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// Every symbol, in table order.
    public var ids: [SymbolID] { symbols.indices.map(SymbolID.init) }

    /// How many symbols the table has.
    public var count: Int { symbols.count }

    public subscript(id: SymbolID) -> Symbol { symbols[id.index] }

    /// The layer of a symbol, without copying it.
    @inline(__always)
    public func layer(of id: SymbolID) -> LayerID { layers[id.index] }

    /// The kind of a symbol, without copying it (a copy retains its three names).
    @inline(__always)
    public func kind(of id: SymbolID) -> DeclarationKind { symbols[id.index].kind }

    /// The layer of each symbol, that of its declaration, found on all cores.
    private static func layers(of symbols: [Symbol], _ declarationLayers: [[LayerID]]) -> [LayerID] {
        symbols.concurrentMap(batch: 512) { declarationLayers[symbols[$0].file][symbols[$0].declaration] }
    }

    /// The symbols named `name` (simple name), top-level ones first.
    public func symbols(named name: String) -> [SymbolID] {
        guard let group = bySimpleName.group(named: name) else { return [] }
        return group.all.map { bySimpleName[$0] }
    }

    /// The same table with the symbols' layers taken from `declarationLayers` (after conformance layers); the
    /// symbols and the name indexes are shared, not copied or rebuilt.
    init(relayering table: SymbolTable, declarationLayers: [[LayerID]]) {
        let layers = Self.layers(of: table.symbols, declarationLayers)
        symbols = table.symbols
        self.layers = layers
        visibility = table.visibility
        bySimpleName = table.bySimpleName
        byQualifiedName = table.byQualifiedName
        crowdedNames = CrowdedNames(
            table.bySimpleName, symbols: table.symbols, layers: layers, files: table.files,
            knownRanks: table.crowdedNames.pathRanks)
        symbolStarts = table.symbolStarts
        files = table.files
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

import SwiftScanner

/// Which types of the tree inherit from or conform to which: superclass chains, protocol
/// conformances declared on the type or in extensions anywhere in the tree, protocol inheritance.
public struct ConformanceGraph: Sendable {
    /// Direct supertypes of each symbol (declaration and extensions), in path order.
    public let supertypes: [[SymbolID]]
    /// Protocols of the tree each symbol conforms to, transitively, nearest first.
    public let protocols: [[SymbolID]]
    /// The supertypes that extensions add, by the extended symbol: each with the extension's place.
    let extensionSupertypes: [SymbolID: [ExtensionEdge]]

    /// A supertype added by an extension, and where that extension is.
    struct ExtensionEdge: Sendable {
        let supertype: SymbolID
        let file: Int
        let declaration: Int
    }

    /// Builds the graph; `context(file, enclosing)` gives the lookup context of code in a declaration.
    init(files: [FileFacts], table: SymbolTable, context: (Int, Int?) -> LookupContext) {
        let edges = files.concurrentMap { fileIndex in
            Self.edges(of: files[fileIndex], fileIndex, table: table, context: context)
        }
        var direct = [[SymbolID]](repeating: [], count: table.symbols.count)
        var byExtensions: [SymbolID: [ExtensionEdge]] = [:]
        for (fileIndex, fileEdges) in edges.enumerated() {
            for edge in fileEdges {
                direct[edge.target.index].append(edge.supertype)
                if let declaration = edge.extension {
                    byExtensions[edge.target, default: []].append(
                        ExtensionEdge(supertype: edge.supertype, file: fileIndex, declaration: declaration))
                }
            }
        }
        supertypes = direct
        extensionSupertypes = byExtensions
        protocols = direct.concurrentMap(batch: 256) { symbol in
            direct[symbol].isEmpty ? [] : Self.reachableProtocols(from: SymbolID(symbol), direct, table)
        }
    }

    /// The inheritance edges one file declares, in declaration order; `extension` is the index of the
    /// extension that adds an edge (nil for a type's own declaration).
    private static func edges(
        of file: FileFacts, _ fileIndex: Int, table: SymbolTable, context: (Int, Int?) -> LookupContext
    ) -> [(target: SymbolID, supertype: SymbolID, extension: Int?)] {
        var edges: [(target: SymbolID, supertype: SymbolID, extension: Int?)] = []
        for (index, declaration) in file.declarations.enumerated() where !declaration.inherits.isEmpty {
            let outer = context(fileIndex, declaration.parent)
            let target: SymbolID?
            if declaration.kind == .extension {
                target = table.resolve(declaration.name, in: outer)
            } else {
                target = table.symbol(file: fileIndex, declaration: index)
            }
            guard let target else { continue }
            for name in typeNames(inInheritanceList: declaration.inherits) {
                if let supertype = table.resolve(name, in: outer), supertype != target {
                    edges.append((target, supertype, declaration.kind == .extension ? index : nil))
                }
            }
        }
        return edges
    }

    /// The direct supertypes of `symbol` declared in the tree.
    public func supertypes(of symbol: SymbolID) -> [SymbolID] { supertypes[symbol.index] }

    /// The protocols of the tree `symbol` conforms to, transitively, nearest first.
    public func protocols(of symbol: SymbolID) -> [SymbolID] { protocols[symbol.index] }

    /// The protocols of the tree `symbol` conforms to, transitively, through supertypes its own declaration
    /// lists or extensions for which `isAdopting(file, declaration)` is true; nearest first.
    func protocols(of symbol: SymbolID, table: SymbolTable, adoptedBy isAdopting: (Int, Int) -> Bool) -> [SymbolID] {
        guard let added = extensionSupertypes[symbol] else { return protocols[symbol.index] }
        var direct = supertypes[symbol.index]
        for edge in added where !isAdopting(edge.file, edge.declaration) {
            if let position = direct.firstIndex(of: edge.supertype) { direct.remove(at: position) }
        }
        var result: [SymbolID] = []
        for supertype in direct where table.kind(of: supertype) == .protocol && !result.contains(supertype) {
            result.append(supertype)
        }
        for supertype in direct {
            for inherited in protocols[supertype.index] where !result.contains(inherited) { result.append(inherited) }
        }
        return result
    }

    /// True when `symbol` conforms (transitively) to a protocol of the tree in a layer accepted by `isTarget`.
    public func conforms(_ symbol: SymbolID, table: SymbolTable, toProtocolIn isTarget: (LayerID) -> Bool) -> Bool {
        protocols[symbol.index].contains { isTarget(table.layer(of: $0)) }
    }

    /// Type names in an inheritance list as the scanner writes it (`C<D>`, `P&Q`, `@unchecked Sendable`, `~Copyable`).
    static func typeNames(inInheritanceList inherits: [String]) -> [String] {
        // Most lists are plain names (`Codable`, `View`): the list itself, no new array.
        if inherits.allSatisfy(isPlainTypeName) { return inherits }
        var names: [String] = []
        names.reserveCapacity(inherits.count)
        for entry in inherits {
            if isPlainTypeName(entry) {
                names.append(entry)
                continue
            }
            let utf8 = entry.utf8
            var partStart = utf8.startIndex
            var index = partStart
            while index != utf8.endIndex {
                if utf8[index] == UInt8(ascii: "&") {
                    appendTypeName(entry, partStart..<index, to: &names)
                    partStart = utf8.index(after: index)
                }
                index = utf8.index(after: index)
            }
            appendTypeName(entry, partStart..<utf8.endIndex, to: &names)
        }
        return names
    }

    /// True when `entry` is a type name as it stands (the common case, `Codable`): not empty, no `&`, `<`, `?`
    /// or `!`, and not an attribute or a suppression. Checked on contiguous UTF-8 bytes; false otherwise.
    private static func isPlainTypeName(_ entry: String) -> Bool {
        entry.utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, first != UInt8(ascii: "@"), first != UInt8(ascii: "~") else { return false }
            return !bytes.contains {
                $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!")
            }
        } ?? false
    }

    /// Appends the type name that `entry[part]` starts with (before `<`, `?` or `!`), unless the part is
    /// empty or an attribute (`@unchecked Sendable`) or a suppression (`~Copyable`). Works on the UTF-8 bytes:
    /// every delimiter is ASCII.
    private static func appendTypeName(_ entry: String, _ part: Range<String.Index>, to names: inout [String]) {
        let utf8 = entry.utf8
        guard !part.isEmpty else { return }
        let first = utf8[part.lowerBound]
        guard first != UInt8(ascii: "@"), first != UInt8(ascii: "~") else { return }
        var end = part.lowerBound
        while end != part.upperBound {
            let byte = utf8[end]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") { break }
            end = utf8.index(after: end)
        }
        if end != part.lowerBound { names.append(String(entry[part.lowerBound..<end])) }
    }

    /// How many supertypes one type's search visits at most. Real hierarchies are a few levels deep; the limit
    /// keeps a generated chain of thousands of classes or protocols linear instead of quadratic in time and memory.
    static let reachLimit = 512

    private static func reachableProtocols(from start: SymbolID, _ direct: [[SymbolID]], _ table: SymbolTable)
        -> [SymbolID]
    {
        var seen: Set<SymbolID> = [start]
        var queue = direct[start.index]
        var result: [SymbolID] = []
        var index = 0
        while index < queue.count, seen.count <= reachLimit {
            let current = queue[index]
            index += 1
            guard seen.insert(current).inserted else { continue }
            if table.kind(of: current) == .protocol { result.append(current) }
            queue += direct[current.index]
        }
        return result
    }
}

import SwiftScanner

/// The second pass of layer assignment, once the symbol table and the conformance graph exist: a type conforming
/// to a protocol that a layer's `conformsTo` names (directly, in an extension anywhere, or through protocol
/// inheritance) joins that layer, and an extension follows its extended type into a layer of `conformsTo`, of a
/// `types` pattern limited by `kinds`, or of the entry point. Preview code and type-name patterns still come first.
///
/// It runs in two sweeps over the files: types first, then extensions, which are resolved only when their name
/// could lead to such a layer (so most extensions cost a set lookup, not a name resolution).
struct ConformanceLayers {
    let resolver: LayerResolver
    let table: SymbolTable
    let conformances: ConformanceGraph
    /// Per symbol: a protocol whose simple name a `conformsTo` glob matches. Only such protocols can put the
    /// types conforming to them in a layer, so the others are passed over without matching their names again
    /// for every conforming type.
    private let namedByConformsTo: [Bool]

    init(resolver: LayerResolver, table: SymbolTable, conformances: ConformanceGraph) {
        self.resolver = resolver
        self.table = table
        self.conformances = conformances
        let symbols = table.symbols
        namedByConformsTo =
            resolver.conformanceMatchers.isEmpty
            ? []
            : symbols.concurrentMap(batch: 512) { index in
                symbols[index].kind == .protocol && resolver.conformanceGlobMatches(symbols[index].name)
            }
    }

    /// The `conformsTo` layers of the types of the tree, by symbol, and the simple names of those types.
    struct OwnedTypes: Sendable {
        var layers: [SymbolID: LayerID] = [:]
        var names: Set<Substring> = []
    }

    /// The types of one file that a `conformsTo` pattern puts in a layer, and the app's entry point
    /// (`LayerResolver.isEntryPoint`, in `entryPointLayer`), whose extensions follow it (first sweep).
    func ownedTypes(_ file: FileFacts, _ fileIndex: Int, fileLayer: LayerID, unplaced: Bool) -> [(SymbolID, LayerID)] {
        let entryPointLayer = resolver.entryPointLayer
        guard !resolver.conformanceMatchers.isEmpty || entryPointLayer != .none else { return [] }
        var owned: [(SymbolID, LayerID)] = []
        let declarations = file.declarations
        for index in declarations.indices where declarations[index].kind.declaresType {
            let declaration = declarations[index]
            if entryPointLayer != .none, LayerResolver.isEntryPoint(declaration) {
                if let symbol = table.symbol(file: fileIndex, declaration: index) {
                    owned.append((symbol, entryPointLayer))
                }
                continue
            }
            guard !resolver.conformanceMatchers.isEmpty, let symbol = table.symbol(file: fileIndex, declaration: index),
                let layer = conformanceLayer(
                    symbol, kind: declaration.kind, inherits: declaration.inherits, fileLayer: fileLayer,
                    unplaced: unplaced)
            else { continue }
            owned.append((symbol, layer))
        }
        return owned
    }

    /// The layers of a file's declarations after this pass, or nil when none changes (second sweep).
    func relayered(
        _ file: FileFacts, _ fileIndex: Int, fileLayer: LayerID, unplaced: Bool, current: [LayerID],
        contexts: [LookupContext], owned types: OwnedTypes
    ) -> [LayerID]? {
        let declarations = file.declarations
        var owned: [LayerID?] = []
        for index in declarations.indices {
            let kind = declarations[index].kind
            var layer: LayerID?
            if kind == .extension {
                layer = extensionLayer(
                    declarations[index], index, fileLayer: fileLayer, unplaced: unplaced, contexts: contexts, types)
            } else if kind.declaresType, !types.layers.isEmpty,
                let symbol = table.symbol(file: fileIndex, declaration: index)
            {
                layer = types.layers[symbol]
            }
            guard let layer else { continue }
            if owned.isEmpty { owned = [LayerID?](repeating: nil, count: declarations.count) }
            owned[index] = layer
        }
        guard !owned.isEmpty else { return nil }
        let layers = resolver.layers(forDeclarations: declarations, fileLayer: fileLayer, unplaced: unplaced) {
            owned[$0]
        }
        return layers == current ? nil : layers
    }

    /// The layer an extension follows its extended type into: a `types` pattern limited by kinds that admits the
    /// type's kind, or the type's `conformsTo` layer.
    private func extensionLayer(
        _ declaration: DeclarationFact, _ index: Int, fileLayer: LayerID, unplaced: Bool, contexts: [LookupContext],
        _ types: OwnedTypes
    ) -> LayerID? {
        let name = declaration.name
        let mayOwn = types.names.contains(name.lastNameComponent)
        guard mayOwn || resolver.mayMatchKindedType(named: name, fileLayer: fileLayer, unplaced: unplaced) else {
            return nil
        }
        let context = contexts[declaration.parent.flatMap { $0 < index ? $0 : nil } ?? contexts.count - 1]
        guard let symbol = table.resolve(name, in: context) else { return nil }
        return resolver.extensionTypeMatch(
            named: name, kind: table.kind(of: symbol), fileLayer: fileLayer, unplaced: unplaced)?.layer
            ?? types.layers[symbol]
    }

    /// The first `conformsTo` layer matching a supertype named in `inherits` or a protocol of the tree that `symbol`
    /// conforms to (nearest first).
    private func conformanceLayer(
        _ symbol: SymbolID, kind: DeclarationKind, inherits: [String], fileLayer: LayerID, unplaced: Bool
    ) -> LayerID? {
        func layer(named name: String) -> LayerID? {
            resolver.firstMatch(resolver.conformanceMatchers, name: name, fileLayer: fileLayer, unplaced: unplaced) {
                $0.accepts(kind)
            }?.layer
        }
        if !inherits.isEmpty {
            for name in ConformanceGraph.typeNames(inInheritanceList: inherits) {
                if let found = layer(named: name) { return found }
            }
        }
        for id in conformances.protocols(of: symbol) where namedByConformsTo[id.index] {
            if let found = layer(named: table.symbols[id.index].name) { return found }
        }
        return nil
    }

    /// Runs both sweeps over the model's files and updates the declarations' layers, the lookup contexts and the
    /// symbol table where a layer changed.
    func apply(
        files: [FileFacts], fileLayers: [LayerID], placements: [FilePlacement], declarationLayers: inout [[LayerID]],
        contexts: inout [[LookupContext]], table: inout SymbolTable
    ) {
        var owned = OwnedTypes()
        let ownedPerFile = files.concurrentMap {
            ownedTypes(files[$0], $0, fileLayer: fileLayers[$0], unplaced: placements[$0] == .unplaced)
        }
        for types in ownedPerFile {
            for (symbol, layer) in types {
                owned.layers[symbol] = layer
                owned.names.insert(Substring(self.table[symbol].name))
            }
        }
        let currentLayers = declarationLayers
        let currentContexts = contexts
        let changes = files.concurrentMap { index in
            relayered(
                files[index], index, fileLayer: fileLayers[index], unplaced: placements[index] == .unplaced,
                current: currentLayers[index],
                contexts: currentContexts[index], owned: owned)
        }
        var changed = false
        for (index, change) in changes.enumerated() {
            guard let change else { continue }
            changed = true
            declarationLayers[index] = change
            for (declaration, layer) in change.enumerated() {
                contexts[index][declaration].layer = layer
            }
        }
        if changed { table = SymbolTable(relayering: table, declarationLayers: declarationLayers) }
    }
}

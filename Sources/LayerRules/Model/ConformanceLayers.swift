import SwiftScanner

/// The second pass of layer assignment, once the symbol table and the conformance graph exist: a type conforming
/// to a protocol that a layer's `conformsTo` names (directly, in an extension anywhere, or through protocol
/// inheritance) joins that layer, and an extension follows its extended type into a layer of `conformsTo` or of a
/// `types` pattern limited by `kinds`. Preview code and type-name patterns still come first.
struct ConformanceLayers {
    let resolver: LayerResolver
    let table: SymbolTable
    let conformances: ConformanceGraph

    /// The layers of a file's declarations after this pass, or nil when none changes.
    func relayered(
        _ file: FileFacts, _ fileIndex: Int, fileLayer: LayerID, current: [LayerID], contexts: [LookupContext]
    ) -> [LayerID]? {
        let declarations = file.declarations
        var owned = [LayerID?](repeating: nil, count: declarations.count)
        var anyOwned = false
        for (index, declaration) in declarations.enumerated() {
            owned[index] = ownedLayer(declaration, index, fileIndex, fileLayer: fileLayer, contexts: contexts)
            anyOwned = anyOwned || owned[index] != nil
        }
        guard anyOwned else { return nil }
        let layers = resolver.layers(forDeclarations: declarations, fileLayer: fileLayer) { owned[$0] }
        return layers == current ? nil : layers
    }

    private func ownedLayer(
        _ declaration: DeclarationFact, _ index: Int, _ fileIndex: Int, fileLayer: LayerID, contexts: [LookupContext]
    ) -> LayerID? {
        if declaration.kind == .extension {
            let context = contexts[declaration.parent.flatMap { $0 < index ? $0 : nil } ?? contexts.count - 1]
            guard let symbol = table.resolve(declaration.name, in: context) else { return nil }
            let kind = table[symbol].kind
            return resolver.extensionTypeMatch(named: declaration.name, kind: kind, fileLayer: fileLayer)?.layer
                ?? conformanceLayer(symbol, kind: kind, inherits: declaration.inherits, fileLayer: fileLayer)
        }
        guard declaration.kind.declaresType, let symbol = table.symbol(file: fileIndex, declaration: index) else {
            return nil
        }
        return conformanceLayer(symbol, kind: declaration.kind, inherits: declaration.inherits, fileLayer: fileLayer)
    }

    /// The first `conformsTo` layer (in policy order) one of whose globs matches a supertype named in `inherits`
    /// or a protocol of the tree that `symbol` conforms to.
    private func conformanceLayer(
        _ symbol: SymbolID, kind: DeclarationKind, inherits: [String], fileLayer: LayerID
    ) -> LayerID? {
        let protocols = conformances.protocols[Int(symbol)]
        guard !protocols.isEmpty || !inherits.isEmpty else { return nil }
        let names = ConformanceGraph.typeNames(inInheritanceList: inherits) + protocols.map { table[$0].name }
        for name in names {
            let match = resolver.firstMatch(resolver.conformanceMatchers, name: name, fileLayer: fileLayer) {
                $0.accepts(kind)
            }
            if let match { return match.layer }
        }
        return nil
    }
}

import SwiftScanner

/// The types of one layer and what they reach: the layer's top-level types in its own group, the types
/// of other layers they reference grouped by layer, and every reference to a type declared nowhere in
/// the tree counted on one `external` node. Nested types and extensions count as their outermost type.
public enum TypeGraph {
    public static func build(model: ArchitectureModel, policy: Policy, layer: LayerID) -> GraphDocument {
        let edges = collectEdges(model: model, layer: layer)
        var document = GraphDocument()
        var groupOfLayer: [LayerID: Int] = [:]
        func group(_ layer: LayerID) -> Int {
            if let known = groupOfLayer[layer] { return known }
            document.groups.append(model.layerName(layer))
            groupOfLayer[layer] = document.groups.count - 1
            return document.groups.count - 1
        }
        var ids: [SymbolID: String] = [:]
        func node(_ symbol: SymbolID) -> String {
            if let id = ids[symbol] { return id }
            let entry = model.symbols[symbol]
            let id = document.addNode(
                named: entry.qualifiedName, label: [entry.qualifiedName], group: group(model.symbols.layer(of: symbol)))
            ids[symbol] = id
            return id
        }
        _ = group(layer)
        for symbol in model.symbols.ids {
            let entry = model.symbols[symbol]
            if model.symbols.layer(of: symbol) == layer, entry.scope.isEmpty { _ = node(symbol) }
        }
        let dependencies = policy.dependencyPolicy(catalog: model.catalog)
        var externalID: String?
        for edge in edges {
            let from = node(edge.from)
            let to: String
            var forbidden = false
            if let target = edge.to {
                to = node(target)
                forbidden = dependencies.map { !$0.allows(layer, model.symbols.layer(of: target)) } ?? false
            } else {
                if externalID == nil { externalID = document.addNode(named: "external", label: ["external types"]) }
                to = externalID!
            }
            document.edges.append(
                GraphDocument.Edge(
                    from: from, to: to, label: ReportText.count(edge.count, "reference"), forbidden: forbidden))
        }
        return document
    }

    private struct CountedEdge {
        var from: SymbolID
        /// Nil for types declared nowhere in the tree.
        var to: SymbolID?
        var count: Int
    }

    /// Edges from the layer's types, in order of first appearance (files in path order).
    private static func collectEdges(model: ArchitectureModel, layer: LayerID) -> [CountedEdge] {
        var edges: [CountedEdge] = []
        var indexOfPair: [Int64: Int] = [:]
        for (fileIndex, file) in model.files.enumerated() {
            let targets = model.resolutions[fileIndex].references
            for (index, reference) in file.references.enumerated() {
                guard let enclosing = reference.enclosing,
                    model.layer(file: fileIndex, enclosing: enclosing) == layer,
                    let source = model.outermostSymbol(file: fileIndex, declaration: enclosing),
                    model.symbols.layer(of: source) == layer, targets[index] != FileResolution.shadowed
                else { continue }
                let target = targets[index].isSymbol ? model.outermostSymbol(of: targets[index]) : nil
                if target == source { continue }
                let key = Int64(source.value) << 32 | Int64((target ?? FileResolution.external).value) & 0xFFFF_FFFF
                if let existing = indexOfPair[key] {
                    edges[existing].count += 1
                } else {
                    indexOfPair[key] = edges.count
                    edges.append(CountedEdge(from: source, to: target, count: 1))
                }
            }
        }
        return edges
    }
}

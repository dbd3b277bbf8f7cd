/// Which layer may depend on which, from a `dependencies` rule's `allow` map.
///
/// An edge X -> Y is allowed when Y is X or one of its sub-layers, when X is (in) a composition
/// root, or when X's entry (a sub-layer without one uses its parent's) lists `*`, Y, or a layer
/// Y lives within.
public struct DependencyPolicy: Sendable {
    private let allowed: [[Bool]]
    /// Per layer, the layer names its entry lists (without `*`), in order.
    private let entries: [[String]]

    public init(allow: [String: [String]], catalog: LayerTable) {
        let count = catalog.count
        var entries: [[String]] = []
        var matrix = [[Bool]](repeating: [Bool](repeating: false, count: count), count: count)
        for from in catalog.ids {
            var owner = from
            var entry = allow[catalog.name(of: owner)]
            while entry == nil, catalog.parent(of: owner) != .none {
                owner = catalog.parent(of: owner)
                entry = allow[catalog.name(of: owner)]
            }
            let names = entry ?? []
            entries.append(names.filter { $0 != "*" })
            let targets = names.compactMap(catalog.id)
            let everything = names.contains("*") || catalog.isInCompositionRoot(from)
            for to in catalog.ids {
                matrix[from.index][to.index] =
                    everything || catalog.isLayer(to, within: from)
                    || targets.contains { catalog.isLayer(to, within: $0) }
            }
        }
        allowed = matrix
        self.entries = entries
    }

    /// True when code in `from` may depend on code in `to`; edges from or to no layer are always allowed.
    @inline(__always)
    public func allows(_ from: LayerID, _ to: LayerID) -> Bool {
        from == .none || to == .none || allowed[from.index][to.index]
    }

    /// The layer names `from`'s entry lists, in policy order of the entry.
    public func allowedNames(_ from: LayerID) -> [String] { from == .none ? [] : entries[from.index] }

    /// `from` and the layers its entry lists, in policy order: where code of `from` may find a type it needs.
    public func visibleNames(from: LayerID, catalog: LayerTable) -> [String] {
        var layers = [catalog.name(of: from)]
        for name in allowedNames(from) where !layers.contains(name) { layers.append(name) }
        return layers
    }
}

/// Feature layers that the other features build on (analytics events, a design system under `Features/`):
/// used by at least two other features and using none, so every feature may use them.
struct SharedFeatures {
    /// The shared feature layers, in policy order, with the number of features that use each.
    let shared: [(layer: String, users: Int)]

    init(model: ArchitectureModel) {
        let catalog = model.catalog
        let features = catalog.ids.filter { catalog.name(of: $0).hasPrefix("Features/") }
        var users: [LayerID: Set<LayerID>] = [:]
        for resolution in model.resolutions {
            for edge in resolution.layerEdges where features.contains(edge.from) && features.contains(edge.to) {
                users[edge.to, default: []].insert(edge.from)
            }
        }
        let usesOthers = Set(users.values.flatMap { $0 })
        shared = features.compactMap { feature in
            guard let count = users[feature]?.count, count >= 2, !usesOthers.contains(feature) else { return nil }
            return (catalog.name(of: feature), count)
        }
    }

    /// Why, for the summary.
    func reason(_ entry: (layer: String, users: Int)) -> InferredReason {
        InferredReason(
            layer: entry.layer,
            text: "used by \(entry.users) other features and using none, so every feature may use it")
    }
}

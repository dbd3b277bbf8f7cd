/// What a `Core` folder is: shared code every layer may use when it depends on no other layer, or the app
/// shell (delegates, environment, wiring) when it reaches into the outer layers.
enum CoreRole: Equatable {
    case absent
    /// Depends on no other layer: everyone may depend on it.
    case shared
    /// Depends on outer layers (names): a composition root.
    case appShell
    /// Depends only on inner layers (Domain, Data): an ordinary layer.
    case layer

    init(model: ArchitectureModel) {
        guard let core = model.catalog.id("Core") else {
            self = .absent
            return
        }
        let reached = Self.reachedLayers(from: core, model)
        let outer = reached.filter { !["Domain", "Data"].contains(model.catalog.name(of: $0)) }
        if reached.isEmpty {
            self = .shared
        } else {
            self = outer.isEmpty ? .layer : .appShell
        }
    }

    /// Why, for the summary.
    var reason: String? {
        switch self {
        case .absent: return nil
        case .shared: return "its code uses no other layer, so every layer may use it"
        case .appShell:
            return "its code uses outer layers (views, features), so it is the app shell: a composition root"
        case .layer: return "its code uses inner layers only, so it is an ordinary layer"
        }
    }

    private static func reachedLayers(from core: LayerID, _ model: ArchitectureModel) -> Set<LayerID> {
        var reached: Set<LayerID> = []
        for resolution in model.resolutions {
            for edge in resolution.layerEdges where edge.from == core && edge.to != core {
                reached.insert(edge.to)
            }
        }
        return reached
    }
}

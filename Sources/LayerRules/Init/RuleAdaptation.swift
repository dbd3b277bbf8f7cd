/// Adapts the default policy's rules to the layers a repository has: layer lists keep only existing
/// layers (feature layers join wherever `Presentation` is named), a shared `Core` is allowed to everyone but
/// the composition root, features may use the features their targets declare and the shared features, and a
/// rule left with no layer to check is dropped.
enum RuleAdaptation {
    static func adapt(
        _ rules: [RuleConfiguration], to names: [String], core: CoreRole = .shared,
        declaredEdges: [String: Set<String>] = [:], sharedFeatures: [String] = []
    ) -> [RuleConfiguration] {
        rules.compactMap { rule in
            var adapted = rule
            if case .dependencies(let allow) = rule.kind {
                adapted.kind = .dependencies(
                    allow: adaptAllow(
                        allow, names: names, core: core, declaredEdges: declaredEdges, sharedFeatures: sharedFeatures))
                return adapted
            }
            guard let kind = adapt(rule.kind, to: names) else { return nil }
            adapted.kind = kind
            return adapted
        }
    }

    private static func adapt(_ kind: RuleKind, to names: [String]) -> RuleKind? {
        let features = names.filter { $0.hasPrefix("Features/") }
        func kept(_ layers: [String]) -> [String] {
            var result = layers.filter { $0 == "*" || names.contains($0) }
            if layers.contains("Presentation") { result += features }
            return result
        }
        switch kind {
        case .dependencies:
            return kind
        case .imports(let layers, let allow, let deny):
            let layers = kept(layers)
            return layers.isEmpty ? nil : .imports(layers: layers, allow: allow, deny: deny)
        case .testableImports(let layers):
            let layers = kept(layers)
            return layers.isEmpty ? nil : .testableImports(layers: layers)
        case .references(let layers, let deny, let denyKinds, let viewLayers, let belongsIn):
            let layers = kept(layers)
            return layers.isEmpty
                ? nil
                : .references(
                    layers: layers, deny: deny, denyKinds: denyKinds, viewLayers: kept(viewLayers),
                    belongsIn: kept(belongsIn))
        case .symbols(let layers, let deny):
            let layers = kept(layers)
            return layers.isEmpty ? nil : .symbols(layers: layers, deny: deny)
        case .conformance(let layers, let types, let targets):
            let (layers, targets) = (kept(layers), kept(targets))
            return layers.isEmpty || targets.isEmpty
                ? nil : .conformance(layers: layers, types: types, mustConformTo: targets)
        case .declarations(let protocols, let layers):
            let layers = kept(layers)
            return layers.isEmpty ? nil : .declarations(protocols: protocols, layers: layers)
        case .construction(let layers, let implementations, let denyLayers, let services, let values):
            let (layers, denied) = (kept(layers), kept(denyLayers))
            return layers.isEmpty || (!implementations && denied.isEmpty)
                ? nil
                : .construction(
                    layers: layers, denyImplementations: implementations, denyLayers: denied, services: services,
                    values: values)
        case .acyclic, .manifest:
            return kind
        }
    }

    /// Entries for the existing layers: the default entry filtered, features like `ViewModels` (or
    /// `Presentation` when there are none) plus the features their targets depend on, a shared `Core` for
    /// everyone but `Core` and `App`, and an ordinary `Core` on the inner layers.
    private static func adaptAllow(
        _ allow: [String: [String]], names: [String], core: CoreRole, declaredEdges: [String: Set<String>],
        sharedFeatures: [String]
    ) -> [String: [String]] {
        var result: [String: [String]] = [:]
        let template = allow["ViewModels"] ?? allow["Presentation"] ?? ["Domain"]
        for name in names {
            var entry = allow[name] ?? []
            if name.hasPrefix("Features/") {
                entry = template + (declaredEdges[name] ?? []).filter { $0.hasPrefix("Features/") }.sorted()
                entry += sharedFeatures.filter { $0 != name && !entry.contains($0) }
            } else if name == "Core", core == .layer {
                entry = ["Domain", "Data"]
            }
            if !names.contains("Domain"), names.contains("Data"), name != "Data", entry.contains("Domain") {
                entry = entry.map { $0 == "Domain" ? "Data" : $0 }
            }
            entry = entry.filter { $0 == "*" || names.contains($0) }
            if core == .shared, names.contains("Core"), name != "Core", !entry.contains("*"), !entry.contains("Core") {
                entry.append("Core")
            }
            result[name] = entry
        }
        return result
    }
}

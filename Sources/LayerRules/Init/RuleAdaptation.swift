/// Adapts the default policy's rules to the layers a repository has: layer lists keep only existing
/// layers (feature layers join wherever `Presentation` is named), a shared `Core` is allowed to everyone but
/// the composition root, features may use the features their targets declare and the shared features, and a
/// rule left with no layer to check is dropped.
enum RuleAdaptation {
    static func adapt(
        _ rules: [RuleConfiguration], to names: [String], core: CoreRole = .shared,
        declaredEdges: [String: Set<String>] = [:], sharedFeatures: [String] = []
    ) -> [RuleConfiguration] {
        let layers = Layers(names: names, core: core, declaredEdges: declaredEdges, sharedFeatures: sharedFeatures)
        return rules.compactMap { rule in
            guard let kind = rule.kind.adapted(to: layers) else { return nil }
            var adapted = rule
            adapted.kind = kind
            return adapted
        }
    }

    /// The layers of a repository, as the rule kinds' `adapt` sees them.
    struct Layers {
        /// The layer names the repository has.
        let names: [String]
        let core: CoreRole
        /// Per feature layer, the layers its targets declare dependencies on.
        let declaredEdges: [String: Set<String>]
        /// Feature layers every other feature may use.
        let sharedFeatures: [String]

        /// `layers` without the ones the repository lacks (`*` stays); feature layers join `Presentation`.
        func kept(_ layers: [String]) -> [String] {
            var result = layers.filter { $0 == "*" || names.contains($0) }
            if layers.contains("Presentation") { result += names.filter { $0.hasPrefix("Features/") } }
            return result
        }

        /// A `dependencies` map for the existing layers: the default entry filtered, features like `ViewModels` (or
        /// `Presentation` when there are none) plus the features their targets depend on, a shared `Core` for
        /// everyone but `Core` and `App`, and an ordinary `Core` on the inner layers.
        func allow(_ allow: [String: [String]]) -> [String: [String]] {
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
                if core == .shared, names.contains("Core"), name != "Core", !entry.contains("*"),
                    !entry.contains("Core")
                {
                    entry.append("Core")
                }
                result[name] = entry
            }
            return result
        }
    }
}

/// Constructing, in the given layers, a concrete type of another layer that implements a protocol of the
/// tree, or a type of a denied layer. Composition-root layers are exempt; so is a layer composing its own
/// types (a view controller building its own behaviours), and a type constructing itself (a factory or
/// shared instance).
struct ConstructionRule: Rule {
    let configuration: RuleConfiguration
    let layers: LayerSet
    let denyImplementations: Bool
    let denyLayers: LayerSet

    func check(file: Int, in context: RuleContext, into findings: inout Findings) {
        let model = context.model
        guard model.layerMasks[file].intersects(layers.mask) else { return }
        let targets = model.resolutions[file].constructions
        for (index, construction) in model.files[file].constructions.enumerated() where targets[index] >= 0 {
            let layer = model.layer(file: file, enclosing: construction.enclosing)
            let target = targets[index]
            let symbol = model.symbols[target]
            guard layer != .none, layers.contains(layer), !model.catalog.isInCompositionRoot(layer),
                symbol.kind.isConcrete, !isInside(target, file: file, enclosing: construction.enclosing, model)
            else { continue }
            let name = model.catalog.names[layer]
            let implemented =
                denyImplementations && symbol.layer != layer ? model.conformances.protocols[Int(target)].first : nil
            if let implemented {
                let protocolName = model.symbols[implemented].name
                findings.append(
                    violation(
                        "'\(name)' constructs '\(construction.typeName)', a concrete implementation of '\(protocolName)'",
                        hint: "depend on '\(protocolName)' and inject it from the composition root", file: file,
                        position: construction.position, subject: construction.typeName, from: layer,
                        to: model.catalog.name(symbol.layer), enclosing: construction.enclosing, in: context))
            } else if symbol.layer != .none, denyLayers.contains(symbol.layer) {
                let typeLayer = model.catalog.names[symbol.layer]
                findings.append(
                    violation(
                        "'\(name)' constructs '\(construction.typeName)' from '\(typeLayer)'",
                        hint: "inject it from the composition root instead", file: file,
                        position: construction.position, subject: construction.typeName, from: layer, to: typeLayer,
                        enclosing: construction.enclosing, in: context))
            }
        }
    }

    /// True when the construction sits inside the declaration of the constructed type (or an extension of it):
    /// one of the scopes a lookup from there sees.
    private func isInside(_ target: SymbolID, file: Int, enclosing: Int?, _ model: ArchitectureModel) -> Bool {
        let scopes = LookupContext(enclosing: enclosing, in: model.files[file], fileIndex: file, layer: .none).scopes
        return scopes.contains(model.symbols[target].qualifiedName)
    }
}

extension ConstructionRule {
    static let ruleDescription = RuleDescription(
        kind: "construction",
        summary: "the given layers may not construct implementations or types of denied layers",
        help: """
            Constructing a concrete implementation of a protocol ties the code to that implementation; depend on \
            the protocol and let the composition root construct and inject the implementation.
            """,
        triggeringExamples: [
            RuleExample(
                .construction(layers: ["Presentation"], denyImplementations: true, denyLayers: ["Data"]),
                files: [
                    ("Domain/UserRepository.swift", "protocol UserRepository {}\n"),
                    ("Data/RemoteUserRepository.swift", "final class RemoteUserRepository: UserRepository {}\n"),
                    ("Data/APIClient.swift", "final class APIClient {}\n"),
                    (
                        "Presentation/ProfileViewController.swift",
                        """
                        final class ProfileViewController {
                            let repository: UserRepository = ↓RemoteUserRepository()
                            let client = ↓APIClient()
                        }

                        """
                    ),
                ])
        ],
        nonTriggeringExamples: [
            RuleExample(
                .construction(layers: ["Presentation"], denyImplementations: true, denyLayers: ["Data"]),
                files: [
                    ("Domain/UserRepository.swift", "protocol UserRepository {}\nstruct User: Codable {}\n"),
                    ("Data/RemoteUserRepository.swift", "final class RemoteUserRepository: UserRepository {}\n"),
                    (
                        "Presentation/ProfileViewController.swift",
                        """
                        protocol ScreenBehavior {}
                        struct HidesBackTitle: ScreenBehavior {}
                        final class ProfileViewController {
                            let user = User()
                            let behaviors: [ScreenBehavior] = [HidesBackTitle()]
                            static let shared = ProfileViewController()
                        }

                        """
                    ),
                    (
                        "App/AppDIContainer.swift",
                        "final class AppDIContainer {\n    let repository = RemoteUserRepository()\n}\n"
                    ),
                ])
        ])
}

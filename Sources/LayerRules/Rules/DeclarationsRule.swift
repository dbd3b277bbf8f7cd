/// Protocols whose names match the patterns must be declared in one of the given layers.
struct DeclarationsRule: Rule {
    let configuration: RuleConfiguration
    let protocols: [Glob]
    let layers: LayerSet
    let layerNames: [String]

    func configurationWarning(in context: RuleContext) -> String? {
        missingLayerWarning(layers, named: layerNames, in: context)
    }

    func check(file: Int, in context: RuleContext, into findings: inout Findings) {
        let model = context.model
        for (index, declaration) in model.files[file].declarations.enumerated() where declaration.kind == .protocol {
            let layer = model.declarationLayers[file][index]
            guard layer == .none || !layers.contains(layer), protocols.contains(where: { $0.matches(declaration.name) })
            else { continue }
            let place = model.catalog.name(layer).map { "in '\($0)'" } ?? "in no layer"
            findings.append(
                violation(
                    "protocol '\(declaration.name)' is declared \(place) but its policy puts it in "
                        + RuleContext.quotedOr(layerNames),
                    hint: "move it into '\(layerNames.first ?? "")' and let outer layers implement it", file: file,
                    position: declaration.position, subject: declaration.name, from: layer,
                    to: layerNames.first.map(FindingEndpoint.layer),
                    enclosing: declaration.parent, in: context))
        }
    }
}

extension DeclarationsRule {
    static let ruleDescription = RuleDescription(
        kind: "declarations",
        summary: "protocols matching the patterns must be declared in the given layers",
        help: """
            Contracts such as repositories and use cases belong to the inner layer that uses them; outer layers \
            implement them.
            """,
        triggeringExamples: [
            RuleExample(
                .declarations(protocols: ["*Repository"], layers: ["Domain"]),
                files: [
                    ("Domain/User.swift", "struct User {}\n"),
                    ("Data/UserRepository.swift", "↓protocol UserRepository {}\n"),
                    ("Shared/CacheRepository.swift", "↓protocol CacheRepository {}\n"),
                ])
        ],
        nonTriggeringExamples: [
            RuleExample(
                .declarations(protocols: ["*Repository"], layers: ["Domain"]),
                files: [
                    ("Domain/UserRepository.swift", "protocol UserRepository {}\n"),
                    ("Data/RemoteUserRepository.swift", "final class RemoteUserRepository: UserRepository {}\n"),
                ])
        ])
}

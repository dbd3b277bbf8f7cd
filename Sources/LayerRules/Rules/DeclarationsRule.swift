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
        let declarations = model.files[file].declarations
        for index in declarations.indices where declarations[index].kind == .protocol {
            let declaration = declarations[index]
            let layer = model.declarationLayers[file][index]
            guard layer == .none || !layers.contains(layer), protocols.contains(where: { $0.matches(declaration.name) })
            else { continue }
            let place = model.catalog.name(layer).map { "in '\($0)'" } ?? "in no layer"
            findings.append(
                at: declaration.position,
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

extension DeclarationsRule: RuleKindDefinition {
    /// Protocols whose names match `protocols` must be declared in one of `layers`.
    struct Options: Hashable, Sendable {
        var protocols: [String]
        var layers: [String]
    }

    static let optionKeys = ["protocols", "layers"]
    static let foldingRank: Int? = 6

    init(configuration: RuleConfiguration, options: Options, catalog: LayerTable) {
        self.init(
            configuration: configuration, protocols: Glob.compiling(options.protocols),
            layers: catalog.set(options.layers), layerNames: options.layers)
    }

    static func readOptions(_ reader: inout RuleOptionsReader) -> Options? {
        let protocols = reader.globList("protocols")
        let layers = reader.layerList("layers")
        guard let protocols, let layers else { return nil }
        return Options(protocols: protocols, layers: layers)
    }

    static func encode(_ options: Options, layerOrder: [String]) -> [(String, JSONValue)] {
        [("protocols", PolicyEncoding.strings(options.protocols)), ("layers", PolicyEncoding.strings(options.layers))]
    }

    static func adapt(_ options: Options, to layers: RuleAdaptation.Layers) -> Options? {
        let kept = layers.kept(options.layers)
        return kept.isEmpty ? nil : Options(protocols: options.protocols, layers: kept)
    }
}

extension RuleKind {
    /// Protocols whose names match `protocols` must be declared in one of `layers`.
    public static func declarations(protocols: [String], layers: [String]) -> RuleKind {
        RuleKind(DeclarationsRule.self, .init(protocols: protocols, layers: layers))
    }
}

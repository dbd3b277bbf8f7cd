/// Protocols whose names match the patterns must be declared in one of the given layers, when they are contracts
/// between layers: a protocol is reported once code of one of those layers uses it, or code of a layer the
/// dependency policy does not let depend on the protocol's own (any layered code, for a protocol in no layer) holds
/// it; a layer that only implements it (a type or extension naming it in an inheritance clause) is no evidence,
/// except one of the rule's layers implementing a protocol of another layer. A protocol only its own layer and the
/// layers allowed to depend on it use is a detail of that layer; one in no layer that the rule's layers only
/// implement, and other layers only implement or refine, is a base protocol from elsewhere (a library's
/// `BaseUseCase`, a `WebRepository` that the networking protocols of 'Data' refine).
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
            guard layer == .none || !layers.contains(layer),
                protocols.contains(where: { $0.matches(declaration.name) }),
                let symbol = model.symbols.symbol(file: file, declaration: index),
                let use = contractUse(of: symbol, declaredIn: layer, in: context)
            else { continue }
            let place = model.catalog.name(layer).map { "in '\($0)'" } ?? "in no layer"
            findings.append(
                at: declaration.position,
                violation(
                    "protocol '\(declaration.name)' is declared \(place) but its policy puts it in "
                        + RuleContext.quotedOr(layerNames),
                    hint: "move it into '\(layerNames.first ?? "")' and let outer layers implement it", file: file,
                    position: declaration.position, subject: declaration.name, from: layer,
                    to: layerNames.first.map(FindingEndpoint.layer), enclosing: declaration.parent,
                    notes: [
                        FindingNote(
                            message: "'\(model.layerName(use.layer))' uses it here", path: model.files[use.file].path,
                            position: use.position)
                    ], in: context))
        }
    }
}

extension DeclarationsRule {
    /// The first use of `symbol` (declared in `layer`) that makes it a contract: from one of the rule's layers (an
    /// implementation counts only for a protocol of another layer), or from a layer that may not depend on `layer`
    /// (any layer, for a protocol in no layer or a policy without a `dependencies` rule); nil when only its own
    /// layer and the layers allowed to depend on it use it.
    private func contractUse(of symbol: SymbolID, declaredIn layer: LayerID, in context: RuleContext)
        -> ContractUses.Use?
    {
        context.contractUses?.uses(of: symbol).first { use in
            // Refining a protocol of a layer uses it. Refining one in no layer builds on a base from elsewhere,
            // unless one of the rule's layers does so (a Domain contract refining the project's marker protocol).
            let holds = use.kind == .holds || (layer != .none && use.kind == .refines)
            return (layers.contains(use.layer) && (layer != .none || use.kind != .implements))
                || (holds && (layer == .none || context.dependencyPolicy?.allows(use.layer, layer) != true))
        }
    }

    static let ruleDescription = RuleDescription(
        kind: "declarations",
        summary: "protocols matching the patterns must be declared in the given layers",
        help: """
            Contracts such as repositories and use cases belong to the inner layer that uses them; outer layers \
            implement them. A matching protocol is reported once code of one of the layers uses it, or code of a \
            layer that may not depend on the protocol's own layer (with no `dependencies` rule: any other layer) \
            holds it; a layer that only implements it is no evidence. One that only its own layer and the layers \
            allowed to depend on it use (a base protocol of the networking code) is a detail of that layer and is \
            not reported.
            """,
        triggeringExamples: [
            RuleExample(
                .declarations(protocols: ["*Repository"], layers: ["Domain"]),
                files: [
                    (
                        "Domain/FetchProfile.swift",
                        "struct FetchProfile {\n    let users: UserRepository\n    let cache: CacheRepository\n}\n"
                    ),
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
                ]),
            RuleExample(
                .declarations(protocols: ["*Repository"], layers: ["Domain"]),
                files: [
                    ("Domain/Profile.swift", "struct Profile {}\n"),
                    (
                        "Data/Network/WebRepository.swift",
                        "protocol WebRepository {\n    var baseURL: String { get }\n}\n"
                    ),
                    (
                        "Data/Network/ProfileWebRepository.swift",
                        "final class ProfileWebRepository: WebRepository {\n    let baseURL = \"https://example.com\"\n}\n"
                    ),
                    ("Shared/Unused/ArchiveRepository.swift", "protocol ArchiveRepository {}\n"),
                ]),
            RuleExample(
                .declarations(protocols: ["*Repository"], layers: ["Domain"]),
                files: [
                    ("Domain/Country.swift", "struct Country {}\n"),
                    ("Utilities/WebRepository.swift", "protocol WebRepository {\n    var baseURL: String { get }\n}\n"),
                    (
                        "Data/Repositories/CountriesWebRepository.swift",
                        """
                        protocol CountriesWebRepository: WebRepository {
                            func countries() async throws -> [Country]
                        }
                        final class RealCountriesWebRepository: CountriesWebRepository {
                            let baseURL = "https://example.com"
                            func countries() async throws -> [Country] { [] }
                        }

                        """
                    ),
                ]),
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

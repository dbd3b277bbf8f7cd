/// Types of the given layers whose names match the patterns must conform to a protocol declared in
/// the target layers (counting extensions anywhere in the tree and protocol inheritance), or in code of the
/// tree that no layer holds.
struct ConformanceRule: Rule {
    let configuration: RuleConfiguration
    let layers: LayerSet
    let types: [Glob]
    let targets: LayerSet
    let targetNames: [String]

    func configurationWarning(in context: RuleContext) -> String? {
        missingLayerWarning(targets, named: targetNames, in: context)
    }

    func check(file: Int, in context: RuleContext, into findings: inout Findings) {
        let model = context.model
        guard model.layerMasks[file].intersects(layers.mask) else { return }
        let declarations = model.files[file].declarations
        for index in declarations.indices where declarations[index].kind.isConcrete {
            let declaration = declarations[index]
            let layer = model.declarationLayers[file][index]
            guard layer != .none, layers.contains(layer), types.contains(where: { $0.matches(declaration.name) }),
                let symbol = model.symbols.symbol(file: file, declaration: index),
                !implementsContract(symbol, in: context)
            else { continue }
            let first = targetNames.first ?? ""
            findings.append(
                at: declaration.position,
                violation(
                    "'\(declaration.name)' in '\(model.catalog.name(of: layer))' conforms to no protocol declared in "
                        + RuleContext.quotedOr(targetNames),
                    hint:
                        "declare the contract as a protocol in '\(first)' and make '\(declaration.name)' implement it",
                    file: file, position: declaration.position, subject: declaration.name, from: layer,
                    to: .layer(first),
                    enclosing: declaration.parent, in: context))
        }
    }
}

extension ConformanceRule {
    /// Whether the type implements a protocol of the target layers, or a contract declared in code no layer holds
    /// (a feature's interface module, shared code), kept where no layer is known. Such a protocol is a contract
    /// when code of the target layers names it, or when its name is the type's own (`CharacterRepositoryInterface`
    /// or `CharacterRepositoryProtocol` for `CharacterRepository`, `CharacterRepository` for
    /// `DefaultCharacterRepository`); a base protocol named as the pattern's suffix alone (`protocol Repository`
    /// beside the architecture's other bases) that the inner layers never name is not.
    private func implementsContract(_ symbol: SymbolID, in context: RuleContext) -> Bool {
        let model = context.model
        if model.conformances.conforms(symbol, table: model.symbols, toProtocolIn: targets.contains) { return true }
        let name = model.symbols[symbol].name
        return model.conformances.protocols(of: symbol).contains { contract in
            guard model.symbols.layer(of: contract) == .none else { return false }
            let contractName = model.symbols[contract].name
            return contractName.hasPrefix(name)
                || (name.hasSuffix(contractName) && !types.contains { $0.pattern == "*" + contractName })
                || context.contractUses?.uses(of: contract).contains {
                    targets.contains($0.layer) && $0.kind != .implements
                } == true
        }
    }

    static let ruleDescription = RuleDescription(
        kind: "conformance",
        summary: "types matching the patterns must implement a protocol declared in the target layers",
        help: """
            A repository or store in an outer layer should implement a contract owned by an inner layer, so that \
            the inner layer depends on the protocol only. Conformances declared in extensions anywhere in the tree \
            and inherited protocols count. A protocol declared in code that no layer holds (a feature's interface \
            module, shared code) counts too when code of the target layers names it or its name is the type's own \
            (`CharacterRepositoryInterface` for `CharacterRepository`): it is then the inner layer's contract, kept \
            where no layer is known.
            """,
        triggeringExamples: [
            RuleExample(
                .conformance(layers: ["Data"], types: ["*Repository"], mustConformTo: ["Domain"]),
                files: [
                    ("Domain/User.swift", "struct User {}\n"),
                    ("Data/RemoteUserRepository.swift", "final ↓class RemoteUserRepository: Codable {}\n"),
                    (
                        "Data/Cache.swift",
                        "protocol Cache {}\n↓struct DiskRepository {}\nextension DiskRepository: Cache {}\n"
                    ),
                ]),
            RuleExample(
                .conformance(layers: ["Data"], types: ["*Repository"], mustConformTo: ["Domain"]),
                files: [
                    ("Domain/User.swift", "struct User {}\n"),
                    ("Architecture/Repository.swift", "protocol Repository {}\n"),
                    ("Data/OrdersRepository.swift", "final ↓class OrdersRepository: Repository {}\n"),
                ]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                .conformance(layers: ["Data"], types: ["*Repository"], mustConformTo: ["Domain"]),
                files: [
                    ("Domain/Repositories.swift", "protocol Repository {}\nprotocol UserRepository: Repository {}\n"),
                    ("Data/RemoteUserRepository.swift", "final class RemoteUserRepository: UserRepository {}\n"),
                    ("Data/DiskRepository.swift", "struct DiskRepository {}\n"),
                    ("Data/DiskRepository+Domain.swift", "extension DiskRepository: Repository {}\n"),
                ]),
            RuleExample(
                .conformance(layers: ["Data"], types: ["*Repository"], mustConformTo: ["Domain"]),
                files: [
                    ("Domain/User.swift", "struct User {}\n"),
                    (
                        "Features/Profile/Interface/ProfileStore.swift",
                        "public protocol ProfileStore {}\n"
                    ),
                    (
                        "Data/ProfileRepository.swift",
                        "final class ProfileRepository: ProfileStore {}\n"
                    ),
                    (
                        "Domain/LoadProfile.swift",
                        "struct LoadProfile {\n    let store: ProfileStore\n}\n"
                    ),
                    (
                        "Features/Episode/Interface/EpisodeContracts.swift",
                        "public protocol EpisodeRepositoryProtocol {}\npublic protocol LocationRepository {}\n"
                    ),
                    (
                        "Data/EpisodeRepository.swift",
                        "final class EpisodeRepository: EpisodeRepositoryProtocol {}\n"
                            + "final class DefaultLocationRepository: LocationRepository {}\n"
                    ),
                ]),
        ])
}

extension ConformanceRule: RuleKindDefinition {
    /// Types in `layers` whose names match `types` must conform to a protocol declared in `mustConformTo`.
    struct Options: Hashable, Sendable {
        var layers: [String]
        var types: [String]
        var mustConformTo: [String]
    }

    static let optionKeys = ["layers", "types", "mustConformTo"]
    static let foldingRank: Int? = 5

    init(configuration: RuleConfiguration, options: Options, catalog: LayerTable) {
        self.init(
            configuration: configuration, layers: catalog.set(options.layers), types: Glob.compiling(options.types),
            targets: catalog.set(options.mustConformTo), targetNames: options.mustConformTo)
    }

    static func readOptions(_ reader: inout RuleOptionsReader) -> Options? {
        let layers = reader.layerList("layers")
        let types = reader.globList("types")
        let targets = reader.required("mustConformTo").flatMap { readMustConformTo($0, &reader) }
        guard let layers, let types, let targets else { return nil }
        return Options(layers: layers, types: types, mustConformTo: targets)
    }

    /// `{"layers": ["Domain"]}`.
    private static func readMustConformTo(_ member: LocatedJSON.Member, _ reader: inout RuleOptionsReader)
        -> [String]?
    {
        let context = "'mustConformTo' of \(reader.owner)"
        guard let entries = reader.decoder.members(of: member.value, what: context) else { return nil }
        reader.decoder.rejectUnknownKeys(entries, allowed: ["layers"], in: context)
        guard
            let layers = reader.decoder.required("layers", in: entries, at: member.value.position, of: context)
        else {
            return nil
        }
        return reader.layerNames(layers, in: context)
    }

    static func encode(_ options: Options, layerOrder: [String]) -> [(String, JSONValue)] {
        [
            ("layers", PolicyEncoding.strings(options.layers)), ("types", PolicyEncoding.strings(options.types)),
            ("mustConformTo", .object([("layers", PolicyEncoding.strings(options.mustConformTo))])),
        ]
    }

    static func adapt(_ options: Options, to layers: RuleAdaptation.Layers) -> Options? {
        let (kept, targets) = (layers.kept(options.layers), layers.kept(options.mustConformTo))
        return kept.isEmpty || targets.isEmpty
            ? nil : Options(layers: kept, types: options.types, mustConformTo: targets)
    }
}

extension RuleKind {
    /// Types in `layers` whose names match `types` must conform to a protocol declared in `mustConformTo`.
    public static func conformance(layers: [String], types: [String], mustConformTo: [String]) -> RuleKind {
        RuleKind(ConformanceRule.self, .init(layers: layers, types: types, mustConformTo: mustConformTo))
    }
}

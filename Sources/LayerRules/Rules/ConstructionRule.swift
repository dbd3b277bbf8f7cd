import SwiftScanner

/// Constructing, in the given layers, a service of another layer (a concrete type that implements a protocol
/// of the tree and is not a value), or a type of a denied layer. Composition-root layers are exempt; so is a
/// layer composing its own types or those of its sub-layers or parent (a view controller building its own
/// behaviours, a view its view model), a type constructing itself (a factory or shared instance), and a type
/// named as a composer (`composers`: a scene's builder or configurator, a factory).
struct ConstructionRule: Rule {
    let configuration: RuleConfiguration
    let layers: LayerSet
    let denyImplementations: Bool
    let denyLayers: LayerSet
    /// Names of services: conforming types that are implementations whatever their kind.
    let services: [Glob]
    /// Kinds of conforming types that are values (entities, value objects, enums), unless named as services.
    let valueKinds: Set<DeclarationKind>
    /// Names of composers: code inside a type (or an extension of a type) so named wires what it builds.
    let composers: [Glob]

    func check(file: Int, in context: RuleContext, into findings: inout Findings) {
        let model = context.model
        guard model.layerMasks[file].intersects(layers.mask) else { return }
        let targets = model.resolutions[file].constructions
        for (index, construction) in model.files[file].constructions.enumerated() where targets[index].isSymbol {
            let layer = model.layer(file: file, enclosing: construction.enclosing)
            let target = targets[index]
            let symbol = model.symbols[target]
            let symbolLayer = model.symbols.layer(of: target)
            guard layer != .none, layers.contains(layer), !model.catalog.isInCompositionRoot(layer),
                symbol.kind.isConcrete, !isInside(target, file: file, enclosing: construction.enclosing, model),
                !isInComposer(file: file, enclosing: construction.enclosing, model)
            else { continue }
            let name = model.catalog.name(of: layer)
            let ownFamily =
                model.catalog.isLayer(symbolLayer, within: layer) || model.catalog.isLayer(layer, within: symbolLayer)
            let isView = context.views?.isView(target) == true
            let implemented =
                denyImplementations && !ownFamily && !isView ? implementedProtocol(target, model) : nil
            if let implemented {
                let protocolName = model.symbols[implemented].name
                findings.append(
                    at: construction.position,
                    violation(
                        "'\(name)' constructs '\(construction.typeName)', a concrete implementation of '\(protocolName)'",
                        hint: "depend on '\(protocolName)' and inject it from the composition root", file: file,
                        position: construction.position, subject: construction.typeName, from: layer,
                        to: model.catalog.name(symbolLayer).map(FindingEndpoint.layer),
                        enclosing: construction.enclosing, notes: [context.declarationNote(target)], in: context))
            } else if symbolLayer != .none, denyLayers.contains(symbolLayer) {
                let typeLayer = model.catalog.name(of: symbolLayer)
                findings.append(
                    at: construction.position,
                    violation(
                        "'\(name)' constructs '\(construction.typeName)' from '\(typeLayer)'",
                        hint: "inject it from the composition root instead", file: file,
                        position: construction.position, subject: construction.typeName, from: layer,
                        to: .layer(typeLayer), enclosing: construction.enclosing,
                        notes: [context.declarationNote(target)], in: context))
            }
        }
    }

    /// The first protocol of the tree the type implements as a service; nil for a view (checked by the caller), a value (a struct or enum not
    /// named like a service, by default) or a type that conforms to no protocol of the tree.
    private func implementedProtocol(_ target: SymbolID, _ model: ArchitectureModel) -> SymbolID? {
        guard let first = model.conformances.protocols(of: target).first else { return nil }
        let symbol = model.symbols[target]
        if valueKinds.contains(symbol.kind), !services.contains(where: { $0.matches(symbol.name) }) { return nil }
        return first
    }

    /// True when the construction sits inside a type (or an extension of a type) whose name matches `composers`:
    /// a scene's builder, configurator or assembly, a factory, which exist to wire what they build.
    private func isInComposer(file: Int, enclosing: Int?, _ model: ArchitectureModel) -> Bool {
        guard !composers.isEmpty else { return false }
        let declarations = model.files[file].declarations
        var current = enclosing
        while let index = current, index < declarations.count {
            let name = declarations[index].name
            let simple = name.lastIndex(ofByte: UInt8(ascii: ".")).map { String(name[name.index(after: $0)...]) }
            if composers.contains(where: { $0.matches(simple ?? name) }) { return true }
            current = declarations[index].parent.flatMap { $0 < index ? $0 : nil }
        }
        return false
    }

    /// True when the construction sits inside the declaration of the constructed type (or an extension of it):
    /// one of the scopes a lookup from there sees.
    private func isInside(_ target: SymbolID, file: Int, enclosing: Int?, _ model: ArchitectureModel) -> Bool {
        let scopes = model.enclosingScopes(file: file, enclosing: enclosing)
        return scopes.contains(model.symbols[target].qualifiedName)
    }
}

extension ConstructionRule {
    static let ruleDescription = RuleDescription(
        kind: "construction",
        summary: "the given layers may not construct services of other layers or types of denied layers",
        help: """
            Constructing a service (a repository, a use case, a client) ties the code to one implementation; \
            depend on its protocol and let the composition root construct and inject it. Values are different: \
            an entity, a value object or an enum is data, even when it conforms to a protocol of its own or an \
            inner layer, and may be constructed anywhere; so is a view or view controller that implements a \
            delegate protocol (building the next screen is navigation, not a service). So an implementation is a class or actor of another \
            layer that conforms to a protocol of the tree, or a conforming type whose name matches `services` \
            (default `*Repository`, `*UseCase`, `*Service`, `*DataSource`, `*Client`, `*Manager`) whatever its \
            kind; the kinds in `values` (default `struct`, `enum`) are values. `"values": []` counts every \
            conforming type as an implementation. Code inside a type named by `composers` (default `*Builder`, \
            `*Configurator`, `*Assembly`, `*Assembler`, `*Factory`, `*Composer`, `*Wireframe`) wires a scene or a feature \
            and may construct anything; its dependencies are still checked by the other rules.
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
                ]),
            RuleExample(
                .construction(layers: ["Presentation"], denyImplementations: true, denyLayers: []),
                files: [
                    (
                        "Domain/Chat.swift",
                        """
                        protocol Chat { var index: Int { get } }
                        protocol FetchChatsUseCase { func execute() -> [Chat] }
                        struct DefaultFetchChatsUseCase: FetchChatsUseCase {
                            func execute() -> [Chat] { [] }
                        }
                        actor ChatHistory: Chat { let index = 0 }

                        """
                    ),
                    (
                        "Presentation/ChatListViewModel.swift",
                        """
                        final class ChatListViewModel {
                            private let useCase: FetchChatsUseCase = ↓DefaultFetchChatsUseCase()
                            private let history = ↓ChatHistory()
                        }

                        """
                    ),
                ]),
            RuleExample(
                .construction(layers: ["Presentation"], denyImplementations: true, denyLayers: [], composers: []),
                files: [
                    ("Domain/UserRepository.swift", "protocol UserRepository {}\n"),
                    ("Data/RemoteUserRepository.swift", "final class RemoteUserRepository: UserRepository {}\n"),
                    (
                        "Presentation/Profile/ProfileSceneBuilder.swift",
                        "enum ProfileSceneBuilder {\n    static func repository() -> UserRepository { ↓RemoteUserRepository() }\n}\n"
                    ),
                ]),
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
                            let tagPicker = TagPickerViewController()
                            static let shared = ProfileViewController()
                        }

                        """
                    ),
                    (
                        "Shared/Tags/TagPickerViewController.swift",
                        """
                        import UIKit

                        protocol TagPickerDelegate: AnyObject {}
                        final class TagPickerViewController: UIViewController, TagPickerDelegate {}

                        """
                    ),
                    (
                        "Presentation/Profile/ProfileView.swift",
                        """
                        protocol ProfileViewModelProtocol {}
                        final class ProfileViewModel: ProfileViewModelProtocol {}
                        struct ProfileView {
                            let model: ProfileViewModelProtocol = ProfileViewModel()
                        }

                        """
                    ),
                    (
                        "App/AppDIContainer.swift",
                        "final class AppDIContainer {\n    let repository = RemoteUserRepository()\n}\n"
                    ),
                    (
                        "Presentation/Profile/ProfileSceneConfigurator.swift",
                        """
                        enum ProfileSceneConfigurator {
                            static func configure(_ controller: ProfileViewController) {
                                controller.repository = RemoteUserRepository()
                            }
                        }

                        extension ProfileSceneConfigurator {
                            static func fresh() -> UserRepository { RemoteUserRepository() }
                        }

                        """
                    ),
                ]),
            RuleExample(
                .construction(layers: ["Presentation"], denyImplementations: true, denyLayers: []),
                files: [
                    (
                        "Domain/Chat.swift",
                        """
                        protocol Chat { var index: Int { get } }
                        struct TextChat: Chat {
                            let index: Int
                            let text: String
                        }
                        enum ChatKind: Chat {
                            case text, photo
                            var index: Int { 0 }
                        }

                        """
                    ),
                    (
                        "Presentation/ChatViewModel.swift",
                        """
                        final class ChatViewModel {
                            private(set) var chats: [Chat] = [TextChat(index: 0, text: "Hi")]
                            func kind() -> Chat { ChatKind.text }
                        }

                        """
                    ),
                ]),
        ])
}

extension ConstructionRule: RuleKindDefinition {
    /// In `layers`, constructing a concrete implementation (or a type of `denyLayers`) is a violation. An
    /// implementation is a type of another layer conforming to a protocol of the tree, unless its kind is one of
    /// `values` (data such as entities and value objects) and its name matches none of `services`.
    struct Options: Hashable, Sendable {
        var layers: [String]
        var denyImplementations: Bool
        var denyLayers: [String]
        var services = defaultServices
        var values = defaultValueKinds
        var composers = defaultComposers
    }

    static let defaultServices = RuleKind.defaultServices
    static let defaultValueKinds = RuleKind.defaultValueKinds
    static let defaultComposers = RuleKind.defaultComposers
    /// The kinds `values` may name.
    static let valueKindNames = ["struct", "enum", "class", "actor"]

    static let optionKeys = ["layers", "deny", "services", "values", "composers"]
    static let foldingRank: Int? = 2

    init(configuration: RuleConfiguration, options: Options, catalog: LayerTable) {
        self.init(
            configuration: configuration, layers: catalog.set(options.layers),
            denyImplementations: options.denyImplementations, denyLayers: catalog.set(options.denyLayers),
            services: Glob.compiling(options.services),
            valueKinds: Set(options.values.compactMap(DeclarationKind.init(rawValue:))),
            composers: Glob.compiling(options.composers))
    }

    static func readOptions(_ reader: inout RuleOptionsReader) -> Options? {
        let layers = reader.layerList("layers")
        let deny = reader.required("deny").flatMap { readDeny($0, &reader) }
        let services = reader.member("services").map { reader.decoder.globs($0, in: reader.owner) } ?? defaultServices
        let values = reader.member("values").map { readValueKinds($0, &reader) } ?? defaultValueKinds
        let composers =
            reader.member("composers").map { reader.decoder.globs($0, in: reader.owner) } ?? defaultComposers
        guard let deny, let layers, let services, let values, let composers else { return nil }
        return Options(
            layers: layers, denyImplementations: deny.implementations, denyLayers: deny.layers, services: services,
            values: values, composers: composers)
    }

    /// `values`: any of `struct`, `enum`, `class`, `actor` (may be empty).
    private static func readValueKinds(_ member: LocatedJSON.Member, _ reader: inout RuleOptionsReader) -> [String]? {
        guard let names = reader.decoder.strings(member) else { return nil }
        var valid = true
        for (name, namePosition) in names where !valueKindNames.contains(name) {
            reader.decoder.report(
                "unknown kind '\(name)' in 'values' of \(reader.owner); expected "
                    + valueKindNames.map { "'\($0)'" }.joined(separator: ", "),
                at: namePosition)
            valid = false
        }
        return valid ? names.map(\.0) : nil
    }

    /// `"implementations"`, or an array of `"implementations"` and layer names.
    private static func readDeny(_ member: LocatedJSON.Member, _ reader: inout RuleOptionsReader) -> (
        implementations: Bool, layers: [String]
    )? {
        let names: [(String, JSONPosition)]
        if case .string(let name) = member.value.value {
            names = [(name, member.value.position)]
        } else if let strings = reader.decoder.strings(member) {
            names = strings
        } else {
            return nil
        }
        var implementations = false
        var layers: [String] = []
        var valid = true
        for (name, namePosition) in names {
            if name == "implementations" {
                implementations = true
            } else if reader.checkLayer(name, at: namePosition, extraCandidates: ["implementations"]) {
                layers.append(name)
            } else {
                valid = false
            }
        }
        if valid, names.isEmpty {
            reader.decoder.report(
                "'deny' of \(reader.owner) must name at least one layer or 'implementations'",
                at: member.value.position)
            return nil
        }
        return valid ? (implementations, layers) : nil
    }

    static func encode(_ options: Options, layerOrder: [String]) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [
            ("layers", PolicyEncoding.strings(options.layers)),
            (
                "deny",
                PolicyEncoding.strings((options.denyImplementations ? ["implementations"] : []) + options.denyLayers)
            ),
        ]
        if options.services != defaultServices {
            members.append(("services", PolicyEncoding.strings(options.services)))
        }
        if options.values != defaultValueKinds { members.append(("values", PolicyEncoding.strings(options.values))) }
        if options.composers != defaultComposers {
            members.append(("composers", PolicyEncoding.strings(options.composers)))
        }
        return members
    }

    static func adapt(_ options: Options, to layers: RuleAdaptation.Layers) -> Options? {
        var adapted = options
        adapted.layers = layers.kept(options.layers)
        adapted.denyLayers = layers.kept(options.denyLayers)
        return adapted.layers.isEmpty || (!adapted.denyImplementations && adapted.denyLayers.isEmpty) ? nil : adapted
    }

    static func needsViewTypes(_ options: Options) -> Bool { true }
}

extension RuleKind {
    /// Type-name globs of services: a conforming type matching one is an implementation whatever its kind.
    public static let defaultServices = [
        "*Repository", "*UseCase", "*Service", "*DataSource", "*Client", "*Manager",
    ]
    /// Declaration kinds whose conforming types are values, constructible anywhere (unless named as services).
    public static let defaultValueKinds = ["struct", "enum"]
    /// Type-name globs of composers: code inside such a type wires what it builds, and may construct anything.
    public static let defaultComposers = [
        "*Builder", "*Configurator", "*Assembly", "*Assembler", "*Factory", "*Composer", "*Wireframe",
    ]

    /// In `layers`, constructing a concrete implementation (or a type of `denyLayers`) is a violation.
    public static func construction(
        layers: [String], denyImplementations: Bool, denyLayers: [String],
        services: [String] = RuleKind.defaultServices, values: [String] = RuleKind.defaultValueKinds,
        composers: [String] = RuleKind.defaultComposers
    ) -> RuleKind {
        RuleKind(
            ConstructionRule.self,
            .init(
                layers: layers, denyImplementations: denyImplementations, denyLayers: denyLayers, services: services,
                values: values, composers: composers))
    }
}

import SwiftScanner

/// Each reference to a type declared in a layer the referencing layer may not depend on, and each
/// import of a module that belongs to such a layer. What a composer (a scene's builder or configurator) wires
/// is reported once per composer and layer, at its declaration.
struct DependenciesRule: Rule {
    let configuration: RuleConfiguration
    let policy: DependencyPolicy
    let composers: Composers

    init(configuration: RuleConfiguration, allow: [String: [String]], composers: [String], catalog: LayerTable) {
        self.configuration = configuration
        policy = DependencyPolicy(allow: allow, catalog: catalog)
        self.composers = Composers(composers)
    }

    func check(file: Int, in context: RuleContext, into findings: inout Findings) {
        let model = context.model
        // Only a pair of layers the file's references connect can be forbidden: most files have none.
        if model.resolutions[file].layerEdges.contains(where: { !policy.allows($0.from, $0.to) }) {
            checkReferences(file: file, in: context, into: &findings)
        }
        let imports = model.files[file].imports
        let fileLayer = model.importLayer(file: file)
        guard fileLayer != .none, !imports.isEmpty else { return }
        checkReexports(file: file, layer: fileLayer, in: context, into: &findings)
        for fact in imports {
            let from = model.layer(of: fact, importedIn: fileLayer)
            guard let to = model.layer(ofModuleNamed: String(fact.topLevelModule)), !policy.allows(from, to)
            else { continue }
            findings.append(
                at: fact.position,
                finding(
                    "'\(model.catalog.name(of: from))' imports module '\(fact.module)' of layer "
                        + "'\(model.catalog.name(of: to))'",
                    file: file, position: fact.position, subject: fact.module, from: from, to: to, enclosing: nil,
                    in: context))
        }
    }

    private func checkReferences(file: Int, in context: RuleContext, into findings: inout Findings) {
        let model = context.model
        let targets = model.resolutions[file].references
        let references = model.files[file].references
        // What composers name is gathered per composer and layers (a few per file), the rest reported at once.
        var wirings: [Wiring] = []
        var wiringIndex: [WiringKey: Int] = [:]
        let bundles = AbstractionBundles(model: model, policy: policy)
        // A reference (and its name) is made only for a finding: most connect allowed layers.
        for index in references.indices where targets[index].isSymbol {
            let enclosing = references.enclosing(index)
            let from = model.layer(file: file, enclosing: enclosing, at: references.position(index))
            let to = model.symbols.layer(of: targets[index])
            guard !policy.allows(from, to), !model.isPart(targets[index], ofCodeIn: file, enclosing: enclosing),
                !bundles.isBundle(targets[index], for: from)
            else { continue }
            guard let composer = composers.composer(file: file, enclosing: enclosing, in: model) else {
                reportReference(index, from: from, to: to, file: file, in: context, into: &findings)
                continue
            }
            let key = WiringKey(composer: composer, from: from, to: to)
            let name = model.symbols[targets[index]].name
            if let at = wiringIndex[key] {
                wirings[at].mentions += 1
                if wirings[at].names.insert(name).inserted, wirings[at].firstNames.count < 3 {
                    wirings[at].firstNames.append(name)
                }
            } else {
                wiringIndex[key] = wirings.count
                wirings.append(Wiring(key: key, first: index, names: [name], firstNames: [name]))
            }
        }
        for wiring in wirings {
            if wiring.mentions > 1 {
                report(wiring, file: file, in: context, into: &findings)
            } else {
                reportReference(
                    wiring.first, from: wiring.key.from, to: wiring.key.to, file: file, in: context,
                    into: &findings)
            }
        }
    }

    private func reportReference(
        _ index: Int, from: LayerID, to: LayerID, file: Int, in context: RuleContext, into findings: inout Findings
    ) {
        let model = context.model
        let reference = model.files[file].references[index]
        let target = model.resolutions[file].references[index]
        let catalog = model.catalog
        findings.append(
            at: reference.position,
            finding(
                "'\(catalog.name(of: from))' depends on '\(reference.name)' from '\(catalog.name(of: to))'",
                hint: hint(from: from, to: to, target: model.symbols[target], in: model), file: file,
                position: reference.position, subject: reference.name, from: from, to: to,
                enclosing: reference.enclosing, notes: [context.declarationNote(target)], in: context))
    }

    /// What to do about a reference to `target`: a protocol moves to a layer both sides may depend on; a value
    /// (`ValueTypes.defaults`, as `construction` tells values by default) moves to a layer `from` may depend on or
    /// is mapped where the layers meet (only mapped when its own name gives its layer, injected when that layer is
    /// the composition root); a service is hidden behind a protocol. An enum that inherits nothing is a
    /// namespace of static calls here, a service, not a set of values.
    private func hint(from: LayerID, to: LayerID, target: Symbol, in model: ArchitectureModel) -> String {
        let catalog = model.catalog
        if target.kind == .protocol {
            let layers = policy.visibleNames(from: from, catalog: catalog)
            let shared = layers.filter { name in catalog.id(name).map { policy.allows(to, $0) } ?? false }
            return "move the protocol '\(target.name)' to \(RuleContext.quotedOr(shared.isEmpty ? layers : shared))"
        }
        let isNamespace =
            target.kind == .enum && model.files[target.file].declarations[target.declaration].inherits.isEmpty
        guard !isNamespace, ValueTypes.defaults.isValue(target, in: model) else {
            return hint(from: from, catalog: catalog)
        }
        let allowed = allowedLayers(from: from, catalog: catalog)
        // A value whose own name gives its layer stays in that layer wherever its file goes: a `*ViewModel` class
        // is only mapped, and a composition root's `*Coordinator` or `*DIContainer` is injected.
        let namedLayer = model.resolver.typeMatch(
            named: target.name, kind: target.kind, fileLayer: model.fileLayers[target.file], unplaced: true)?.layer
        if namedLayer == to {
            guard !catalog.isInCompositionRoot(to) else { return hint(from: from, catalog: catalog) }
            return "map '\(target.name)' to a type declared in \(allowed) where the layers meet"
        }
        return ValueTypes.moveOrMapHint(target.name, to: allowed)
    }

    /// A composer, the layer of its code and a layer it may not depend on.
    private struct WiringKey: Hashable {
        var composer: Int
        var from: LayerID
        var to: LayerID
    }

    /// What one composer names of one forbidden layer in one file.
    private struct Wiring {
        var key: WiringKey
        /// The first reference, and how many there are.
        var first: Int
        var mentions = 1
        /// The types it names, and the first three in order of first mention.
        var names: Set<String>
        var firstNames: [String]
    }

    /// One finding at the composer's declaration for all it names of a forbidden layer (two or more mentions):
    /// a builder or configurator wiring its scene names every type it builds, and where it lives is the one fix.
    private func report(_ wiring: Wiring, file: Int, in context: RuleContext, into findings: inout Findings) {
        let catalog = context.model.catalog
        let declaration = context.model.files[file].declarations[wiring.key.composer]
        let shown = wiring.firstNames.map { "'\($0)'" }.joined(separator: ", ")
        let more = wiring.names.count > 3 ? ", …" : ""
        findings.append(
            at: declaration.position,
            violation(
                "'\(declaration.name)' in '\(catalog.name(of: wiring.key.from))' names "
                    + ReportText.count(wiring.names.count, "type") + " of '\(catalog.name(of: wiring.key.to))' "
                    + "(\(shown)\(more)) in \(wiring.mentions) places, which its policy does not allow",
                hint: "a builder, configurator or factory that wires its scene belongs in the composition root; "
                    + "otherwise " + hint(from: wiring.key.from, catalog: catalog), file: file,
                position: declaration.position, subject: declaration.name, from: wiring.key.from,
                to: .layer(catalog.name(of: wiring.key.to)), enclosing: declaration.parent, in: context))
    }

    func checkModel(in context: RuleContext, into findings: inout Findings) {
        checkManifests(in: context, into: &findings)
    }

    /// A forbidden edge: what happened, and the hint (by default, to depend on a protocol `from` may see).
    private func finding(
        _ happened: String, hint: String? = nil, file: Int, position: SourcePosition, subject: String,
        from: LayerID, to: LayerID, enclosing: Int?, notes: [FindingNote] = [], in context: RuleContext
    ) -> Finding {
        let catalog = context.model.catalog
        return violation(
            happened + ", which its policy does not allow", hint: hint ?? self.hint(from: from, catalog: catalog),
            file: file, position: position, subject: subject, from: from, to: .layer(catalog.name(of: to)),
            enclosing: enclosing, notes: notes, in: context)
    }

    private func hint(from: LayerID, catalog: LayerTable) -> String {
        "depend on a protocol declared in \(allowedLayers(from: from, catalog: catalog)) and inject the implementation "
            + "from the composition root"
    }

    /// `'From'` or `'From' or 'Allowed1' or …`: where a protocol that `from` may depend on can live.
    func allowedLayers(from: LayerID, catalog: LayerTable) -> String {
        RuleContext.quotedOr(policy.visibleNames(from: from, catalog: catalog))
    }
}

extension DependenciesRule {
    static let ruleDescription = RuleDescription(
        kind: "dependencies",
        summary: "code may only depend on types of the layers its policy allows",
        help: """
            Each reference to a type declared in another layer is checked against the layer's `allow` list \
            (a sub-layer without its own entry uses its parent's). Depend on a protocol declared in an allowed \
            layer instead and let the composition root inject the implementation. What code inside a type named \
            by `composers` (default `*Builder`, `*Configurator`, `*Assembly`, `*Assembler`, `*Factory`, \
            `*Composer`, `*Wireframe`, and the protocols `DependencyKey` and `TestDependencyKey`, which a \
            swift-dependencies client adopts for its live value) names of a forbidden layer in more than one place \
            is reported once, at the composer's declaration: a scene's builder names every type it wires, and where \
            it lives is the fix. A struct that only bundles protocols and types the depending layer may see (the \
            `Interactors` of a DI container, nested in the composition root) is no dependency on its own layer.
            """,
        triggeringExamples: [
            RuleExample(
                .dependencies(allow: ["Domain": [], "Data": ["Domain"]]),
                files: [
                    ("Domain/LoginUseCase.swift", "final class LoginUseCase {\n    let client: ↓APIClient\n}\n"),
                    ("Data/APIClient.swift", "final class APIClient {}\n"),
                ]),
            RuleExample(
                .dependencies(allow: ["Presentation": ["Domain"], "ViewModels": ["Domain"]]),
                files: [
                    (
                        "Presentation/LoginViewModel.swift",
                        "final class LoginViewModel {\n    var screen: ↓LoginScreen?\n}\n"
                    ),
                    (
                        "Presentation/LoginScreen.swift",
                        "final class LoginScreen {\n    let model = LoginViewModel()\n}\n"
                    ),
                ]),
            RuleExample(
                .dependencies(allow: ["Presentation": ["Domain"]]),
                layers: coordinatorLayers,
                files: [
                    (
                        "Presentation/ZoomableScrollView.swift",
                        "struct ZoomableScrollView: UIViewRepresentable {\n    let flow: ↓AppCoordinator\n"
                            + "    func makeCoordinator() -> Coordinator { Coordinator() }\n"
                            + "    final class Coordinator: NSObject {}\n}\n"
                    ),
                    ("Application/AppCoordinator.swift", "final class AppCoordinator {}\n"),
                ]),
            RuleExample(
                .dependencies(allow: ["Presentation": ["Domain"]]),
                files: [
                    ("Data/APIClient.swift", "final class APIClient {}\nfinal class RemoteProfiles {}\n"),
                    (
                        "Presentation/Profile/ProfileBuilder.swift",
                        """
                        struct ProfileScreen {
                            let profiles: Any
                            let fallback: ↓APIClient?
                        }

                        ↓enum ProfileBuilder {
                            static func build() -> ProfileScreen {
                                let client: APIClient = APIClient()
                                return ProfileScreen(profiles: RemoteProfiles())
                            }
                        }

                        """
                    ),
                    (
                        "Presentation/Profile/ProfileFactory.swift",
                        "enum ProfileFactory {\n    static func client() -> Any { ↓APIClient() }\n}\n"
                    ),
                ]),
            RuleExample(
                .dependencies(allow: ["Presentation": ["Domain"], "ViewModels": ["Domain"]]),
                files: [
                    ("Data/APIClient.swift", "final class APIClient {}\n"),
                    (
                        "App/DIContainer.swift",
                        "struct DIContainer {\n    struct Services {\n        let client: APIClient\n    }\n}\n"
                    ),
                    (
                        "Presentation/FeedViewModel.swift",
                        "final class FeedViewModel {\n    let services: ↓DIContainer.Services\n}\n"
                    ),
                ]),
            RuleExample(
                .dependencies(allow: ["Presentation": ["Domain"]], composers: []),
                files: [
                    ("Data/APIClient.swift", "final class APIClient {}\n"),
                    (
                        "Presentation/Profile/ProfileBuilder.swift",
                        "enum ProfileBuilder {\n    static let client: ↓APIClient = ↓APIClient()\n}\n"
                    ),
                ]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                .dependencies(allow: ["Domain": [], "Data": ["Domain"]]),
                files: [
                    ("Domain/UserRepository.swift", "protocol UserRepository {}\n"),
                    ("Data/RemoteUserRepository.swift", "final class RemoteUserRepository: UserRepository {}\n"),
                ]),
            RuleExample(
                .dependencies(allow: ["Domain": []]),
                files: [
                    (
                        "Domain/Box.swift",
                        "struct Box<APIClient> {\n    let value: APIClient\n}\n"
                    ),
                    ("Data/APIClient.swift", "final class APIClient {}\n"),
                    (
                        "Domain/Session.swift",
                        "struct Session {\n    struct APIClient {}\n    let client: APIClient\n}\n"
                    ),
                    ("App/AppDIContainer.swift", "final class AppDIContainer {\n    let client = APIClient()\n}\n"),
                ]),
            RuleExample(
                .dependencies(allow: ["Presentation": ["Domain"], "ViewModels": ["Domain"]]),
                files: [
                    ("Domain/FeedInteractor.swift", "protocol FeedInteractor {}\n"),
                    (
                        "App/DIContainer.swift",
                        "struct DIContainer {\n    struct Interactors {\n        let feed: FeedInteractor\n    }\n}\n"
                    ),
                    (
                        "Presentation/FeedViewModel.swift",
                        "final class FeedViewModel {\n    let interactors: DIContainer.Interactors\n}\n"
                    ),
                ]),
            RuleExample(
                .dependencies(allow: ["Presentation": ["Domain"]]),
                layers: coordinatorLayers,
                files: [
                    (
                        "Presentation/ZoomableScrollView.swift",
                        "struct ZoomableScrollView: UIViewRepresentable {\n"
                            + "    func makeCoordinator() -> Coordinator { Coordinator() }\n"
                            + "    final class Coordinator: NSObject {}\n}\n"
                            + "extension ZoomableScrollView {\n    func reset(_ coordinator: Coordinator) {}\n}\n"
                    ),
                    ("Application/Coordinator.swift", "protocol Coordinator: AnyObject {}\n"),
                ]),
        ])

    /// Layers where a type pattern puts every `*Coordinator` in the composition root, as the default policy does.
    private static let coordinatorLayers = [
        LayerDefinition(name: "Domain", paths: ["**/Domain/**"]),
        LayerDefinition(name: "Presentation", paths: ["**/Presentation/**"]),
        LayerDefinition(name: "App", paths: ["**/Application/**"], types: ["*Coordinator"], compositionRoot: true),
    ]
}

extension DependenciesRule: RuleKindDefinition {
    /// `allow[from]` lists the layers `from` may depend on (`*` = all); a layer not listed may depend on none.
    struct Options: Hashable, Sendable {
        var allow: [String: [String]]
        var composers = RuleKind.defaultComposers
    }

    static let optionKeys = ["allow", "composers"]
    static let foldingRank: Int? = 7

    init(configuration: RuleConfiguration, options: Options, catalog: LayerTable) {
        self.init(configuration: configuration, allow: options.allow, composers: options.composers, catalog: catalog)
    }

    static func readOptions(_ reader: inout RuleOptionsReader) -> Options? {
        let allow = reader.required("allow").flatMap { readAllow($0, &reader) }
        let composers = Composers.readOption(&reader)
        guard let allow, let composers else { return nil }
        return Options(allow: allow, composers: composers)
    }

    /// `{"Domain": [], "Data": ["Domain"], "App": ["*"]}`; a value may also be the string `"*"`.
    private static func readAllow(_ member: LocatedJSON.Member, _ reader: inout RuleOptionsReader)
        -> [String: [String]]?
    {
        guard let entries = reader.decoder.members(of: member.value, what: "'allow' of \(reader.owner)") else {
            return nil
        }
        var allow: [String: [String]] = [:]
        var valid = true
        for entry in entries {
            valid = reader.checkLayer(entry.key, at: entry.keyPosition, extraCandidates: []) && valid
            if case .string("*") = entry.value.value {
                allow[entry.key] = ["*"]
                continue
            }
            guard let targets = reader.decoder.strings(entry) else {
                valid = false
                continue
            }
            for (name, namePosition) in targets where name != "*" {
                valid = reader.checkLayer(name, at: namePosition, extraCandidates: []) && valid
            }
            allow[entry.key] = targets.map(\.0)
        }
        return valid ? allow : nil
    }

    static func encode(_ options: Options, layerOrder: [String]) -> [(String, JSONValue)] {
        let allow = options.allow
        let keys = layerOrder.filter { allow[$0] != nil } + allow.keys.filter { !layerOrder.contains($0) }.sorted()
        return [("allow", .object(keys.map { ($0, PolicyEncoding.strings(allow[$0]!)) }))]
            + Composers.encodeOption(options.composers)
    }

    static func adapt(_ options: Options, to layers: RuleAdaptation.Layers) -> Options? {
        Options(allow: layers.allow(options.allow), composers: options.composers)
    }
}

extension RuleKind {
    /// Allowed layer-to-layer edges: `allow[from]` lists the layers `from` may depend on (`*` = all); what a type
    /// named by `composers` wires is reported once per composer and layer.
    public static func dependencies(allow: [String: [String]], composers: [String] = RuleKind.defaultComposers)
        -> RuleKind
    {
        RuleKind(DependenciesRule.self, .init(allow: allow, composers: composers))
    }

    /// The `allow` map when the kind is `dependencies`, else nil.
    public var allowedDependencies: [String: [String]]? {
        options(as: DependenciesRule.self)?.allow
    }
}

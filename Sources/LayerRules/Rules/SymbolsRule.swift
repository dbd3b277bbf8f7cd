/// Forbidden static member uses (`URLSession.shared`, `Messaging.*`), matched by glob on `Type.member`.
struct SymbolsRule: Rule {
    /// A `Type.member` pattern split into its two globs (`Type` alone means every member).
    struct Pattern: Sendable {
        var text: String
        var type: Glob
        var member: Glob

        /// Nil when a part is not a valid glob (the policy loader reports those).
        init?(_ text: String) {
            self.text = text
            let parts = text.split(separator: ".", maxSplits: 1)
            guard let type = try? Glob(String(parts.first ?? "")),
                let member = try? Glob(parts.count > 1 ? String(parts[1]) : "*")
            else { return nil }
            self.type = type
            self.member = member
        }
    }

    let configuration: RuleConfiguration
    let layers: LayerSet
    let deny: [Pattern]

    func check(file: Int, in context: RuleContext, into findings: inout Findings) {
        let model = context.model
        guard model.layerMasks[file].intersects(layers.mask) else { return }
        let facts = model.files[file]
        let uses = facts.memberUses
        let targets = model.resolutions[file].memberUses
        let typeNames = facts.names.names
        // Whether a type name (by its index in the file's names) matches any pattern's type, asked once per
        // name: most uses (`L10n.title`, `Color.accent`) match none, and a file repeats its names.
        var typeIsDenied = [Bool?](repeating: nil, count: typeNames.count)
        for index in uses.indices where targets[index] != FileResolution.shadowed {
            let nameIndex = Int(uses.nameIndex(index))
            let typeName = typeNames[nameIndex]
            let isDenied = typeIsDenied[nameIndex] ?? deny.contains { $0.type.matches(typeName) }
            typeIsDenied[nameIndex] = isDenied
            guard isDenied else { continue }
            let use = uses[index]
            let layer = model.layer(file: file, enclosing: use.enclosing, at: use.position)
            guard layer != .none, layers.contains(layer),
                deny.contains(where: { $0.type.matches(use.typeName) && $0.member.matches(use.member) })
            else { continue }
            let name = model.catalog.name(of: layer)
            let symbol = use.typeName + "." + use.member
            findings.append(
                at: use.position,
                violation(
                    "'\(name)' uses '\(symbol)', which its policy forbids",
                    hint: "inject the dependency through a protocol declared in '\(name)' instead of reaching for a "
                        + "shared instance",
                    file: file, position: use.position, subject: symbol, from: layer, to: nil,
                    enclosing: use.enclosing, in: context))
        }
    }
}

extension SymbolsRule {
    static let ruleDescription = RuleDescription(
        kind: "symbols",
        summary: "the given layers may not use the forbidden static members",
        help: """
            Shared instances such as `URLSession.shared` hide a dependency; inject it through a protocol of the \
            layer instead. Patterns are globs on `Type.member`.
            """,
        triggeringExamples: [
            RuleExample(
                .symbols(layers: ["Domain"], deny: ["URLSession.shared", "Messaging.*"]),
                files: [
                    (
                        "Domain/Sync.swift",
                        """
                        struct Sync {
                            func run() {
                                let session = ↓URLSession.shared
                                ↓Messaging.messaging().subscribe(toTopic: "all")
                            }
                        }

                        """
                    )
                ])
        ],
        nonTriggeringExamples: [
            RuleExample(
                .symbols(layers: ["Domain"], deny: ["URLSession.shared"]),
                files: [
                    (
                        "Domain/Sync.swift",
                        "struct Sync {\n    let session: URLSession\n    let style = URLSession.default\n}\n"
                    ),
                    ("Data/Client.swift", "struct Client {\n    let session = URLSession.shared\n}\n"),
                ])
        ])
}

extension SymbolsRule: RuleKindDefinition {
    /// Forbidden `Type.member` uses (`URLSession.shared`, `Messaging.*`) in `layers`.
    struct Options: Hashable, Sendable {
        var layers: [String]
        var deny: [String]
    }

    static let optionKeys = ["layers", "deny"]
    static let foldingRank: Int? = 0

    init(configuration: RuleConfiguration, options: Options, catalog: LayerTable) {
        self.init(
            configuration: configuration, layers: catalog.set(options.layers),
            deny: options.deny.compactMap(Pattern.init))
    }

    static func readOptions(_ reader: inout RuleOptionsReader) -> Options? {
        let layers = reader.layerList("layers")
        guard let deny = reader.globList("deny"), let layers else { return nil }
        for (pattern, patternPosition) in reader.decoder.strings(reader.member("deny")!) ?? []
        where !pattern.contains(".") {
            reader.decoder.report(
                "symbol pattern '\(pattern)' in \(reader.owner) must have the form 'Type.member'", at: patternPosition)
        }
        return Options(layers: layers, deny: deny)
    }

    static func encode(_ options: Options, layerOrder: [String]) -> [(String, JSONValue)] {
        [("layers", PolicyEncoding.strings(options.layers)), ("deny", PolicyEncoding.strings(options.deny))]
    }

    static func adapt(_ options: Options, to layers: RuleAdaptation.Layers) -> Options? {
        let kept = layers.kept(options.layers)
        return kept.isEmpty ? nil : Options(layers: kept, deny: options.deny)
    }
}

extension RuleKind {
    /// Forbidden `Type.member` uses per layer (`URLSession.shared`, `Messaging.*`).
    public static func symbols(layers: [String], deny: [String]) -> RuleKind {
        RuleKind(SymbolsRule.self, .init(layers: layers, deny: deny))
    }
}

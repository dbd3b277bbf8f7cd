import SwiftScanner

extension ConstructionRule: RuleKindDefinition {
    /// In `layers`, constructing a concrete implementation (or a type of `denyLayers`) is a violation. An
    /// implementation is a type of another layer conforming to a protocol of the tree, unless its kind is one of
    /// `values` or its name matches `valueNames` (data such as entities, models and states) and its name matches
    /// none of `services`.
    struct Options: Hashable, Sendable {
        var layers: [String]
        var denyImplementations: Bool
        var denyLayers: [String]
        var services = defaultServices
        var values = defaultValueKinds
        var valueNames = defaultValueNames
        var composers = RuleKind.defaultComposers
    }

    static let defaultServices = RuleKind.defaultServices
    static let defaultValueKinds = RuleKind.defaultValueKinds
    static let defaultValueNames = RuleKind.defaultValueNames
    /// The kinds `values` may name.
    static let valueKindNames = ["struct", "enum", "class", "actor"]

    static let optionKeys = ["layers", "deny", "services", "values", "valueNames", "composers"]
    static let foldingRank: Int? = 2

    init(configuration: RuleConfiguration, options: Options, catalog: LayerTable) {
        self.init(
            configuration: configuration, layers: catalog.set(options.layers),
            denyImplementations: options.denyImplementations, denyLayers: catalog.set(options.denyLayers),
            values: ValueTypes(
                kinds: Set(options.values.compactMap(DeclarationKind.init(rawValue:))),
                names: Glob.compiling(options.valueNames), services: Glob.compiling(options.services)),
            composers: Composers(options.composers))
    }

    static func readOptions(_ reader: inout RuleOptionsReader) -> Options? {
        let layers = reader.layerList("layers")
        let deny = reader.required("deny").flatMap { readDeny($0, &reader) }
        let services = reader.globList("services", default: defaultServices)
        let values = reader.member("values").map { readValueKinds($0, &reader) } ?? defaultValueKinds
        let valueNames = reader.globList("valueNames", default: defaultValueNames)
        let composers = Composers.readOption(&reader)
        guard let deny, let layers, let services, let values, let valueNames, let composers else { return nil }
        return Options(
            layers: layers, denyImplementations: deny.implementations, denyLayers: deny.layers, services: services,
            values: values, valueNames: valueNames, composers: composers)
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
        let members: [(String, JSONValue)] = [
            ("layers", PolicyEncoding.strings(options.layers)),
            (
                "deny",
                PolicyEncoding.strings((options.denyImplementations ? ["implementations"] : []) + options.denyLayers)
            ),
        ]
        return members + PolicyEncoding.strings("services", options.services, unlessDefault: defaultServices)
            + PolicyEncoding.strings("values", options.values, unlessDefault: defaultValueKinds)
            + PolicyEncoding.strings("valueNames", options.valueNames, unlessDefault: defaultValueNames)
            + Composers.encodeOption(options.composers)
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
    /// Type-name globs of values: conforming types so named are values whatever their kind (a class wrapping a
    /// product for an edit form, the states of a state machine), unless named as services.
    public static let defaultValueNames = ["*Model", "*State"]
    /// Type-name globs of composers: code inside such a type, or inside a type or extension adopting a protocol so
    /// named (swift-dependencies' `DependencyKey`, whose `liveValue` wires the live implementations), wires what it
    /// builds, and may construct anything.
    public static let defaultComposers = [
        "*Builder", "*Configurator", "*Assembly", "*Assembler", "*Factory", "*Composer", "*Wireframe", "DependencyKey",
        "TestDependencyKey",
    ]

    /// In `layers`, constructing a concrete implementation (or a type of `denyLayers`) is a violation.
    public static func construction(
        layers: [String], denyImplementations: Bool, denyLayers: [String],
        services: [String] = RuleKind.defaultServices, values: [String] = RuleKind.defaultValueKinds,
        valueNames: [String] = RuleKind.defaultValueNames, composers: [String] = RuleKind.defaultComposers
    ) -> RuleKind {
        RuleKind(
            ConstructionRule.self,
            .init(
                layers: layers, denyImplementations: denyImplementations, denyLayers: denyLayers, services: services,
                values: values, valueNames: valueNames, composers: composers))
    }
}

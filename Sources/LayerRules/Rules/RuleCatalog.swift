import SwiftScanner

/// Builds the rules of a policy and describes them.
public enum RuleCatalog {
    /// The description of every rule kind, by kind name.
    public static let descriptions: [RuleDescription] = [
        DependenciesRule.ruleDescription, ImportsRule.ruleDescription, TestableImportsRule.ruleDescription,
        ReferencesRule.ruleDescription, ConformanceRule.ruleDescription, DeclarationsRule.ruleDescription,
        ConstructionRule.ruleDescription, SymbolsRule.ruleDescription, AcyclicRule.ruleDescription,
        ManifestRule.ruleDescription,
    ]

    /// The description of a rule kind.
    public static func description(of kind: RuleKind) -> RuleDescription {
        descriptions.first { $0.kind == kind.name }!
    }

    /// The rules of `policy`, in policy order, compiled against its layers.
    public static func rules(for policy: Policy, catalog: LayerTable) -> [any Rule] {
        policy.rules.map { rule(for: $0, catalog: catalog) }
    }

    /// Metadata of each configured rule, in policy order.
    public static func metadata(for policy: Policy) -> [RuleMetadata] {
        policy.rules.map { rule in
            let description = description(of: rule.kind)
            return RuleMetadata(
                id: rule.id, kind: description.kind, summary: description.summary, help: description.help,
                severity: rule.severity)
        }
    }

    /// Metadata of the `suppression` pseudo-rule, whose findings concern suppression comments.
    public static let suppressionMetadata = RuleMetadata(
        id: SuppressionFilter.ruleID, kind: "suppression",
        summary: "suppression comments must name known rules, give a reason and suppress something",
        help: "Write `// archlint:disable:next <rule-id> -- <reason>` and remove suppressions that suppress nothing.",
        severity: .warning, builtIn: .suppression)

    static func rule(for configuration: RuleConfiguration, catalog: LayerTable) -> any Rule {
        let globs = Glob.compiling
        switch configuration.kind {
        case .dependencies(let allow):
            return DependenciesRule(configuration: configuration, allow: allow, catalog: catalog)
        case .imports(let layers, let allow, let deny):
            return ImportsRule(
                configuration: configuration, layers: catalog.set(layers), allow: allow.map(globs),
                deny: globs(deny ?? []))
        case .testableImports(let layers):
            return TestableImportsRule(configuration: configuration, layers: catalog.set(layers))
        case .references(let layers, let deny, let denyKinds, let viewLayers, let belongsIn):
            return ReferencesRule(
                configuration: configuration, layers: catalog.set(layers), deny: globs(deny),
                denyViews: denyKinds.contains(ReferencesRule.viewsKind), viewLayers: catalog.set(viewLayers),
                belongsIn: belongsIn)
        case .conformance(let layers, let types, let targets):
            return ConformanceRule(
                configuration: configuration, layers: catalog.set(layers), types: globs(types),
                targets: catalog.set(targets), targetNames: targets)
        case .declarations(let protocols, let layers):
            return DeclarationsRule(
                configuration: configuration, protocols: globs(protocols), layers: catalog.set(layers),
                layerNames: layers)
        case .construction(let layers, let denyImplementations, let denyLayers, let services, let values):
            return ConstructionRule(
                configuration: configuration, layers: catalog.set(layers), denyImplementations: denyImplementations,
                denyLayers: catalog.set(denyLayers), services: globs(services),
                valueKinds: Set(values.compactMap(DeclarationKind.init(rawValue:))))
        case .symbols(let layers, let deny):
            return SymbolsRule(
                configuration: configuration, layers: catalog.set(layers),
                deny: deny.compactMap(SymbolsRule.Pattern.init))
        case .acyclic:
            return AcyclicRule(configuration: configuration)
        case .manifest(let undeclaredImports, let explicitImports, let cycles):
            return ManifestRule(
                configuration: configuration, undeclaredImports: undeclaredImports,
                explicitImports: explicitImports, cycles: cycles)
        }
    }
}

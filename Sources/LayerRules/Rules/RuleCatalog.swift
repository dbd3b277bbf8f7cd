import SwiftScanner

/// The rule kinds, and the rules of a policy built from them.
public enum RuleCatalog {
    /// Every rule kind, in documentation order: the one list a new kind is added to.
    static let kinds: [any RuleKindDefinition.Type] = [
        DependenciesRule.self, ImportsRule.self, TestableImportsRule.self, ReferencesRule.self, ConformanceRule.self,
        DeclarationsRule.self, ConstructionRule.self, SymbolsRule.self, AcyclicRule.self, ManifestRule.self,
    ]

    /// The description of every rule kind, in documentation order.
    public static let descriptions: [RuleDescription] = kinds.map { $0.ruleDescription }

    /// The kind named `name` in rules.json, or nil.
    static func kind(named name: String) -> (any RuleKindDefinition.Type)? {
        kinds.first { $0.name == name }
    }

    /// The description of a rule kind.
    public static func description(of kind: RuleKind) -> RuleDescription {
        kind.definition.ruleDescription
    }

    /// The rules of `policy`, in policy order, compiled against its layers.
    public static func rules(for policy: Policy, catalog: LayerTable) -> [any Rule] {
        policy.rules.map { $0.kind.rule(for: $0, catalog: catalog) }
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
}

extension RuleKind {
    /// Every kind name as written in rules.json, in documentation order.
    public static let names = RuleCatalog.kinds.map { $0.name }
}

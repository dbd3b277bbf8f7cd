import LayerRules
import SwiftScanner

/// Check outcomes of real-looking code whose findings carry notes or share an id with a built-in check.
enum FindingFixtures {
    static let layers = [
        LayerDefinition(name: "Domain", paths: ["Domain/**"]), LayerDefinition(name: "Data", paths: ["Data/**"]),
    ]

    /// `Data` and `Domain` reference each other: one `acyclic` finding with a note per step of the cycle.
    static let cycle = outcome(
        Policy(layers: layers, rules: [RuleConfiguration(id: "no-cycles", kind: .acyclic)]),
        [
            ("Data/APIClient.swift", "final class APIClient {\n    let user: User? = nil\n}\n"),
            ("Domain/User.swift", "struct User {\n    let client: APIClient\n}\n"),
        ])

    /// A policy rule named `suppression` fires next to archlint's own `suppression` check.
    static let suppressionIDTaken = outcome(
        Policy(
            layers: layers,
            rules: [
                RuleConfiguration(
                    id: "suppression", severity: .warning,
                    kind: .imports(layers: ["Domain"], allow: nil, deny: ["UIKit", "MapKit"]))
            ]),
        [
            (
                "Domain/LoginUseCase.swift",
                """
                import UIKit
                import MapKit  // archlint:disable:this suppression -- the map moves out of Domain next
                // archlint:silence
                struct LoginUseCase {}

                """
            )
        ])

    /// The outcome of checking `files` against `policy`, as `archlint check` builds it.
    static func outcome(_ policy: Policy, _ files: [(path: String, source: String)]) -> CheckOutcome {
        let facts = files.map { SourceScanner.scan($0.source, path: $0.path) }
        let model = ModelBuilder.build(files: facts, policy: policy)
        let result = RuleEngine.evaluate(model: model, policy: policy, root: "App", strict: false)
        var rules = RuleCatalog.metadata(for: policy)
        if result.violations.contains(where: { $0.source == .builtIn(.suppression) }) {
            rules.append(RuleCatalog.suppressionMetadata)
        }
        return CheckOutcome(
            root: "App", policy: PolicySource(path: "rules.json", sha256: String(repeating: "a", count: 64)),
            rules: rules, violations: result.violations, fileCount: facts.count,
            lineCount: facts.reduce(0) { $0 + $1.lineCount }, declarationCount: 2, problems: [])
    }
}

import SwiftScanner

/// Module imports per layer: with `allow`, any module not matching it; with `deny`, modules matching it.
/// An import under `#if canImport(X)` still counts.
struct ImportsRule: Rule {
    let configuration: RuleConfiguration
    let layers: LayerSet
    let allow: [Glob]?
    let deny: [Glob]

    func check(file: Int, in context: RuleContext, into findings: inout Findings) {
        let model = context.model
        let imports = model.files[file].imports
        guard !imports.isEmpty else { return }
        let layer = model.importLayer(file: file)
        guard layers.contains(layer), layer != .none else { return }
        for fact in imports where isForbidden(fact) {
            let name = model.catalog.names[layer]
            findings.append(
                violation(
                    "'\(name)' imports '\(fact.module)', which its policy does not allow",
                    hint: ImportAdvice(context: context).hint(layer: layer, module: String(fact.topLevelModule)),
                    file: file, position: fact.position, subject: fact.module, from: layer, to: fact.module,
                    enclosing: nil, in: context))
        }
    }

    private func isForbidden(_ fact: ImportFact) -> Bool {
        let topLevel = String(fact.topLevelModule)
        func matches(_ globs: [Glob]) -> Bool {
            globs.contains { $0.matches(fact.module) || $0.matches(topLevel) }
        }
        if let allow, !matches(allow) { return true }
        return matches(deny)
    }
}

extension ImportsRule {
    static let ruleDescription = RuleDescription(
        kind: "imports",
        summary: "a layer may only import the modules its policy allows",
        help: """
            With `allow`, every other module is forbidden; with `deny`, the listed modules are (globs). The \
            imports of a file belong to the layer of its top-level types when they all agree, else to the \
            file's layer. Move code that needs a forbidden module behind a protocol of the layer and implement \
            it in an outer layer.
            """,
        triggeringExamples: [
            RuleExample(
                .imports(layers: ["Domain"], allow: ["Foundation"], deny: nil),
                files: [("Domain/Session.swift", "import Foundation\n↓import FirebaseMessaging\n\nstruct Session {}\n")]
            ),
            RuleExample(
                .imports(layers: ["ViewModels"], allow: nil, deny: ["UIKit", "Firebase*"]),
                files: [
                    (
                        "Presentation/LoginViewModel.swift",
                        "#if canImport(UIKit)\n↓import UIKit\n#endif\n\nfinal class LoginViewModel {}\n"
                    )
                ]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                .imports(layers: ["Domain"], allow: ["Foundation", "Combine"], deny: nil),
                files: [
                    ("Domain/Session.swift", "import Foundation\nimport Combine\n\nstruct Session {}\n"),
                    ("Data/Push.swift", "import FirebaseMessaging\n\nfinal class Push {}\n"),
                ]),
            RuleExample(
                .imports(layers: ["ViewModels"], allow: nil, deny: ["UIKit"]),
                files: [
                    ("Presentation/LoginViewController.swift", "import UIKit\n\nfinal class LoginViewController {}\n")
                ]
            ),
        ])
}

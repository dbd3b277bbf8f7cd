/// `@testable import` in code that is not test code (test folders are usually excluded from the scan).
struct TestableImportsRule: Rule {
    let configuration: RuleConfiguration
    let layers: LayerSet

    func check(file: Int, in context: RuleContext, into findings: inout Findings) {
        let model = context.model
        let imports = model.files[file].imports
        guard imports.contains(where: { $0.attributes.contains("@testable") }) else { return }
        let layer = model.importLayer(file: file)
        guard layers.contains(layer) else { return }
        for fact in imports where fact.attributes.contains("@testable") {
            findings.append(
                violation(
                    "'@testable import \(fact.module)' outside test code",
                    hint: "import '\(fact.module)' without @testable and use its public API, or move this file into "
                        + "a test target",
                    file: file, position: fact.position, subject: fact.module, from: layer, to: .module(fact.module),
                    enclosing: nil, in: context))
        }
    }
}

extension TestableImportsRule {
    static let ruleDescription = RuleDescription(
        kind: "testableImports",
        summary: "`@testable import` belongs in test code only",
        help: """
            `@testable` exposes internal declarations to the importing file; production code must use the \
            module's public API. Test folders are normally excluded from the scan by the policy's `exclude` globs.
            """,
        triggeringExamples: [
            RuleExample(
                .testableImports(layers: ["*"]),
                files: [("Sources/Helpers.swift", "↓@testable import Networking\n\nenum Helpers {}\n")])
        ],
        nonTriggeringExamples: [
            RuleExample(
                .testableImports(layers: ["*"]),
                files: [("Sources/Helpers.swift", "import Networking\n\nenum Helpers {}\n")])
        ])
}

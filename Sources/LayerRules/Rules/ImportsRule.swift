import SwiftScanner

/// Module imports per layer: with `allow`, any module not matching it; with `deny`, modules matching it.
/// An import under `#if canImport(X)` still counts; one under `#if DEBUG` is preview code when the policy's
/// preview layer takes DEBUG code (`debugCode`). An `allow` list is about frameworks from outside the tree: an
/// import of a module whose sources are scanned is judged by the `dependencies` rule (the layers of that
/// module's code), so it is not reported here unless a `deny` pattern names it.
struct ImportsRule: Rule {
    let configuration: RuleConfiguration
    let layers: LayerSet
    let allow: [Glob]?
    let deny: [Glob]

    func check(file: Int, in context: RuleContext, into findings: inout Findings) {
        let model = context.model
        let imports = model.files[file].imports
        guard !imports.isEmpty else { return }
        let fileLayer = model.importLayer(file: file)
        guard layers.contains(fileLayer), fileLayer != .none else { return }
        for fact in imports {
            let layer = model.layer(of: fact, importedIn: fileLayer)
            guard layers.contains(layer), isForbidden(fact, in: context) else { continue }
            let name = model.catalog.name(of: layer)
            findings.append(
                at: fact.position,
                violation(
                    "'\(name)' imports '\(fact.module)', which its policy does not allow",
                    hint: ImportAdvice(context: context).hint(layer: layer, module: String(fact.topLevelModule)),
                    file: file, position: fact.position, subject: fact.module, from: layer, to: .module(fact.module),
                    enclosing: nil, in: context))
        }
    }

    private func isForbidden(_ fact: ImportFact, in context: RuleContext) -> Bool {
        let topLevel = ImportFact.topLevelModule(of: fact.module)
        // Most imports name a whole module: then the module is its own top level, matched once.
        let isWholeModule = topLevel.utf8.count == fact.module.utf8.count
        func matches(_ globs: [Glob]) -> Bool {
            globs.contains { $0.matches(fact.module) || (!isWholeModule && $0.matches(topLevel)) }
        }
        if let allow, !matches(allow), !context.scannedModules.contains(topLevel),
            !context.layoutModules.contains(topLevel)
        {
            return true
        }
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
            file's layer; an import under `#if DEBUG` belongs to the layer that takes preview code when it takes \
            DEBUG code (`debugCode`, on in the default policy). An `allow` list is about modules from outside the \
            tree: importing a module whose sources are scanned (a target of a manifest, or a folder holding \
            `Sources`, named after it: `Features/Character/Interface/Sources` is `CharacterInterface`) is judged by \
            the `dependencies` rule, by the layers of that module's code. Move code that needs a forbidden module behind a protocol of the layer and implement it in an outer layer.
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
                .imports(layers: ["Domain"], allow: ["Foundation"], deny: nil),
                files: [
                    (
                        "Package.swift",
                        "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n"
                            + "    name: \"Shop\",\n    targets: [\n        .target(name: \"Money\"),\n"
                            + "        .target(name: \"Orders\", dependencies: [\"Money\"]),\n    ]\n)\n"
                    ),
                    ("Sources/Money/Domain/Price.swift", "public struct Price {}\n"),
                    ("Sources/Orders/Domain/Order.swift", "import Money\n\nstruct Order {\n    let total: Price\n}\n"),
                ]),
            RuleExample(
                .imports(layers: ["ViewModels"], allow: nil, deny: ["UIKit"]),
                files: [
                    ("Presentation/LoginViewController.swift", "import UIKit\n\nfinal class LoginViewController {}\n")
                ]
            ),
        ])
}

extension ImportsRule: RuleKindDefinition {
    /// Module imports per layer: with `allow`, anything else is a violation; with `deny`, those are.
    struct Options: Hashable, Sendable {
        var layers: [String]
        var allow: [String]?
        var deny: [String]?
    }

    static let optionKeys = ["layers", "allow", "deny"]
    static let foldingRank: Int? = 3

    init(configuration: RuleConfiguration, options: Options, catalog: LayerTable) {
        self.init(
            configuration: configuration, layers: catalog.set(options.layers), allow: options.allow.map(Glob.compiling),
            deny: Glob.compiling(options.deny ?? []))
    }

    static func readOptions(_ reader: inout RuleOptionsReader) -> Options? {
        let layers = reader.layerList("layers")
        let allow = reader.member("allow")
        let deny = reader.member("deny")
        switch (allow, deny) {
        case (nil, nil):
            reader.decoder.report(
                "\(reader.owner) must have exactly one of 'allow' or 'deny', found neither", at: reader.position)
            return nil
        case (.some(let allow), .some(let deny)):
            let later = allow.keyPosition < deny.keyPosition ? deny : allow
            reader.decoder.report(
                "\(reader.owner) must have exactly one of 'allow' or 'deny', found both", at: later.keyPosition)
            return nil
        default:
            let allowed = allow.flatMap { reader.decoder.globs($0, in: reader.owner) }
            let denied = deny.flatMap { reader.decoder.globs($0, in: reader.owner) }
            guard let layers else { return nil }
            return Options(layers: layers, allow: allowed, deny: denied)
        }
    }

    static func encode(_ options: Options, layerOrder: [String]) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [("layers", PolicyEncoding.strings(options.layers))]
        if let allow = options.allow { members.append(("allow", PolicyEncoding.strings(allow))) }
        if let deny = options.deny { members.append(("deny", PolicyEncoding.strings(deny))) }
        return members
    }

    static func adapt(_ options: Options, to layers: RuleAdaptation.Layers) -> Options? {
        var adapted = options
        adapted.layers = layers.kept(options.layers)
        return adapted.layers.isEmpty ? nil : adapted
    }
}

extension RuleKind {
    /// Module imports per layer: with `allow`, anything else is a violation; with `deny`, those are.
    public static func imports(layers: [String], allow: [String]?, deny: [String]?) -> RuleKind {
        RuleKind(ImportsRule.self, .init(layers: layers, allow: allow, deny: deny))
    }
}

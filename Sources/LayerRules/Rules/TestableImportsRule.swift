import SwiftScanner

/// `@testable import` in code that is not test code (test folders are usually excluded from the scan). One under
/// `#if DEBUG` is not reported: it is compiled only into debug builds, where testability is on (a preview
/// block's `@testable import` of a client it builds sample data with), never into what ships. Nor is one in a file
/// that imports `XCTest` or `Testing`: that file is test code wherever it lives (a `SharedTesting` target's tests).
/// Nor in a target that only tries code out and never ships: a preview, demo, example or sample app
/// (`HomeFeaturePreview`, `SampleReceiptPrinter`), by its name.
struct TestableImportsRule: Rule {
    let configuration: RuleConfiguration
    let layers: LayerSet

    func check(file: Int, in context: RuleContext, into findings: inout Findings) {
        let model = context.model
        // The imports are read in place: a copy of one counts a reference to each of its strings.
        let imports = model.files[file].imports
        guard imports.indices.contains(where: { Self.isReported(imports[$0]) }),
            !imports.indices.contains(where: { Self.testFrameworks.contains(imports[$0].topLevelModule) }),
            !isHarness(file: file, in: model)
        else { return }
        let layer = model.importLayer(file: file)
        guard layers.contains(layer) else { return }
        for index in imports.indices where Self.isReported(imports[index]) {
            let fact = imports[index]
            findings.append(
                at: fact.position,
                violation(
                    "'@testable import \(fact.module)' outside test code",
                    hint: "import '\(fact.module)' without @testable and use its public API, or move this file into "
                        + "a test target",
                    file: file, position: fact.position, subject: fact.module, from: layer, to: .module(fact.module),
                    enclosing: nil, in: context))
        }
    }

    /// The modules only test code imports.
    private static let testFrameworks: Set<Substring> = ["XCTest", "Testing"]

    /// Names of targets that try code out and never ship.
    private static let harnessNames = Glob.compiling([
        "*Preview", "*Previews", "*PreviewApp", "Demo*", "*Demo", "*DemoApp", "Example*", "*Example", "*Examples",
        "*ExampleApp", "Sample*", "*Sample", "*SampleApp",
    ])

    /// True when the file's target (of a package, Xcode, Tuist or XcodeGen project) is a preview, demo, example or
    /// sample app by its name.
    private func isHarness(file: Int, in model: ArchitectureModel) -> Bool {
        guard let module = model.modules.fileModules[file] else { return false }
        let name = model.modules.graph.modules[module].name
        return Self.harnessNames.contains { $0.matches(name) }
    }

    /// Asked of every import of every file: most imports have no attributes, and the empty check first (with the
    /// call inlined) keeps those from a string search (about 14 M instructions on the 32 repositories of docs/performance.md without it).
    @inline(__always)
    private static func isReported(_ fact: borrowing ImportFact) -> Bool {
        !fact.attributes.isEmpty && fact.attributes.contains("@testable")
            && !(fact.condition.map(LayerResolver.requiresDebug) ?? false)
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
                files: [("Sources/Helpers.swift", "↓@testable import Networking\n\nenum Helpers {}\n")]),
            RuleExample(
                .testableImports(layers: ["*"]),
                files: [
                    (
                        "Sources/Helpers.swift",
                        "#if DEBUG\nimport Mocks\n#else\n↓@testable import Networking\n#endif\n\nenum Helpers {}\n"
                    )
                ]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                .testableImports(layers: ["*"]),
                files: [("Sources/Helpers.swift", "import Networking\n\nenum Helpers {}\n")]),
            RuleExample(
                .testableImports(layers: ["*"]),
                files: [
                    (
                        "Sources/Profile/ProfileView.swift",
                        "import SwiftUI\n\nstruct ProfileView: View {}\n\n#if DEBUG\n@testable import Networking\n\n"
                            + "struct ProfileView_Previews: PreviewProvider {}\n#endif\n"
                    )
                ]),
            RuleExample(
                .testableImports(layers: ["*"]),
                files: [
                    (
                        "Package.swift",
                        "let package = Package(name: \"Kit\", targets: [.target(name: \"Kit\"), "
                            + ".executableTarget(name: \"KitPreviewApp\", dependencies: [\"Kit\"])])\n"
                    ),
                    ("Sources/Kit/Kit.swift", "struct Kit {}\n"),
                    ("Sources/KitPreviewApp/main.swift", "@testable import Kit\n\nprint(Kit())\n"),
                ]),
            RuleExample(
                .testableImports(layers: ["*"]),
                files: [
                    (
                        "Sources/SharedTesting/LocationTests.swift",
                        "@testable import Shared\nimport Testing\n\n@Test func locationIsRead() {}\n"
                    )
                ]),
        ])
}

extension TestableImportsRule: RuleKindDefinition {
    /// The layers where `@testable import` is forbidden (`*`: every scanned file, in a layer or not).
    struct Options: Hashable, Sendable {
        var layers: [String]
    }

    static let optionKeys = ["layers"]
    static let foldingRank: Int? = 4

    init(configuration: RuleConfiguration, options: Options, catalog: LayerTable) {
        self.init(configuration: configuration, layers: catalog.set(options.layers))
    }

    static func readOptions(_ reader: inout RuleOptionsReader) -> Options? {
        guard reader.member("layers") != nil else { return Options(layers: ["*"]) }
        return reader.layerList("layers").map(Options.init)
    }

    static func encode(_ options: Options, layerOrder: [String]) -> [(String, JSONValue)] {
        [("layers", PolicyEncoding.strings(options.layers))]
    }

    static func adapt(_ options: Options, to layers: RuleAdaptation.Layers) -> Options? {
        let kept = layers.kept(options.layers)
        return kept.isEmpty ? nil : Options(layers: kept)
    }
}

extension RuleKind {
    /// `@testable import` outside test code.
    public static func testableImports(layers: [String]) -> RuleKind {
        RuleKind(TestableImportsRule.self, .init(layers: layers))
    }
}

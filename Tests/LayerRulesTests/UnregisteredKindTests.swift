import XCTest

@testable import LayerRules

/// A kind written in this file only, as a new kind is: one type. Everything but reading it from rules.json
/// (which is its one line in `RuleCatalog.kinds`) goes through the kind's own members, with no switch to extend.
/// It checks nothing (`Rule`'s default `check`), so it has no examples to run.
private struct BannedNamesRule: RuleKindDefinition {
    struct Options: Hashable, Sendable {
        var layers: [String]
        var names: [String]
    }

    static let ruleDescription = RuleDescription(
        kind: "bannedNames", summary: "a layer declares a type with a banned name",
        help: "Rename the type after what it does.",
        triggeringExamples: [], nonTriggeringExamples: [])
    static let optionKeys = ["layers", "names"]
    static let foldingRank: Int? = 8

    let configuration: RuleConfiguration
    let layers: LayerSet
    let names: [Glob]

    init(configuration: RuleConfiguration, options: Options, catalog: LayerTable) {
        self.configuration = configuration
        layers = catalog.set(options.layers)
        names = Glob.compiling(options.names)
    }

    static func readOptions(_ reader: inout RuleOptionsReader) -> Options? {
        let layers = reader.layerList("layers")
        let names = reader.globList("names")
        guard let layers, let names else { return nil }
        return Options(layers: layers, names: names)
    }

    static func encode(_ options: Options, layerOrder: [String]) -> [(String, JSONValue)] {
        [
            ("layers", .array(options.layers.map(JSONValue.string))),
            ("names", .array(options.names.map(JSONValue.string))),
        ]
    }

    static func adapt(_ options: Options, to layers: RuleAdaptation.Layers) -> Options? {
        let kept = layers.kept(options.layers)
        return kept.isEmpty ? nil : Options(layers: kept, names: options.names)
    }

    static func needsViewTypes(_ options: Options) -> Bool { true }
}

final class UnregisteredKindTests: XCTestCase {
    private let layers = [
        LayerDefinition(name: "Domain", paths: ["**/Domain/**"]),
        LayerDefinition(name: "Data", paths: ["**/Data/**"]),
    ]
    private let kind = RuleKind(BannedNamesRule.self, .init(layers: ["Domain", "Data"], names: ["*Helper"]))

    private var rule: RuleConfiguration { RuleConfiguration(id: "no-helpers", severity: .warning, kind: kind) }

    func testTheKindNamesItselfAndComparesByItsOptions() {
        XCTAssertEqual(kind.name, "bannedNames")
        XCTAssertEqual(kind, RuleKind(BannedNamesRule.self, .init(layers: ["Domain", "Data"], names: ["*Helper"])))
        XCTAssertNotEqual(kind, RuleKind(BannedNamesRule.self, .init(layers: ["Domain"], names: ["*Helper"])))
        XCTAssertNotEqual(kind, .acyclic)
        XCTAssertEqual(kind.foldingRank, 8)
        XCTAssertFalse(RuleKind.names.contains("bannedNames"), "the kind is not registered")
    }

    func testTheEncoderWritesTheKindsOptions() {
        XCTAssertEqual(
            PolicyEncoding.compact(PolicyEncoding.rule(rule, layerOrder: ["Domain", "Data"])),
            #"{"id": "no-helpers", "kind": "bannedNames", "severity": "warning", "layers": ["Domain", "Data"], "names": ["*Helper"]}"#
        )
    }

    func testInitAdaptsTheKindToTheLayersARepositoryHas() {
        XCTAssertEqual(
            RuleAdaptation.adapt([rule], to: ["Data"]).map(\.kind),
            [RuleKind(BannedNamesRule.self, .init(layers: ["Data"], names: ["*Helper"]))])
        XCTAssertEqual(RuleAdaptation.adapt([rule], to: ["Presentation"]).map(\.id), [])
    }

    func testTheCatalogMakesTheKindsRuleAndTheContextKnowsViews() throws {
        let policy = Policy(layers: layers, rules: [rule])
        let model = ArchitectureModel(files: [], layers: layers)
        let made = try XCTUnwrap(RuleCatalog.rules(for: policy, catalog: model.catalog).first as? BannedNamesRule)
        XCTAssertEqual(made.configuration, rule)
        XCTAssertEqual(made.names.map(\.pattern), ["*Helper"])
        XCTAssertNotNil(RuleContext(model: model, policy: policy, root: ".").views)
    }

    func testExplainDescribesTheKindFromItsType() {
        let text = RuleExplanation.render(rule, policy: Policy(layers: layers, rules: [rule]))
        XCTAssertTrue(
            text.hasPrefix(
                """
                rule 'no-helpers': bannedNames, warning
                a layer declares a type with a banned name

                Rename the type after what it does.

                options: {"layers": ["Domain", "Data"], "names": ["*Helper"]}

                """), text)
    }
}

import TestSupport
import XCTest

@testable import LayerRules

/// Meta-tests over the registry of rule kinds: every kind is documented, has examples of both sorts, and
/// reads back what it writes.
final class RuleKindTests: XCTestCase {
    func testEveryKindHasAUniqueNameAndRankAndItsOwnOptionKeys() {
        let names = RuleCatalog.kinds.map { $0.name }
        XCTAssertEqual(Set(names).count, names.count, "kind names must be unique: \(names)")
        XCTAssertEqual(RuleKind.names, names)
        let ranks = RuleCatalog.kinds.compactMap { $0.foldingRank }
        XCTAssertEqual(Set(ranks).count, ranks.count, "folding ranks must be unique: \(ranks)")
        for kind in RuleCatalog.kinds {
            XCTAssertEqual(Set(kind.optionKeys).count, kind.optionKeys.count, kind.name)
            XCTAssertTrue(Set(kind.optionKeys).isDisjoint(with: RuleParsing.commonKeys), kind.name)
        }
    }

    func testEveryKindHasExamplesOfItsOwnKind() {
        for kind in RuleCatalog.kinds {
            let description = kind.ruleDescription
            XCTAssertFalse(description.triggeringExamples.isEmpty, "\(kind.name) has no triggering example")
            XCTAssertFalse(description.nonTriggeringExamples.isEmpty, "\(kind.name) has no non-triggering example")
            XCTAssertFalse(description.summary.isEmpty, kind.name)
            XCTAssertFalse(description.help.isEmpty, kind.name)
            for example in description.triggeringExamples + description.nonTriggeringExamples {
                XCTAssertEqual(example.rule.name, kind.name, "an example of '\(kind.name)' configures another kind")
            }
        }
    }

    /// The anchor SARIF links to, a heading, and every option key of the kind in its section.
    func testEveryKindHasASectionInTheRulesDocumentation() throws {
        let document = try RepositoryFiles.text("docs/rules-json.md")
        for kind in RuleCatalog.kinds {
            let anchor = "<a id=\"rule-\(kind.name)\"></a>\n\n### `\(kind.name)`: "
            guard let start = document.range(of: anchor) else {
                XCTFail("docs/rules-json.md has no section for '\(kind.name)' starting with \(anchor)")
                continue
            }
            let rest = document[start.upperBound...]
            let section = rest[..<(rest.range(of: "\n#")?.lowerBound ?? rest.endIndex)]
            for key in kind.optionKeys {
                XCTAssertTrue(section.contains("`\(key)`"), "the section of '\(kind.name)' does not mention `\(key)`")
            }
        }
    }

    // MARK: - Read, write, read

    func testEverySamplePolicyReadsBackAsItself() throws {
        let samples = RepositoryFiles.root.appendingPathComponent("Samples")
        let files = FileManager.default.enumerator(atPath: samples.path)?.compactMap { $0 as? String } ?? []
        let policies = files.filter { $0.hasSuffix("rules.json") }.sorted()
        XCTAssertFalse(policies.isEmpty)
        for path in policies {
            try assertRoundTrip(RepositoryFiles.text("Samples/" + path), path: path)
        }
    }

    func testEveryExamplePolicyReadsBackAsItself() throws {
        for description in RuleCatalog.descriptions {
            for example in description.triggeringExamples + description.nonTriggeringExamples {
                let policy = example.policy
                let reread = try PolicyLoader.parse(Array(PolicyEncoding.document(policy).utf8), path: "rules.json")
                XCTAssertEqual(PolicyShape(reread), PolicyShape(policy), description.kind)
            }
        }
    }

    /// A policy using every option of every kind, each with a value other than its default, written the way the
    /// encoder writes it: reading it and writing it again gives the same text.
    func testAPolicyWithEveryOptionOfEveryKindIsWrittenBackUnchanged() throws {
        let text = """
            {
              "version": 1,
              "exclude": [
                "**/Generated/**"
              ],
              "layers": [
                {"name": "Domain", "paths": ["**/Domain/**"]},
                {"name": "Data", "paths": ["**/Data/**"]},
                {"name": "Views", "paths": ["**/Views/**"]},
                {"name": "App", "paths": ["**/App/**"], "compositionRoot": true}
              ],
              "rules": [
                {"id": "direction", "kind": "dependencies", "allow": {"Domain": [], "Data": ["Domain"], "Views": ["Domain"], "App": ["*"]}, "composers": ["*Wiring"]},
                {"id": "domain-imports", "kind": "imports", "layers": ["Domain"], "allow": ["Foundation"]},
                {"id": "view-imports", "kind": "imports", "severity": "warning", "layers": ["Views"], "deny": ["Alamofire"], "hint": "call the data layer through a protocol"},
                {"id": "no-testable", "kind": "testableImports", "layers": ["Domain", "Data"]},
                {"id": "no-views", "kind": "references", "layers": ["Domain"], "deny": ["*DTO"], "denyKinds": ["views"], "viewLayers": ["Views"], "belongsIn": ["Data"]},
                {"id": "implements", "kind": "conformance", "layers": ["Data"], "types": ["*Repository"], "mustConformTo": {"layers": ["Domain"]}},
                {"id": "contracts", "kind": "declarations", "protocols": ["*Repository"], "layers": ["Domain"]},
                {"id": "inject", "kind": "construction", "layers": ["Domain", "Views"], "deny": ["implementations", "Data"], "services": ["*Gateway"], "values": ["struct", "enum", "actor"], "valueNames": ["*Record"], "composers": ["*Wiring"]},
                {"id": "no-singletons", "kind": "symbols", "layers": ["Domain"], "deny": ["URLSession.shared"]},
                {"id": "acyclic", "kind": "acyclic"},
                {"id": "packages", "kind": "manifest", "undeclaredImports": false, "explicitImports": true, "cycles": false}
              ]
            }

            """
        let policy = try PolicyLoader.parse(Array(text.utf8), path: "rules.json")
        XCTAssertEqual(PolicyEncoding.document(policy), text)
        let order = policy.layers.map(\.name)
        for kind in RuleCatalog.kinds {
            let used = policy.rules.filter { $0.kind.name == kind.name }.flatMap {
                PolicyEncoding.options($0.kind, layerOrder: order).map(\.0)
            }
            XCTAssertTrue(policy.rules.contains { $0.kind.name == kind.name }, "no rule of kind '\(kind.name)'")
            XCTAssertEqual(Set(used), Set(kind.optionKeys), "options of '\(kind.name)' the policy does not use")
        }
    }

    /// Reads `text`, writes it, reads that: the same policy, and writing it again gives the same text.
    private func assertRoundTrip(_ text: String, path: String, line: UInt = #line) throws {
        let policy = try PolicyLoader.parse(Array(text.utf8), path: path)
        let written = PolicyEncoding.document(policy)
        let reread = try PolicyLoader.parse(Array(written.utf8), path: path)
        XCTAssertEqual(PolicyShape(reread), PolicyShape(policy), path, line: line)
        XCTAssertEqual(PolicyEncoding.document(reread), written, path, line: line)
    }
}

/// A policy without the positions of its layers and rules in the file, which move when it is written back.
struct PolicyShape: Equatable {
    var version: Int
    var exclude: [String]
    var shared: [String]
    var layers: [LayerDefinition]
    var rules: [RuleConfiguration]

    init(_ policy: Policy) {
        version = policy.version
        exclude = policy.exclude
        shared = policy.shared
        layers = policy.layers.map { layer in
            var layer = layer
            layer.location = nil
            return layer
        }
        rules = policy.rules.map { rule in
            var rule = rule
            rule.location = nil
            return rule
        }
    }
}

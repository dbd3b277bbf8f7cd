import LayerRules
import XCTest

/// The options of `references` (`denyKinds`, `viewLayers`, `belongsIn`) and `construction` (`services`,
/// `values`): read, written back, and refused with a clear message.
final class RuleOptionsTests: XCTestCase {
    private func policy(rules: String) -> String {
        """
        {
          "version": 1,
          "layers": [
            {"name": "Domain", "paths": ["**/Domain/**"]},
            {"name": "Data", "paths": ["**/Data/**"]},
            {"name": "Views", "paths": ["**/Views/**"]}
          ],
          "rules": [
        \(rules)
          ]
        }
        """
    }

    func testNewOptionsLoadAndEncodeBackTheSame() throws {
        let text = policy(
            rules: """
                    {"id": "r1", "kind": "references", "layers": ["Domain"], "denyKinds": ["views"], "viewLayers": ["Views"]},
                    {"id": "r2", "kind": "references", "layers": ["Domain"], "deny": ["*Dto"], "belongsIn": ["Data"]},
                    {"id": "c1", "kind": "construction", "layers": ["Domain"], "deny": "implementations"},
                    {"id": "c2", "kind": "construction", "layers": ["Domain"], "deny": ["implementations"], "services": ["*Gateway"], "values": []},
                    {"id": "c3", "kind": "construction", "layers": ["Domain"], "deny": "implementations", "composers": ["*Wiring"]}
                """)
        let loaded = try PolicyLoader.parse(Array(text.utf8), path: "rules.json")
        XCTAssertEqual(
            loaded.rules.map(\.kind),
            [
                .references(layers: ["Domain"], deny: [], denyKinds: ["views"], viewLayers: ["Views"]),
                .references(layers: ["Domain"], deny: ["*Dto"], belongsIn: ["Data"]),
                .construction(
                    layers: ["Domain"], denyImplementations: true, denyLayers: [],
                    services: ["*Repository", "*UseCase", "*Service", "*DataSource", "*Client", "*Manager"],
                    values: ["struct", "enum"]),
                .construction(
                    layers: ["Domain"], denyImplementations: true, denyLayers: [], services: ["*Gateway"], values: []),
                .construction(layers: ["Domain"], denyImplementations: true, denyLayers: [], composers: ["*Wiring"]),
            ])
        let order = loaded.layers.map(\.name)
        XCTAssertEqual(
            loaded.rules.map { PolicyEncoding.compact(PolicyEncoding.rule($0, layerOrder: order)) },
            [
                #"{"id": "r1", "kind": "references", "layers": ["Domain"], "deny": [], "denyKinds": ["views"], "viewLayers": ["Views"]}"#,
                #"{"id": "r2", "kind": "references", "layers": ["Domain"], "deny": ["*Dto"], "belongsIn": ["Data"]}"#,
                #"{"id": "c1", "kind": "construction", "layers": ["Domain"], "deny": ["implementations"]}"#,
                #"{"id": "c2", "kind": "construction", "layers": ["Domain"], "deny": ["implementations"], "services": ["*Gateway"], "values": []}"#,
                #"{"id": "c3", "kind": "construction", "layers": ["Domain"], "deny": ["implementations"], "composers": ["*Wiring"]}"#,
            ])
    }

    func testBadOptionValuesAreReportedWhereTheyAre() {
        let text = policy(
            rules: """
                    {"id": "r", "kind": "references", "layers": ["Domain"], "denyKinds": ["widgets"], "belongsIn": ["Dta"]},
                    {"id": "c", "kind": "construction", "layers": ["Domain"], "deny": "implementations", "values": ["record"]},
                    {"id": "v", "kind": "references", "layers": ["Domain"]}
                """)
        XCTAssertThrowsError(try PolicyLoader.parse(Array(text.utf8), path: "rules.json")) { error in
            XCTAssertEqual(
                "\(error)".split(separator: "\n").map(String.init),
                [
                    "rules.json:9:75: unknown kind 'widgets' in 'denyKinds' of rule 'r'; expected 'views'",
                    "rules.json:9:101: unknown layer 'Dta' in rule 'r'; did you mean 'Data'?",
                    "rules.json:10:101: unknown kind 'record' in 'values' of rule 'c'; expected 'struct', 'enum', "
                        + "'class', 'actor'",
                    "rules.json:11:5: missing required key 'deny' in rule 'v'",
                ])
        }
    }
}

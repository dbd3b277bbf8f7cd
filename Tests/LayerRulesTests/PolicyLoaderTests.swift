import SwiftScanner
import TestSupport
import XCTest

@testable import LayerRules

final class PolicyLoaderTests: XCTestCase {
    private func parse(_ text: String) throws -> Policy {
        try PolicyLoader.parse(Array(text.utf8), path: "rules.json")
    }

    private func assertErrors(
        _ text: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try parse(text), file: file, line: line) { error in
            XCTAssertEqual("\(error)".split(separator: "\n").map(String.init), expected, file: file, line: line)
        }
    }

    /// A valid policy with two layers, with `rules` spliced in at line 6.
    private func policy(rules: String) -> String {
        """
        {
          "version": 1,
          "layers": [
            {"name": "Domain", "paths": ["**/Domain/**"]},
            {"name": "Data", "paths": ["**/Data/**"]}
          ],
          "rules": [
        \(rules)
          ]
        }
        """
    }

    func testMinimalPolicy() throws {
        let policy = try parse(#"{"version": 1, "layers": [{"name": "A", "modules": ["A*"]}]}"#)
        XCTAssertEqual(policy.exclude, [])
        XCTAssertEqual(
            policy.layers,
            [
                LayerDefinition(
                    name: "A", modules: ["A*"], location: ConfigLocation(path: "rules.json", line: 1, column: 27))
            ])
        XCTAssertEqual(policy.rules, [])
    }

    func testEveryRuleKindWithOptions() throws {
        let policy = try parse(
            policy(
                rules: """
                        {"id": "d", "kind": "dependencies", "allow": {"Data": "*", "Domain": []}, "severity": "warning"},
                        {"id": "i", "kind": "imports", "layers": ["*"], "deny": ["UIKit"], "hint": "keep it pure"},
                        {"id": "t", "kind": "testableImports"},
                        {"id": "t2", "kind": "testableImports", "layers": ["Data"]},
                        {"id": "r", "kind": "references", "layers": ["Domain"], "deny": ["*DTO"]},
                        {"id": "c", "kind": "conformance", "layers": ["Data"], "types": ["*Repo"], "mustConformTo": {"layers": ["Domain"]}},
                        {"id": "p", "kind": "declarations", "protocols": ["*Repo"], "layers": ["Domain"]},
                        {"id": "k", "kind": "construction", "layers": ["Domain"], "deny": "implementations"},
                        {"id": "k2", "kind": "construction", "layers": ["Domain"], "deny": ["Data"]},
                        {"id": "s", "kind": "symbols", "layers": ["Domain"], "deny": ["Messaging.*"]},
                        {"id": "a", "kind": "acyclic"},
                        {"id": "m", "kind": "manifest"},
                        {"id": "m2", "kind": "manifest", "undeclaredImports": false, "explicitImports": true, "cycles": true}
                    """))
        XCTAssertEqual(
            policy.rules.map(\.kind),
            [
                .dependencies(allow: ["Data": ["*"], "Domain": []]),
                .imports(layers: ["*"], allow: nil, deny: ["UIKit"]),
                .testableImports(layers: ["*"]),
                .testableImports(layers: ["Data"]),
                .references(layers: ["Domain"], deny: ["*DTO"]),
                .conformance(layers: ["Data"], types: ["*Repo"], mustConformTo: ["Domain"]),
                .declarations(protocols: ["*Repo"], layers: ["Domain"]),
                .construction(layers: ["Domain"], denyImplementations: true, denyLayers: []),
                .construction(layers: ["Domain"], denyImplementations: false, denyLayers: ["Data"]),
                .symbols(layers: ["Domain"], deny: ["Messaging.*"]),
                .acyclic,
                .manifest(undeclaredImports: true, explicitImports: false, cycles: true),
                .manifest(undeclaredImports: false, explicitImports: true, cycles: true),
            ])
        XCTAssertEqual(policy.rules.map(\.severity), [.warning] + Array(repeating: .error, count: 12))
        XCTAssertEqual(policy.rules.map(\.hint), [nil, "keep it pure"] + Array(repeating: nil, count: 11))
        XCTAssertEqual(policy.rules[1].location, ConfigLocation(path: "rules.json", line: 9, column: 5))
        XCTAssertEqual(
            policy.rules.map(\.kind.name),
            RuleKind.names.flatMap { ["testableImports", "construction", "manifest"].contains($0) ? [$0, $0] : [$0] })
    }

    func testUnknownTopLevelKeyAndVersion() {
        assertErrors(
            """
            {
              "version": 2,
              "layer": []
            }
            """,
            [
                "rules.json:1:1: missing required key 'layers' in policy",
                "rules.json:2:14: 'version' must be 1, found 2",
                "rules.json:3:3: unknown key 'layer' in policy; did you mean 'layers'?",
            ])
        assertErrors(#"{"version": "1", "layers": []}"#, ["rules.json:1:13: 'version' must be 1, found string"])
        assertErrors(#"{"version": 1.5, "layers": []}"#, ["rules.json:1:13: 'version' must be 1, found 1.5"])
        assertErrors(#"{"layers": []}"#, ["rules.json:1:1: missing required key 'version' in policy"])
        assertErrors("[]", ["rules.json:1:1: policy must be an object, found array"])
    }

    func testLayerErrors() {
        assertErrors(
            """
            {
              "version": 1,
              "exclude": ["", "[x"],
              "layers": [
                {"name": "Domain", "paths": [""], "types": "X"},
                {"name": "Data", "pats": ["**/Data/**"]},
                {"name": "Domain", "paths": ["a"]},
                {"paths": ["b"]},
                {"name": "UI", "paths": ["{a"], "compositionRoot": "yes"},
                {"name": "Empty", "paths": [], "types": []},
                {"name": 3},
                "Net"
              ]
            }
            """,
            [
                "rules.json:3:15: empty pattern in 'exclude'",
                "rules.json:3:19: invalid glob '[x': unclosed '['",
                "rules.json:5:34: empty pattern in layer 'Domain'",
                "rules.json:5:48: 'types' must be an array of strings or objects, found string",
                "rules.json:6:14: layer 'Data' has no 'paths', 'types', 'conformsTo' or 'modules'",
                "rules.json:6:22: unknown key 'pats' in layer 'Data'; did you mean 'paths'?",
                "rules.json:7:14: duplicate layer 'Domain' (first defined at 5:14)",
                "rules.json:8:5: missing required key 'name' in layer",
                "rules.json:9:30: invalid glob '{a': unclosed '{'",
                "rules.json:9:56: 'compositionRoot' must be a boolean, found string",
                "rules.json:10:14: layer 'Empty' has only empty 'paths', 'types', 'conformsTo' and 'modules'",
                "rules.json:11:14: 'name' must be a string, found number",
                "rules.json:12:5: layer must be an object, found string",
            ])
    }

    func testKindsConformsToAndPreviewErrors() {
        assertErrors(
            """
            {
              "version": 1,
              "layers": [
                {"name": "A", "types": [{"pattern": "*Reactor", "kind": ["class"]}, 3], "kinds": ["func"]},
                {"name": "B", "conformsTo": [{"kinds": []}], "previews": "yes", "debugCode": 1},
                {"name": "C", "conformsTo": []}
              ]
            }
            """,
            [
                "rules.json:4:53: unknown key 'kind' in a pattern of layer 'A'; did you mean 'kinds'?",
                "rules.json:4:73: 'types' must contain only strings or objects, found number",
                "rules.json:4:87: unknown declaration kind 'func'; expected one of 'class', 'struct', 'enum', "
                    + "'protocol', 'actor', 'typealias'",
                "rules.json:5:34: missing required key 'pattern' in a pattern of layer 'B'",
                "rules.json:5:62: 'previews' must be a boolean, found string",
                "rules.json:5:82: 'debugCode' must be a boolean, found number",
                "rules.json:6:14: layer 'C' has only empty 'paths', 'types', 'conformsTo' and 'modules'",
            ])
        let policy = try? parse(
            """
            {"version": 1, "layers": [{"name": "App", "conformsTo": [{"pattern": "*Coordinator", "kinds": ["class"]}],
              "types": ["*Flow"], "kinds": ["struct"], "compositionRoot": true, "previews": false, "debugCode": true}]}
            """)
        XCTAssertEqual(
            policy?.layers,
            [
                LayerDefinition(
                    name: "App", types: ["*Flow"], compositionRoot: true, kinds: [.struct],
                    patternKinds: ["*Coordinator": [.class]], conformsTo: ["*Coordinator"], previews: false,
                    debugCode: true,
                    location: ConfigLocation(path: "rules.json", line: 1, column: 27))
            ])
    }

    /// A path glob written as an object may say `exceptScreens` and `onlyUICode`, beside `withinModule`; they read
    /// back and are written back as they were.
    func testPathPatternsExceptScreens() throws {
        let policy = try parse(
            """
            {"version": 1, "layers": [
              {"name": "Data", "paths": [{"pattern": "**/Repositories/**", "exceptScreens": true},
                {"pattern": "**/Stores/**", "withinModule": true, "exceptScreens": true},
                {"pattern": "**/Data/**", "exceptScreens": false},
                {"pattern": "**/Features/**", "withinModule": true, "onlyUICode": true}]}
            ]}
            """)
        XCTAssertEqual(policy.layers[0].exceptScreensPaths, ["**/Repositories/**", "**/Stores/**"])
        XCTAssertEqual(policy.layers[0].withinModulePaths, ["**/Stores/**", "**/Features/**"])
        XCTAssertEqual(policy.layers[0].onlyUICodePaths, ["**/Features/**"])
        XCTAssertEqual(
            PolicyEncoding.compact(PolicyEncoding.layer(policy.layers[0])),
            #"{"name": "Data", "paths": [{"pattern": "**/Repositories/**", "exceptScreens": true}, "#
                + #"{"pattern": "**/Stores/**", "withinModule": true, "exceptScreens": true}, "**/Data/**", "#
                + #"{"pattern": "**/Features/**", "withinModule": true, "onlyUICode": true}]}"#)
        assertErrors(
            """
            {"version": 1, "layers": [
              {"name": "Data", "paths": [{"pattern": "**/Repositories/**", "exceptScreens": 1}]}
            ]}
            """,
            ["rules.json:2:81: 'exceptScreens' must be a boolean, found number"])
    }

    /// A path glob written as an object may say `withinModule`; it reads back and is written back as it was.
    func testPathPatternsWithinModule() throws {
        let policy = try parse(
            """
            {"version": 1, "layers": [
              {"name": "UI", "paths": ["**/Scenes/**", {"pattern": "**/Modules/**", "withinModule": true},
                {"pattern": "**/Screens/**", "withinModule": false}]}
            ]}
            """)
        XCTAssertEqual(policy.layers[0].paths, ["**/Scenes/**", "**/Modules/**", "**/Screens/**"])
        XCTAssertEqual(policy.layers[0].withinModulePaths, ["**/Modules/**"])
        XCTAssertEqual(
            PolicyEncoding.compact(PolicyEncoding.layer(policy.layers[0])),
            #"{"name": "UI", "paths": ["**/Scenes/**", {"pattern": "**/Modules/**", "withinModule": true}, "#
                + #""**/Screens/**"]}"#)
        assertErrors(
            """
            {"version": 1, "layers": [
              {"name": "UI", "paths": [{"pattern": "**/Modules/**", "withinModule": "yes", "kinds": ["class"]},
                {"withinModule": true}, 3, {"pattern": "{a"}]},
              {"name": "Data", "paths": "**/Data/**"}
            ]}
            """,
            [
                "rules.json:2:73: 'withinModule' must be a boolean, found string",
                "rules.json:2:80: unknown key 'kinds' in a pattern of layer 'UI'",
                "rules.json:3:5: missing required key 'pattern' in a pattern of layer 'UI'",
                "rules.json:3:29: 'paths' must contain only strings or objects, found number",
                "rules.json:3:44: invalid glob '{a': unclosed '{'",
                "rules.json:4:29: 'paths' must be an array of strings or objects, found string",
            ])
    }

    /// `shared` lists path globs of code in no layer; it is read, checked and written back like `exclude`.
    func testSharedPathGlobs() throws {
        let text = #"{"version": 1, "shared": ["**/Utils/**"], "layers": [{"name": "A", "paths": ["A/**"]}]}"#
        let policy = try parse(text)
        XCTAssertEqual(policy.shared, ["**/Utils/**"])
        XCTAssertTrue(PolicyEncoding.document(policy).contains("\n  \"shared\": [\n    \"**/Utils/**\"\n  ],\n"))
        XCTAssertEqual(try parse(PolicyEncoding.document(policy)).shared, ["**/Utils/**"])
        XCTAssertFalse(PolicyEncoding.document(try parse(#"{"version": 1, "layers": []}"#)).contains("shared"))
        assertErrors(
            #"{"version": 1, "shared": ["", "{a"], "layers": [{"name": "A", "paths": ["A/**"]}]}"#,
            [
                "rules.json:1:27: empty pattern in 'shared'",
                "rules.json:1:31: invalid glob '{a': unclosed '{'",
            ])
    }

    func testWithinErrors() {
        assertErrors(
            """
            {"version": 1, "layers": [
              {"name": "A", "types": ["A*"], "within": "A"},
              {"name": "B", "types": ["B*"], "within": "Prsentation"},
              {"name": "Presentation", "paths": ["p/**"]}
            ]}
            """,
            [
                "rules.json:2:44: layer 'A' cannot be 'within' itself",
                "rules.json:3:44: unknown layer 'Prsentation' in 'within' of layer 'B'; did you mean 'Presentation'?",
            ])
        assertErrors(
            """
            {"version": 1, "layers": [
              {"name": "A", "types": ["A*"], "within": "B"},
              {"name": "B", "types": ["B*"], "within": "C"},
              {"name": "C", "types": ["C*"], "within": "B"}
            ]}
            """,
            ["rules.json:3:44: 'within' of layer 'B' forms a cycle: 'B' -> 'C' -> 'B'"])
        assertErrors(
            """
            {"version": 1, "layers": [
              {"name": "A", "types": ["A*"], "alsoOutsideLayers": true},
              {"name": "B", "types": ["B*"], "within": "A", "alsoOutsideLayers": "yes"}
            ]}
            """,
            [
                "rules.json:2:55: 'alsoOutsideLayers' in layer 'A' needs 'within'",
                "rules.json:3:70: 'alsoOutsideLayers' must be a boolean, found string",
            ])
    }

    func testRuleErrors() {
        assertErrors(
            policy(
                rules: """
                        {"id": "domain-imports", "kind": "imports", "layers": ["Dommain"], "allow": ["Foundation"]},
                        {"id": "domain-imports", "kind": "acyclic"},
                        {"id": "x", "kind": "depends"},
                        {"kind": "acyclic", "severity": "fatal"},
                        {"id": "y", "severity": "eror"},
                        {"id": "both", "kind": "imports", "layers": ["Data"], "allow": ["A"], "deny": ["B"]},
                        {"id": "neither", "kind": "imports", "layers": ["Data"]},
                        {"id": "z", "kind": "acyclic", "alow": 1, "deny": [], "hint": 2}
                    """),
            [
                "rules.json:8:60: unknown layer 'Dommain' in rule 'domain-imports'; did you mean 'Domain'?",
                "rules.json:9:12: duplicate rule id 'domain-imports' (first defined at 8:12)",
                "rules.json:10:25: rule 'x' has unknown kind 'depends'; did you mean 'dependencies'?",
                "rules.json:11:5: missing required key 'id' in rule",
                "rules.json:11:37: rule at 11:5 has unknown severity 'fatal'; expected 'error' or 'warning'",
                "rules.json:12:5: missing required key 'kind' in rule 'y'",
                "rules.json:12:29: rule 'y' has unknown severity 'eror'; did you mean 'error'?",
                "rules.json:13:75: rule 'both' must have exactly one of 'allow' or 'deny', found both",
                "rules.json:14:5: rule 'neither' must have exactly one of 'allow' or 'deny', found neither",
                "rules.json:15:36: unknown key 'alow' in rule 'z'",
                "rules.json:15:47: 'deny' does not apply to rule 'z' of kind 'acyclic'",
                "rules.json:15:67: 'hint' must be a string, found number",
            ])
    }

    func testRuleOptionErrors() {
        assertErrors(
            policy(
                rules: """
                        {"id": "d", "kind": "dependencies", "allow": {"Dta": ["Domain"], "Domain": ["Daat"], "Data": [4]}},
                        {"id": "r", "kind": "references", "layers": [], "deny": ["[a"]},
                        {"id": "c", "kind": "conformance", "layers": ["Data"], "types": ["*"], "mustConformTo": {"layer": []}},
                        {"id": "k", "kind": "construction", "layers": ["Domain"], "deny": ["implementation"]},
                        {"id": "s", "kind": "symbols", "layers": ["*"], "deny": ["shared", "URLSession.shared"]},
                        {"id": "p", "kind": "declarations", "layers": ["Domain"]},
                        {"id": "q", "kind": "dependencies", "allow": []},
                        {"id": "m", "kind": "manifest", "cycles": "yes", "layers": ["Domain"]}
                    """),
            [
                "rules.json:8:51: unknown layer 'Dta' in rule 'd'; did you mean 'Data'?",
                "rules.json:8:81: unknown layer 'Daat' in rule 'd'; did you mean 'Data'?",
                "rules.json:8:99: 'Data' must contain only strings, found number",
                "rules.json:9:49: 'layers' of rule 'r' must name at least one layer",
                "rules.json:9:62: invalid glob '[a': unclosed '['",
                "rules.json:10:93: missing required key 'layers' in 'mustConformTo' of rule 'c'",
                "rules.json:10:94: unknown key 'layer' in 'mustConformTo' of rule 'c'; did you mean 'layers'?",
                "rules.json:11:72: unknown layer 'implementation' in rule 'k'; did you mean 'implementations'?",
                "rules.json:12:62: symbol pattern 'shared' in rule 's' must have the form 'Type.member'",
                "rules.json:13:5: missing required key 'protocols' in rule 'p'",
                "rules.json:14:50: 'allow' of rule 'q' must be an object, found array",
                "rules.json:15:47: 'cycles' must be a boolean, found string",
                "rules.json:15:54: 'layers' does not apply to rule 'm' of kind 'manifest'",
            ])
    }

    func testRulesAreNotCheckedAgainstUnreadableLayers() {
        assertErrors(
            #"{"version": 1, "layers": {}, "rules": [{"id": "r", "kind": "testableImports", "layers": ["X"]}]}"#,
            ["rules.json:1:26: 'layers' must be an array of objects, found object"])
    }

    func testMalformedJSONIsOneDiagnostic() {
        assertErrors(
            """
            {
              "version": 1,
              "layers": [
                {"name": "Domain" "paths": []}
              ]
            }
            """,
            ["rules.json:4:23: expected ',' or '}' after object member"])
        assertErrors("{\"version\": 1,}", ["rules.json:1:14: trailing comma is not allowed"])
    }

    func testLoadReadsFilesAndReportsUnreadableOnes() throws {
        let tree = try TemporaryTree()
        let directory = tree.url
        let missing = directory.appendingPathComponent("rules.json").path
        XCTAssertThrowsError(try PolicyLoader.load(contentsOf: missing)) { error in
            XCTAssertEqual("\(error)", "cannot read '\(missing)': no such file or directory")
        }
        XCTAssertNil(try PolicyDiscovery.find(inRoot: directory.path))
        let nested = directory.appendingPathComponent("nested")
        try FileManager.default.createDirectory(
            at: nested.appendingPathComponent("rules.json"), withIntermediateDirectories: true)
        XCTAssertNil(try PolicyDiscovery.find(inRoot: nested.path), "a directory is not a policy file")
        let resolvedDefault = try PolicyLoader.resolve(explicitPath: nil, root: directory.path)
        XCTAssertEqual(resolvedDefault.1, DefaultPolicy.source)
        XCTAssertEqual(resolvedDefault.0.rules, DefaultPolicy.load().rules)

        let text = #"{"version": 1, "layers": [{"name": "A", "paths": ["a/**"]}]}"#
        let hidden = directory.appendingPathComponent(".archlint.json")
        try Data(text.utf8).write(to: hidden)
        XCTAssertEqual(try PolicyDiscovery.find(inRoot: directory.path), hidden.path)
        try Data(text.utf8).write(to: URL(fileURLWithPath: missing))
        XCTAssertEqual(try PolicyDiscovery.find(inRoot: directory.path + "/"), missing)

        let (policy, source) = try PolicyLoader.load(contentsOf: missing)
        XCTAssertEqual(policy.layers.map(\.name), ["A"])
        XCTAssertEqual(source, PolicySource(path: missing, sha256: SHA256.hexDigest(text)))
        XCTAssertEqual(try PolicyLoader.resolve(explicitPath: nil, root: directory.path).1, source)
        XCTAssertEqual(try PolicyLoader.resolve(explicitPath: hidden.path, root: directory.path).1.path, hidden.path)
        XCTAssertThrowsError(try PolicyLoader.load(contentsOf: directory.path)) { error in
            XCTAssertEqual("\(error)", "cannot read '\(directory.path)': is a directory")
        }
    }

    /// A policy at the layer limit loads (a guard against a quadratic blow-up coming back, not a speed target:
    /// speed is measured by Scripts/bench.sh).
    func testPolicyAtTheLayerLimitLoads() throws {
        let count = Policy.maximumLayers
        var layers: [String] = []
        var allow: [String] = []
        for index in 0..<count {
            let within = index > 0 && index % 2 == 0 ? #", "within": "L\#(index - 1)""# : ""
            layers.append(#"{"name": "L\#(index)", "paths": ["**/L\#(index)/**"], "types": ["*T\#(index)"]\#(within)}"#)
            allow.append(#""L\#(index)": ["L\#((index + 1) % count)", "*"]"#)
        }
        let text = """
            {"version": 1, "layers": [\(layers.joined(separator: ",\n"))],
             "rules": [{"id": "d", "kind": "dependencies", "allow": {\(allow.joined(separator: ", "))}},
                       {"id": "r", "kind": "references", "layers": [\((0..<count).map { "\"L\($0)\"" }.joined(separator: ","))], "deny": ["X"]}]}
            """
        let start = Date()
        let policy = try parse(text)
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertEqual(policy.layers.count, count)
        XCTAssertEqual(policy.rules.count, 2)
        XCTAssertLessThan(elapsed, 30, "loading \(count) layers took \(elapsed) s")
    }
}

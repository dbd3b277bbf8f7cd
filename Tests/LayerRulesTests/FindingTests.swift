import LayerRules
import SwiftScanner
import XCTest

/// Findings as values: notes with locations, endpoints and scopes typed, and built-in ids in their own namespace.
final class FindingTests: XCTestCase {
    func testACycleFindingCarriesOneNotePerStepAndKeepsItsPrintedMessage() throws {
        let finding = try XCTUnwrap(FindingFixtures.cycle.violations.first)
        XCTAssertEqual(FindingFixtures.cycle.violations.count, 1)
        XCTAssertEqual(finding.source, .rule("no-cycles"))
        XCTAssertEqual(
            finding.summary,
            "layers form a cycle: 'Data' -> 'Domain' -> 'Data' (Data -> Domain: 'User' at "
                + "App/Data/APIClient.swift:2:15; Domain -> Data: 'APIClient' at App/Domain/User.swift:2:17)")
        XCTAssertEqual(finding.hint, "remove one of these dependencies")
        XCTAssertEqual(finding.message, finding.summary + "; remove one of these dependencies")
        XCTAssertEqual(finding.from, .layer("Data"))
        XCTAssertEqual(finding.to, .layer("Domain"))
        XCTAssertEqual(finding.scope, .declaration("APIClient"))
        XCTAssertEqual(
            finding.notes,
            [
                FindingNote(
                    message: "Data -> Domain: 'User'", path: "Data/APIClient.swift", position: position(2, 15)),
                FindingNote(
                    message: "Domain -> Data: 'APIClient'", path: "Domain/User.swift", position: position(2, 17)),
            ])
    }

    func testJSONReportListsTheNotesOfAFindingAndLeavesThemOutWhenThereAreNone() throws {
        let violations = try XCTUnwrap(JSONReporter().document(FindingFixtures.cycle)["violations"])
        guard case .array(let entries) = violations, let entry = entries.first else {
            return XCTFail("no violations in \(violations)")
        }
        XCTAssertEqual(
            entry["notes"],
            .array([
                .object([
                    ("message", .string("Data -> Domain: 'User'")), ("path", .string("Data/APIClient.swift")),
                    ("line", .int(2)), ("column", .int(15)),
                ]),
                .object([
                    ("message", .string("Domain -> Data: 'APIClient'")), ("path", .string("Domain/User.swift")),
                    ("line", .int(2)), ("column", .int(17)),
                ]),
            ]))
        XCTAssertEqual(
            keys(entry),
            [
                "ruleId", "severity", "message", "path", "line", "column", "fromLayer", "toLayer", "subject",
                "enclosingDeclaration", "notes", "fingerprint",
            ])
        let plain = try XCTUnwrap(JSONReporter().document(ReportFixtures.realistic)["violations"])
        guard case .array(let plainEntries) = plain else { return XCTFail("no violations in \(plain)") }
        XCTAssertEqual(plainEntries.compactMap { $0["notes"] }, [])
    }

    func testSARIFResultCarriesTheNotesAsRelatedLocations() throws {
        let results = try sarifRun(FindingFixtures.cycle)["results"]
        guard case .array(let entries) = try XCTUnwrap(results), let result = entries.first else {
            return XCTFail("no results")
        }
        XCTAssertEqual(
            keys(result),
            ["ruleId", "ruleIndex", "level", "message", "locations", "relatedLocations", "partialFingerprints"])
        XCTAssertEqual(
            result["relatedLocations"],
            .array([
                relatedLocation(0, "App/Data/APIClient.swift", 2, 15, "Data -> Domain: 'User'"),
                relatedLocation(1, "App/Domain/User.swift", 2, 17, "Domain -> Data: 'APIClient'"),
            ]))
    }

    func testAPolicyRuleNamedSuppressionAndTheBuiltInCheckStaySeparate() {
        let outcome = FindingFixtures.suppressionIDTaken
        XCTAssertEqual(
            outcome.violations.map { Pair($0.source, "\($0.position.line):\($0.position.column) \($0.subject)") },
            [
                Pair(.rule("suppression"), "1:1 UIKit"),
                Pair(.builtIn(.suppression), "3:1 silence"),
            ])
        XCTAssertEqual(outcome.violations.map(\.ruleID), ["suppression", "suppression"])
        XCTAssertEqual(
            outcome.violations.map(\.summary),
            [
                "'Domain' imports 'UIKit', which its policy does not allow", "unknown archlint directive 'silence'",
            ])
        XCTAssertEqual(
            outcome.violations.last?.hint, "use one of disable, disable:next, disable:previous, disable:this, enable")
        XCTAssertEqual(outcome.rules.map(\.source), [.rule("suppression"), .builtIn(.suppression)])
    }

    func testSARIFGivesTheBuiltInCheckItsOwnRuleWhenThePolicyTakesItsID() throws {
        let run = try sarifRun(FindingFixtures.suppressionIDTaken)
        guard case .array(let rules) = try XCTUnwrap(run["tool"]?["driver"]?["rules"]),
            case .array(let results) = try XCTUnwrap(run["results"])
        else { return XCTFail("no rules or results") }
        XCTAssertEqual(rules.map { $0["id"] }, [.string("suppression"), .string("archlint/suppression")])
        XCTAssertEqual(rules.map { $0["name"] }, [.string("Suppression"), .string("ArchlintSuppression")])
        XCTAssertEqual(
            results.map { [$0["ruleId"], $0["ruleIndex"]] },
            [[.string("suppression"), .int(0)], [.string("archlint/suppression"), .int(1)]])
    }

    func testSARIFKeepsThePlainIDOfTheBuiltInCheckWhenThePolicyLeavesItFree() throws {
        var outcome = FindingFixtures.suppressionIDTaken
        outcome.rules[0].id = "domain-imports"
        outcome.rules[0].source = .rule("domain-imports")
        outcome.violations.removeFirst()
        guard case .array(let rules) = try XCTUnwrap(try sarifRun(outcome)["tool"]?["driver"]?["rules"]) else {
            return XCTFail("no rules")
        }
        XCTAssertEqual(rules.map { $0["id"] }, [.string("domain-imports"), .string("suppression")])
    }

    func testManifestFindingsKeepTheirPrintedScopeAndFingerprintText() {
        let finding = Finding(
            source: .rule("package-direction"), severity: .error, summary: "'Domain' depends on target 'Networking'",
            hint: "remove the dependency", path: "Package.swift", position: position(12, 20),
            from: .layer("Domain"), to: .layer("Data"), subject: "Networking", scope: .target("DomainKit"))
        XCTAssertEqual(finding.enclosingDeclaration, "target DomainKit")
        XCTAssertEqual(finding.fromLayer, "Domain")
        XCTAssertEqual(finding.toLayer, "Data")
        let moved = Finding(
            source: .rule("package-direction"), severity: .warning, summary: "moved", path: "Package.swift",
            position: position(40, 1), subject: "Networking", scope: .declaration("target DomainKit"))
        XCTAssertEqual(Finding.fingerprints(for: [finding]), Finding.fingerprints(for: [moved]))
    }

    private struct Pair: Equatable {
        var source: FindingSource
        var place: String
        init(_ source: FindingSource, _ place: String) {
            self.source = source
            self.place = place
        }
    }

    private func keys(_ value: JSONValue) -> [String] {
        guard case .object(let members) = value else { return [] }
        return members.map(\.0)
    }

    private func sarifRun(_ outcome: CheckOutcome) throws -> JSONValue {
        guard case .array(let runs)? = SARIFReporter().document(outcome)["runs"] else {
            XCTFail("no runs")
            return .null
        }
        return try XCTUnwrap(runs.first)
    }

    private func relatedLocation(_ id: Int, _ uri: String, _ line: Int, _ column: Int, _ text: String) -> JSONValue {
        .object([
            ("id", .int(id)),
            (
                "physicalLocation",
                .object([
                    ("artifactLocation", .object([("uri", .string(uri)), ("uriBaseId", .string("%SRCROOT%"))])),
                    ("region", .object([("startLine", .int(line)), ("startColumn", .int(column))])),
                ])
            ),
            ("message", .object([("text", .string(text))])),
        ])
    }
}

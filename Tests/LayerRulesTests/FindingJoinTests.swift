import SwiftScanner
import XCTest

@testable import LayerRules

final class FindingJoinTests: XCTestCase {
    private func finding(_ path: String, _ line: Int, rule: String = "r") -> Finding {
        Finding(
            source: .rule(rule), severity: .error, summary: "s", path: path, position: position(line, 1),
            subject: "T")
    }

    func testListsInPathOrderAreKeptUpToTheLimitAndTheRestCounted() {
        var join = FindingJoin(limit: 3)
        join.add([finding("A.swift", 1), finding("A.swift", 2)], path: "A.swift")
        join.add([], path: "B.swift")
        join.add([finding("C.swift", 1), finding("C.swift", 4)], path: "C.swift")
        join.add([finding("D.swift", 1)], path: "D.swift")
        let (kept, dropped) = join.finish()
        XCTAssertEqual(sites(kept), ["r A.swift:1:1", "r A.swift:2:1", "r C.swift:1:1"])
        XCTAssertEqual(dropped, 2)
    }

    func testListsOfEqualPathsAreJoinedAndSortedWhole() {
        // "é" precomposed and decomposed: equal to `==`, different bytes.
        let composed = "Caf\u{E9}.swift"
        let decomposed = "Cafe\u{301}.swift"
        var join = FindingJoin(limit: 10)
        join.add([finding(composed, 5), finding(composed, 9)], path: composed)
        join.add([finding(decomposed, 7)], path: decomposed)
        let (kept, dropped) = join.finish()
        XCTAssertEqual(kept.map(\.position.line), [5, 7, 9])
        XCTAssertEqual(dropped, 0)
    }

    func testFilesAreCheckedInPathOrderWhateverTheirOrderInTheModel() {
        let files = [
            FileFacts(path: "b/Two.swift"), FileFacts(path: "a/One.swift"), FileFacts(path: "b/Two.swift"),
            FileFacts(path: "a/Zero.swift"),
        ]
        XCTAssertEqual(RuleRun.pathOrder(files), [1, 3, 0, 2])
        XCTAssertEqual(RuleRun.pathOrder(Array(files[1...1] + files[3...3])), [0, 1])
    }

    func testTheRunLimitKeepsTheFirstFindingsInPathOrderAcrossChunks() {
        // More files than one chunk (given in reverse path order, which the model sorts): the kept findings are the
        // first in path order, and every file's findings are counted, whichever chunk they were found in.
        let count = RuleRun.chunk + 88
        let files = (0..<count).reversed().map { index in
            SourceScanner.scan(
                "struct Order\(index) {\n    let view: UIView\n    let label: UILabel\n}\n",
                path: "Domain/Order\(String(index + 10_000)).swift")
        }
        let rules = [RuleConfiguration(id: "no-ui", kind: .references(layers: ["Domain"], deny: ["UI*"]))]
        let policy = Policy(layers: cleanLayers, rules: rules)
        let limit = 2 * RuleRun.chunk + 1
        let result = RuleEngine.evaluate(
            policy: policy, files: files, root: ".", strict: false,
            limits: FindingLimits(perFile: 1000, perRun: limit))
        let expected = (0..<count).flatMap { index in
            ["no-ui Domain/Order\(index + 10_000).swift:2:15", "no-ui Domain/Order\(index + 10_000).swift:3:16"]
        }
        XCTAssertEqual(sites(result.violations), Array(expected.prefix(limit)))
        XCTAssertEqual(result.droppedInRun, 2 * count - limit)
    }

    func testFindingsPastTheRunLimitAreCountedAsIfTheyWereMade() {
        // Past the limit, files with no suppression comment are counted without their findings; those with one
        // are checked whole, so that what their comments silence and add is counted too.
        let count = 2 * RuleRun.chunk + 10
        let files = (0..<count).map { index in
            let silenced = index % 5 == 0 ? "    // archlint:disable:next no-ui -- legacy\n" : ""
            let unknown = index % 7 == 0 ? "    // archlint:bogus\n" : ""
            return SourceScanner.scan(
                "struct Order\(index) {\n\(silenced)    let view: UIView\n\(unknown)    let label: UILabel\n}\n",
                path: "Domain/Order\(index + 10_000).swift")
        }
        let policy = Policy(
            layers: cleanLayers,
            rules: [
                RuleConfiguration(id: "no-ui", kind: .references(layers: ["Domain"], deny: ["UI*"])),
                .init(
                    id: "dependency-direction", kind: .dependencies(allow: ["Domain": []])),
            ])
        func evaluate(limit: Int) -> EngineResult {
            RuleEngine.evaluate(
                policy: policy, files: files, root: ".", strict: true,
                limits: FindingLimits(perFile: 1000, perRun: limit))
        }
        let all = evaluate(limit: 1_000_000)
        XCTAssertEqual(all.droppedInRun, 0)
        XCTAssertEqual(all.violations.count, 2 * count - (count + 4) / 5 + (count + 6) / 7)
        let limited = evaluate(limit: 5)
        XCTAssertEqual(limited.violations, Array(all.violations.prefix(5)))
        XCTAssertEqual(limited.droppedInRun, all.violations.count - 5)
    }

    func testBaselinedFindingsAreHeldOnlyWhereAFingerprintCountsThem() {
        let files = ["A", "B"].map { name in
            SourceScanner.scan(
                "struct \(name) {\n    let view: UIView\n    let label: UIView\n}\n", path: "Domain/\(name).swift")
        }
        let policy = Policy(
            layers: cleanLayers,
            rules: [RuleConfiguration(id: "no-ui", kind: .references(layers: ["Domain"], deny: ["UI*"]))])
        func evaluate(_ baseline: Baseline?) -> EngineResult {
            RuleEngine.evaluate(
                model: ModelBuilder.build(files: files, policy: policy), policy: policy, root: ".", strict: false,
                baseline: baseline)
        }
        let all = evaluate(nil).violations
        let outcome = CheckOutcome(
            root: ".", policy: PolicySource(path: nil, sha256: ""), rules: [], violations: all, fileCount: 2,
            lineCount: 8, declarationCount: 2, problems: [])
        var baseline = Baseline.record(outcome)
        baseline.entries.remove(at: 1)
        let result = evaluate(baseline)
        XCTAssertEqual(sites(result.violations), ["no-ui Domain/A.swift:3:16"])
        XCTAssertEqual(sites(result.baselined), ["no-ui Domain/A.swift:2:15"])
        XCTAssertEqual(result.baselinedElsewhere.map(\.path), ["Domain/B.swift"])
        XCTAssertEqual(result.baselinedElsewhere.map(\.count), [2])
        var filtered = outcome
        filtered.violations = result.violations
        filtered.baselined = result.baselined
        XCTAssertEqual(filtered.fingerprints, [outcome.fingerprints[1]], "the fingerprint counts A's baselined one")
    }
}

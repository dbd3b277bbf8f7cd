import LayerRules
import SwiftScanner
import XCTest

final class XcodeReporterTests: XCTestCase {
    private func outcome(
        root: String, violations: [Finding], files: Int, problems: [InputProblem] = [],
        policyPath: String? = "rules.json"
    ) -> CheckOutcome {
        CheckOutcome(
            root: root, policy: PolicySource(path: policyPath, sha256: ""), rules: [], violations: violations,
            fileCount: files,
            lineCount: 0, declarationCount: 0, problems: problems)
    }

    private func violation(_ rule: String, _ severity: Severity, _ path: String, _ line: Int) -> Finding {
        Finding(
            source: .rule(rule), severity: severity, summary: "'Domain' imports 'UIKit'", hint: "fix it", path: path,
            position: SourcePosition(line: line, column: 1), subject: "UIKit")
    }

    func testLinesAreJoinedToTheRootAndFollowedByASummary() {
        let text = XcodeReporter().render(
            outcome(
                root: "Samples/App",
                violations: [
                    violation("domain-imports", .error, "Domain/A.swift", 2),
                    violation("domain-imports", .error, "Domain/B.swift", 3),
                    violation("acyclic-layers", .warning, "Data/C.swift", 1),
                ],
                files: 12))
        XCTAssertEqual(
            text,
            """
            Samples/App/Domain/A.swift:2:1: error: 'Domain' imports 'UIKit'; fix it [domain-imports]
            Samples/App/Domain/B.swift:3:1: error: 'Domain' imports 'UIKit'; fix it [domain-imports]
            Samples/App/Data/C.swift:1:1: warning: 'Domain' imports 'UIKit'; fix it [acyclic-layers]
            3 violations (2 errors, 1 warning) in 12 files: acyclic-layers 1, domain-imports 2

            """)
    }

    func testSingularCountsAndTheCleanSummary() {
        XCTAssertEqual(
            XcodeReporter().render(
                outcome(root: ".", violations: [violation("domain-imports", .error, "A.swift", 2)], files: 1)),
            """
            A.swift:2:1: error: 'Domain' imports 'UIKit'; fix it [domain-imports]
            1 violation (1 error, 0 warnings) in 1 file: domain-imports 1

            """)
        XCTAssertEqual(
            XcodeReporter().render(outcome(root: "./", violations: [], files: 3)), "no violations in 3 files\n")
        XCTAssertEqual(
            XcodeReporter().render(outcome(root: ".", violations: [], files: 1)), "no violations in 1 file\n")
    }

    func testTheSummarySaysWhenTheEmbeddedDefaultPolicyWasUsed() {
        XCTAssertEqual(
            XcodeReporter().render(outcome(root: ".", violations: [], files: 2, policyPath: nil)),
            "no violations in 2 files (embedded default policy)\n")
        XCTAssertEqual(
            XcodeReporter.summary(
                outcome(
                    root: ".", violations: [violation("domain-imports", .error, "A.swift", 2)], files: 1,
                    policyPath: nil)),
            "1 violation (1 error, 0 warnings) in 1 file: domain-imports 1 (embedded default policy)")
    }

}

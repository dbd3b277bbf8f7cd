import SwiftScanner
import XCTest

@testable import LayerRules

final class FingerprintTests: XCTestCase {
    private func violation(
        _ rule: String = "dependency-direction", path: String = "Presentation/LoginView.swift", line: Int,
        column: Int = 5, subject: String = "UserRepositoryImpl", enclosing: String? = "LoginView"
    ) -> Finding {
        Finding(
            source: .rule(rule), severity: .error, summary: "'Presentation' depends on '\(subject)'", path: path,
            position: SourcePosition(line: line, column: column), subject: subject,
            scope: enclosing.map(FindingScope.declaration))
    }

    func testFingerprintIsTheTruncatedSHA256OfTheIdentityAndOccurrence() {
        // printf 'dependency-direction\x1fPresentation/LoginView.swift\x1fUserRepositoryImpl\x1fLoginView\x1f0'
        //   | sha256sum | cut -c1-32
        XCTAssertEqual(Finding.fingerprints(for: [violation(line: 3)]), ["9d79572bd209da0b4c5b1edeb58473c0"])
    }

    func testKnownValue() {
        let fingerprints = Finding.fingerprints(for: ReportFixtures.realistic.violations)
        XCTAssertEqual(fingerprints[0], "36b6827a7fdec82b072196444707b4d0")
    }

    func testLineAndColumnAreNotPartOfIt() {
        XCTAssertEqual(
            Finding.fingerprints(for: [violation(line: 3, column: 5)]),
            Finding.fingerprints(for: [violation(line: 40, column: 17)]))
    }

    func testEnclosingDeclarationRulePathAndSubjectArePartOfIt() {
        let base = Finding.fingerprints(for: [violation(line: 3)])
        XCTAssertNotEqual(base, Finding.fingerprints(for: [violation(line: 3, enclosing: "LoginView.body")]))
        XCTAssertNotEqual(base, Finding.fingerprints(for: [violation(line: 3, enclosing: nil)]))
        XCTAssertNotEqual(base, Finding.fingerprints(for: [violation("inject-dont-construct", line: 3)]))
        XCTAssertNotEqual(base, Finding.fingerprints(for: [violation(path: "Presentation/Other.swift", line: 3)]))
        XCTAssertNotEqual(base, Finding.fingerprints(for: [violation(line: 3, subject: "UserStore")]))
    }

    func testIdenticalTuplesAreNumberedInPositionOrderWhateverTheListOrder() {
        let first = violation(line: 3)
        let second = violation(line: 9)
        let other = violation(path: "Presentation/A.swift", line: 1)
        let ordered = Finding.fingerprints(for: [other, first, second])
        let shuffled = Finding.fingerprints(for: [second, other, first])
        XCTAssertNotEqual(ordered[1], ordered[2])
        XCTAssertEqual(shuffled, [ordered[2], ordered[0], ordered[1]])
        XCTAssertEqual(Finding.fingerprints(for: [first])[0], ordered[1])
    }
}

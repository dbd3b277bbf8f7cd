import Foundation
import TestSupport
import XCTest

/// `archlint:` comments through the binary: `disable … enable` regions, `disable:previous`, unknown commands,
/// and a suppression that silences only the finding reported at its token.
final class SuppressionDirectiveTests: XCTestCase {
    private var tree: TemporaryTree!

    override func setUpWithError() throws {
        tree = try TemporaryTree()
    }

    override func tearDown() {
        tree.remove()
    }

    /// The `path:line:column` and rule id of each finding line of `text`.
    private func findings(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line -> String? in
            guard line.contains(": error: ") || line.contains(": warning: "), let open = line.lastIndex(of: "[")
            else { return nil }
            return String(line.prefix { $0 != " " }) + " " + line[open...]
        }
    }

    func testADisableRegionEndsAtItsEnable() throws {
        try tree.write(
            "r/Domain/Legacy.swift",
            """
            import UIKit
            // archlint:disable domain-imports -- the legacy block below moves to Data next release
            import MapKit
            import CoreLocation
            // archlint:enable domain-imports
            import AVFoundation

            """)
        let run = Archlint.run(["check", "r", "--quiet"], in: tree.url)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(
            findings(run.stdout),
            ["r/Domain/Legacy.swift:1:1: [domain-imports]", "r/Domain/Legacy.swift:6:1: [domain-imports]"])
    }

    func testDisablePreviousCoversThePreviousLineWithCode() throws {
        try tree.write(
            "r/Domain/Card.swift",
            """
            import UIKit

            // archlint:disable:previous domain-imports -- icons are drawn by the system framework
            import MapKit

            """)
        let run = Archlint.run(["check", "r", "--quiet"], in: tree.url)
        XCTAssertEqual(findings(run.stdout), ["r/Domain/Card.swift:4:1: [domain-imports]"])
    }

    func testAnUnknownDirectiveIsAWarningAndAnErrorWhenStrict() throws {
        try tree.write("r/Domain/Card.swift", "// archlint:disabel domain-imports -- typo\nstruct Card {}\n")
        let run = Archlint.run(["check", "r"], in: tree.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            run.stdout.split(separator: "\n").first,
            "r/Domain/Card.swift:1:1: warning: unknown archlint directive 'disabel'; use one of disable, disable:next, "
                + "disable:previous, disable:this, enable; did you mean 'disable'? [suppression]")
        let strict = Archlint.run(["check", "r", "--strict"], in: tree.url)
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stdout.hasPrefix("r/Domain/Card.swift:1:1: error: unknown archlint directive"))
    }

    func testSuppressingTheReportedRuleRevealsNoOtherRuleAtThatToken() throws {
        try tree.write("r/Data/UserDTO.swift", "struct UserDTO {}\n")
        try tree.write(
            "r/Presentation/Profile.swift",
            "struct Profile {\n    let user: UserDTO\n}\n")
        let plain = Archlint.run(["check", "r", "--quiet"], in: tree.url)
        XCTAssertEqual(findings(plain.stdout), ["r/Presentation/Profile.swift:2:15: [no-dto-outside-data]"])
        try tree.write(
            "r/Presentation/Profile.swift",
            "struct Profile {\n    let user: UserDTO  // archlint:disable:this no-dto-outside-data -- removed with v2\n}\n"
        )
        let suppressed = Archlint.run(["check", "r", "--quiet"], in: tree.url)
        XCTAssertEqual(suppressed.status, 0, suppressed.stdout)
        XCTAssertEqual(findings(suppressed.stdout), [])
    }
}

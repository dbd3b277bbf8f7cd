import TestSupport
import XCTest

final class FindingSitesTests: XCTestCase {
    func testFindingLinesGiveRuleAndLocationAndOtherLinesAreLeftOut() {
        let output = """
            Sources/A b/C.swift:12:7: error: 'Domain' imports 'UIKit' [x] which its policy does not allow [domain-imports]
            Sources/D.swift:1:1: warning: suppression gives no reason; add one after '--' [suppression]
            Sources/E.swift:2:3: warning: unterminated string literal
            2 violations (1 error, 1 warning) in 3 files: domain-imports 1, suppression 1

            """
        XCTAssertEqual(
            FindingSites.of(output),
            ["domain-imports Sources/A b/C.swift:12:7", "suppression Sources/D.swift:1:1"])
    }
}

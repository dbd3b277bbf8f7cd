import XCTest

final class LineDiffTests: XCTestCase {
    func testChangedLineIsShownAsRemovalThenAddition() {
        let diff = LineDiff.unified(expected: ["a", "b", "c"], actual: ["a", "x", "c"])

        XCTAssertEqual(diff, "--- expected\n+++ actual\n a\n-b\n+x\n c")
    }

    func testMissingAndExtraLines() {
        let diff = LineDiff.unified(expected: ["a", "b"], actual: ["b", "c"])

        XCTAssertEqual(diff, "--- expected\n+++ actual\n-a\n b\n+c")
    }

    func testEqualInputsHaveOnlyContextLines() {
        XCTAssertEqual(LineDiff.unified(expected: ["a"], actual: ["a"]), "--- expected\n+++ actual\n a")
    }
}

import XCTest

@testable import SwiftScanner

final class ConcurrentJoinTests: XCTestCase {
    func testJoiningGivesThePartsOneAfterAnotherAtEverySize() {
        for partCount in [0, 1, 63, 64, 65, 1000] {
            let parts = (0..<partCount).map { part in (0..<(part % 7)).map { "\(part).\($0)" } }
            XCTAssertEqual([String](concurrentlyJoining: parts), parts.flatMap { $0 }, "\(partCount) parts")
        }
    }

    func testJoiningOnlyEmptyPartsGivesNothing() {
        XCTAssertEqual([Int](concurrentlyJoining: [[], [], []]), [])
    }

    func testJoinedElementsAreCopiesThatOutliveTheParts() {
        final class Box {
            let value: Int
            init(_ value: Int) { self.value = value }
        }
        var parts: [[Box]]? = (0..<200).map { part in [Box(part), Box(part + 1000)] }
        let joined = [Box](concurrentlyJoining: parts!, batch: 3)
        parts = nil
        XCTAssertEqual(joined.map(\.value), (0..<200).flatMap { [$0, $0 + 1000] })
    }
}

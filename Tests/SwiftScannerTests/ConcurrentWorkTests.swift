import XCTest

@testable import SwiftScanner

final class ConcurrentWorkTests: XCTestCase {
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

    func testStridesDealEveryIndexOnceInterleaved() {
        let strides = Array(0..<35).concurrentStrides(4) { Array($0) }
        XCTAssertEqual(strides.count, 4)
        XCTAssertEqual(strides[0], [0, 4, 8, 12, 16, 20, 24, 28, 32])
        XCTAssertEqual(strides[3], [3, 7, 11, 15, 19, 23, 27, 31])
        XCTAssertEqual(strides.joined().sorted(), Array(0..<35))
        XCTAssertEqual(Array(0..<2).concurrentStrides(16) { Array($0) }, [[0], [1]], "no more strides than indices")
        XCTAssertEqual([Int]().concurrentStrides { Array($0) }, [[]], "one empty stride for no indices")
    }
}

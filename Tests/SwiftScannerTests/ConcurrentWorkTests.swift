import XCTest

@testable import SwiftScanner

final class ConcurrentWorkTests: XCTestCase {
    func testFillingMakesEachPartInItsPlaceAtEverySize() {
        for partCount in [0, 1, 63, 64, 65, 1000] {
            let counts = (0..<partCount).map { $0 % 7 }
            let filled = [String](concurrentlyFilling: counts) { part, slots in
                for offset in slots.indices { (slots.baseAddress! + offset).initialize(to: "\(part).\(offset)") }
                return slots.count
            }
            let expected = counts.enumerated().flatMap { part, count in (0..<count).map { "\(part).\($0)" } }
            XCTAssertEqual(filled, expected, "\(partCount) parts")
        }
    }

    func testFillingKeepsReferencesMadeOnTheWorkers() {
        final class Box {
            let value: Int
            init(_ value: Int) { self.value = value }
        }
        let made = [Box](concurrentlyFilling: [2, 0, 1], batch: 1) { part, slots in
            for offset in slots.indices { (slots.baseAddress! + offset).initialize(to: Box(part * 10 + offset)) }
            return slots.count
        }
        XCTAssertEqual(made.map(\.value), [0, 1, 20])
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

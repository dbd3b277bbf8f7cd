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

    func testBatchesCoverEveryIndexOnceInOrder() {
        for count in [0, 1, 63, 64, 65, 200] {
            let ranges = Lock()
            nonisolated(unsafe) var seen: [Range<Int>] = []
            let doubled = Array(0..<count).concurrentMap(batchesOf: 64) { range -> [Int] in
                ranges.lock()
                seen.append(range)
                ranges.unlock()
                return range.map { $0 * 2 }
            }
            XCTAssertEqual(doubled, (0..<count).map { $0 * 2 }, "\(count) elements")
            XCTAssertEqual(seen.sorted { $0.lowerBound < $1.lowerBound }.flatMap { Array($0) }, Array(0..<count))
            XCTAssertTrue(seen.allSatisfy { $0.count <= 64 && $0.lowerBound % 64 == 0 })
        }
    }

    func testTheFirstIndexInPlaceIsTheFirstAccepted() {
        let words = ["Domain", "Data", "Presentation", "Data"]
        XCTAssertEqual(words.firstIndexInPlace { $0.hasPrefix("Da") }, 1)
        XCTAssertNil(words.firstIndexInPlace { $0.isEmpty })
        XCTAssertNil([String]().firstIndexInPlace { _ in true })
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

import XCTest

@testable import SwiftScanner

/// The open-addressing name table: a slot's hash tag lets probes pass other names, names decide equal tags.
final class NameTableTests: XCTestCase {
    private func find(_ table: NameTable, _ name: String, hash: UInt64) -> Int32? {
        var name = name
        return name.withUTF8 { table.find($0, hash: hash) }
    }

    func testNamesWithTheSameSlotAndTagAreToldApartByTheirBytes() {
        var table = NameTable()
        let hash: UInt64 = 0xABCD_0000_0000_0007
        XCTAssertEqual(table.add("Order", hash: hash), 0)
        XCTAssertEqual(table.add("Orders", hash: hash), 1)
        XCTAssertEqual(find(table, "Order", hash: hash), 0)
        XCTAssertEqual(find(table, "Orders", hash: hash), 1)
        XCTAssertEqual(table.find("Orders", hash: hash), 1)
        XCTAssertNil(find(table, "Order2", hash: hash))
    }

    func testAProbePassesNamesOfTheSameSlotWithOtherTags() {
        var table = NameTable()
        let slot: UInt64 = 0x0000_0000_0000_0003
        XCTAssertEqual(table.add("A", hash: 0x1111_0000_0000_0000 | slot), 0)
        XCTAssertEqual(table.add("B", hash: 0x2222_0000_0000_0000 | slot), 1)
        XCTAssertEqual(table.add("C", hash: 0x3333_0000_0000_0000 | slot), 2)
        XCTAssertEqual(find(table, "C", hash: 0x3333_0000_0000_0000 | slot), 2)
        XCTAssertNil(find(table, "C", hash: 0x4444_0000_0000_0000 | slot), "another hash is another name")
        XCTAssertNil(find(table, "A", hash: 0x1111_0000_0000_0004), "another slot run")
    }

    func testGrowingKeepsEveryNameAndItsIndex() {
        var table = NameTable()
        let names = (0..<5000).map { "Name\($0)" }
        for (index, name) in names.enumerated() { XCTAssertEqual(table.insert(name), Int32(index)) }
        for (index, name) in names.enumerated() {
            XCTAssertEqual(find(table, name, hash: NameHash.of(name)), Int32(index), name)
            XCTAssertEqual(table.insert(name), Int32(index), "inserted again: " + name)
        }
        XCTAssertNil(find(table, "Name5000", hash: NameHash.of("Name5000")))
        XCTAssertEqual(table.names, names)
    }

    func testEmptyingTheTableLeavesItReadyForTheNextFile() {
        var table = NameTable()
        let slot: UInt64 = 0x0000_0000_0000_0003
        // One slot run: clearing the first entry must not hide the others from the clearing loop.
        XCTAssertEqual(table.add("A", hash: 0x1111_0000_0000_0000 | slot), 0)
        XCTAssertEqual(table.add("B", hash: 0x2222_0000_0000_0000 | slot), 1)
        XCTAssertEqual(table.add("C", hash: 0x3333_0000_0000_0000 | slot), 2)
        table.removeAll()
        XCTAssertEqual(table.names, [])
        XCTAssertNil(find(table, "B", hash: 0x2222_0000_0000_0000 | slot))
        XCTAssertNil(find(table, "C", hash: 0x3333_0000_0000_0000 | slot))
        XCTAssertEqual(table.add("C", hash: 0x3333_0000_0000_0000 | slot), 0, "the next file's first name")
        XCTAssertEqual(find(table, "C", hash: 0x3333_0000_0000_0000 | slot), 0)
    }

    func testATableKeepsItsRoomWhenEmptiedUnlessLargerThanKept() {
        var small = NameTable()
        for index in 0..<100 { _ = small.insert("Name\(index)") }
        let smallSlots = small.slotCount
        small.removeAll()
        XCTAssertEqual(small.slotCount, smallSlots, "a small table keeps its room")
        XCTAssertEqual(small.insert("Name1"), 0)

        var large = NameTable()
        for index in 0..<NameTable.largestKept { _ = large.insert("Name\(index)") }
        XCTAssertGreaterThan(large.slotCount, NameTable.largestKept)
        large.removeAll()
        XCTAssertEqual(large.slotCount, 0, "a table larger than kept is let go")
        XCTAssertEqual(large.names, [])
        XCTAssertNil(find(large, "Name1", hash: NameHash.of("Name1")))
        XCTAssertEqual(large.insert("Name1"), 0)
    }

    /// Two files scanned by one worker, whose name table goes from one to the next: each keeps its own names.
    func testFilesScannedByOneWorkerKeepTheirOwnNames() {
        var storage = ExtractorStorage()
        var shared = SharedNames()
        var timing: ScanCPUTime?
        func scan(_ source: String) -> FileFacts {
            var source = source
            return source.withUTF8 {
                SourceScanner.scan($0, path: "File.swift", timing: &timing, sharing: &shared, storage: &storage)
            }
        }
        let first = scan("let order: Order\nlet customer: Customer\nlet again: Order\n")
        let second = scan("let customer: Customer\n")
        XCTAssertEqual(first.names.names, ["Order", "Customer"])
        XCTAssertEqual(second.names.names, ["Customer"])
        XCTAssertEqual(storage.nameLookup.names, [], "the worker's table is empty between files")
    }
}

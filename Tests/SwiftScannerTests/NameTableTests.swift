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

    func testReleasingTheLookupKeepsTheNames() {
        var table = NameTable()
        _ = table.insert("Order")
        _ = table.insert("Customer")
        table.releaseLookup()
        XCTAssertNil(find(table, "Order", hash: NameHash.of("Order")))
        XCTAssertEqual(table.names, ["Order", "Customer"])
    }
}

import XCTest

@testable import SwiftScanner

/// The one-word filters that rule out generic parameters before any string is compared.
final class NameFilterTests: XCTestCase {
    /// A name other than `name` whose filter bit is `name`'s (the filter cannot tell them apart).
    private func sharingTheBit(of name: String) -> String {
        let slot = NameFilter.slot(NameHash.of(name))
        let other = (0..<10_000).lazy.map { "Model\($0)" }.first { NameFilter.slot(NameHash.of($0)) == slot }
        return other ?? "none"
    }

    /// A name whose filter bit differs from every one of `names`.
    private func outside(_ names: [String]) -> String {
        let slots = names.map { NameFilter.slot(NameHash.of($0)) }
        let other = (0..<10_000).lazy.map { "Other\($0)" }.first { !slots.contains(NameFilter.slot(NameHash.of($0))) }
        return other ?? "none"
    }

    func testAFilterMayContainItsNamesAndRulesOutNamesOfOtherBits() {
        let names = ["T", "Element", "Content"]
        let filter = NameFilter(names)
        for name in names { XCTAssertTrue(filter.mayContain(hash: NameHash.of(name)), name) }
        XCTAssertFalse(filter.mayContain(hash: NameHash.of(outside(names))))
        XCTAssertFalse(NameFilter().mayContain(hash: NameHash.of("T")))
        XCTAssertEqual(NameFilter(["T"]).union(NameFilter(["Element", "Content"])), filter)
    }

    func testACountingFilterKeepsABitUntilItsLastNameIsRemoved() {
        let twin = sharingTheBit(of: "T")
        XCTAssertNotEqual(twin, "none")
        var filter = CountingNameFilter()
        filter.insert("T")
        filter.insert("T")
        filter.insert(twin)
        filter.remove("T")
        filter.remove("T")
        XCTAssertTrue(filter.filter.mayContain(hash: NameHash.of("T")), "the twin still sets the bit")
        filter.remove(twin)
        XCTAssertEqual(filter.filter, NameFilter())
        filter.remove("Never")
        XCTAssertEqual(filter.filter, NameFilter())
    }

    /// A type whose name shares its filter bit with a generic parameter in scope is still a reference: the
    /// filter only says "maybe", and the names are compared.
    func testANameSharingAGenericParametersBitIsStillAReference() {
        let twin = sharingTheBit(of: "T")
        let result = facts(
            """
            struct Box<T> {
                let value: T
                let other: \(twin)
                func make<U>(_ u: U) -> \(twin) { \(twin)(u) }
            }
            let after: T
            """)
        XCTAssertEqual(result.referenceNames, [twin, twin, twin, "T"])
        XCTAssertEqual(result.constructionNames, [twin])
    }
}

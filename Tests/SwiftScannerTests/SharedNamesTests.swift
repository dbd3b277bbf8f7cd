import XCTest

@testable import SwiftScanner

/// Files scanned one after another by a worker share the strings of their long names.
final class SharedNamesTests: XCTestCase {
    private func storage(_ name: String) -> UnsafePointer<UInt8>? {
        name.utf8.withContiguousStorageIfAvailable { $0.baseAddress } ?? nil
    }

    private func scan(_ source: String, _ shared: inout SharedNames) -> FileFacts {
        var storage = ExtractorStorage()
        return SourceScanner.scanAsWorker(source, names: &shared, storage: &storage)
    }

    func testALongNameUsedByTwoFilesIsOneString() {
        var shared = SharedNames()
        let first = scan("let a: NSManagedObjectContext\nlet b: Int\n", &shared)
        let second = scan("func f(_ c: NSManagedObjectContext) -> Int { 0 }\n", &shared)
        let long = [first, second].map { $0.references.first { $0.name == "NSManagedObjectContext" }?.name }
        XCTAssertEqual(long, ["NSManagedObjectContext", "NSManagedObjectContext"])
        XCTAssertNotNil(storage(long[0]!))
        XCTAssertEqual(storage(long[0]!), storage(long[1]!))
    }

    func testWithoutSharingEachFileMakesItsOwnAndTheFactsAreTheSame() {
        let source = "let a: NSManagedObjectContext\nlet b: Int\n"
        var shared = SharedNames()
        let sharedFacts = scan(source, &shared)
        let alone = SourceScanner.scan(source, path: "F.swift")
        XCTAssertEqual(sharedFacts.references, alone.references)
        XCTAssertEqual(sharedFacts.names.names, alone.names.names)
        let longNames = [sharedFacts, alone].map { $0.references[0].name }
        XCTAssertNotEqual(storage(longNames[0]), storage(longNames[1]))
    }

    func testManyNamesGrowTheTableAndInvalidBytesAreRepairedAsAlways() {
        var shared = SharedNames()
        var names: [String] = []
        for index in 0..<600 {
            let bytes = Array("SomeVeryLongTypeName\(index)".utf8)
            names.append(bytes.withUnsafeBufferPointer { shared.string(for: $0, hash: NameHash.of($0)) })
        }
        for index in 0..<600 {
            let bytes = Array("SomeVeryLongTypeName\(index)".utf8)
            let again = bytes.withUnsafeBufferPointer { shared.string(for: $0, hash: NameHash.of($0)) }
            XCTAssertEqual(again, names[index])
            XCTAssertEqual(storage(again), storage(names[index]))
        }
        let invalid: [UInt8] = Array("LongNameWithBadByte".utf8) + [0xFF]
        let repaired = invalid.withUnsafeBufferPointer { shared.string(for: $0, hash: NameHash.of($0)) }
        XCTAssertEqual(repaired, String(decoding: invalid, as: UTF8.self))
    }
}

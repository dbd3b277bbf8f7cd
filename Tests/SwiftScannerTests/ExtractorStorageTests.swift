import XCTest

@testable import SwiftScanner

/// A worker's files fill the same arrays one after another; each file's facts are its own exact copies.
final class ExtractorStorageTests: XCTestCase {
    private let large = (0..<300).map {
        "import Module\($0)\nstruct Type\($0): Base\($0) { let value = Value\($0)(x.y) }\n"
    }
    .joined()
    private let small = "import Foundation\n\nstruct Order {\n    let id = OrderID(raw.value)\n}\n"
    private let broken = "struct Broken {\n    func f() {\n"

    private func scan(_ source: String, _ storage: inout ExtractorStorage) -> FileFacts {
        var names = SharedNames()
        return SourceScanner.scanAsWorker(source, names: &names, storage: &storage)
    }

    func testFilesScannedInTurnHaveTheFactsTheyHaveAlone() {
        var storage = ExtractorStorage()
        for source in [large, small, broken, small, large] {
            let inTurn = scan(source, &storage)
            let alone = SourceScanner.scan(source, path: "F.swift")
            XCTAssertEqual(inTurn.imports, alone.imports)
            XCTAssertEqual(inTurn.declarations, alone.declarations)
            XCTAssertEqual(inTurn.references, alone.references)
            XCTAssertEqual(inTurn.constructions, alone.constructions)
            XCTAssertEqual(inTurn.memberUses, alone.memberUses)
            XCTAssertEqual(inTurn.diagnostics, alone.diagnostics)
        }
        XCTAssertEqual(scan(small, &storage).imports.map(\.module), ["Foundation"], "nothing of the large file stays")
    }

    func testTheArraysAreHandedBackEmptyWithTheirRoom() {
        var storage = ExtractorStorage()
        let facts = scan(large, &storage)
        XCTAssertEqual(facts.imports.count, 300)
        XCTAssertEqual(facts.declarations.count, 300)
        XCTAssertTrue(storage.imports.isEmpty)
        XCTAssertTrue(storage.declarations.isEmpty)
        XCTAssertTrue(storage.memberUses.isEmpty)
        XCTAssertGreaterThanOrEqual(storage.imports.capacity, 300)
        XCTAssertGreaterThanOrEqual(storage.declarations.capacity, 300)
        XCTAssertLessThan(facts.imports.capacity, storage.imports.capacity, "the facts get an exact copy")
    }

    func testRoomBeyondTheLimitIsLetGo() {
        var storage = ExtractorStorage()
        storage.memberUses.reserveCapacity(ExtractorStorage.largestKept + 1)
        storage.constructions.reserveCapacity(16)
        storage.clear()
        XCTAssertEqual(storage.memberUses.capacity, 0)
        XCTAssertGreaterThanOrEqual(storage.constructions.capacity, 16)
    }

    func testTokenRoomIsKeptUpToTheLimit() {
        var storage = ExtractorStorage()
        let kept = storage.tokens
        kept.reserve(TokenStorage.largestKept, keeping: 0)
        storage.clear()
        XCTAssertTrue(storage.tokens === kept)
        XCTAssertEqual(storage.tokens.capacity, TokenStorage.largestKept)
        storage.tokens.reserve(TokenStorage.largestKept + 1, keeping: 0)
        storage.clear()
        XCTAssertFalse(storage.tokens === kept)
        XCTAssertEqual(storage.tokens.capacity, 1)
    }
}

extension SourceScanner {
    /// `source` scanned as a scan worker scans a file, with the worker's shared names and extractor storage.
    static func scanAsWorker(_ source: String, names: inout SharedNames, storage: inout ExtractorStorage)
        -> FileFacts
    {
        var copy = source
        var timing: ScanCPUTime?
        return copy.withUTF8 {
            scan($0, path: "F.swift", timing: &timing, sharing: &names, storage: &storage)
        }
    }
}

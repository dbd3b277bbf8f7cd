import Foundation
import TestSupport
import XCTest

@testable import SwiftScanner

/// `FactCodec`: facts read back from the cache's bytes are the facts the scan made, field by field, and damaged
/// bytes read as nil (or as facts whose indices all point inside them), never as a crash.
final class FactCodecTests: XCTestCase {
    private func sampleFiles() throws -> [String] {
        let root = RepositoryFiles.path("Samples")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: root))
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map {
            root + "/" + $0
        }
    }

    /// The scanner's probe (`ScannerFingerprint.probe`) has every kind of fact: nested declarations, generic
    /// clauses, `#if` branches (nested), a directive, member uses, names over fifteen bytes (shared strings) and a
    /// diagnostic.
    func testEveryFactReadsBackAsTheScanMadeIt() {
        let facts = SourceScanner.scan(ScannerFingerprint.probe, path: "App/Profile.swift")
        XCTAssertFalse(facts.diagnostics.isEmpty)
        XCTAssertEqual(facts.conditionalBranches.count, 5)
        XCTAssertEqual(facts.directives.count, 1)
        XCTAssertFalse(facts.memberUses.isEmpty)
        assertRoundTrip(facts)
    }

    func testEverySampleFileReadsBack() throws {
        let files = try sampleFiles()
        XCTAssertGreaterThan(files.count, 250)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
            assertRoundTrip(SourceScanner.scan(bytes: bytes, path: file), file: file)
        }
    }

    func testFactsReadBackUnderTheNameTheyAreFoundBy() {
        let bytes = FactCodec.encode(SourceScanner.scan("struct Order {}\n", path: "Old/Order.swift"))
        var shared = SharedNames()
        let moved = bytes.withUnsafeBytes { FactCodec.decode($0, path: "New/Order.swift", sharing: &shared) }
        XCTAssertEqual(moved?.path, "New/Order.swift")
        XCTAssertEqual(moved?.declarations.map(\.name), ["Order"])
    }

    func testEveryTruncationReadsAsNil() {
        let bytes = FactCodec.encode(SourceScanner.scan(ScannerFingerprint.probe, path: "Profile.swift"))
        for length in 0..<bytes.count {
            var shared = SharedNames()
            let decoded = bytes.withUnsafeBytes {
                FactCodec.decode(UnsafeRawBufferPointer(rebasing: $0[..<length]), path: "P.swift", sharing: &shared)
            }
            XCTAssertNil(decoded, "\(length) of \(bytes.count) bytes")
        }
    }

    func testACountTheBytesLeftCannotHoldReadsAsNilWithoutReservingRoom() throws {
        // Line count 1, byte count 0, then a name count of 2^40 over a few bytes.
        let bytes: [UInt8] = [1, 0, 0x80, 0x80, 0x80, 0x80, 0x80, 0x20, 3, 0x41, 0x42, 0x43]
        var shared = SharedNames()
        XCTAssertNil(bytes.withUnsafeBytes { FactCodec.decode($0, path: "P.swift", sharing: &shared) })
        // Three items of one byte fit in three bytes; two of two bytes do not.
        try [UInt8]([3, 1, 2, 3]).withUnsafeBytes { raw in
            var reader = FactByteReader(raw)
            XCTAssertEqual(try reader.count(bytesEach: 1), 3)
        }
        try [UInt8]([2, 1, 2, 3]).withUnsafeBytes { raw in
            var reader = FactByteReader(raw)
            XCTAssertThrowsError(try reader.count(bytesEach: 2))
        }
    }

    func testDamagedBytesNeverPointOutsideTheFacts() {
        let bytes = FactCodec.encode(SourceScanner.scan(ScannerFingerprint.probe, path: "Profile.swift"))
        var generator = SeededGenerator(seed: 0xFAC7)
        var readBack = 0
        for _ in 0..<3000 {
            var damaged = bytes
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(
                    in: 0...255, using: &generator)
            }
            var shared = SharedNames()
            guard let facts = damaged.withUnsafeBytes({ FactCodec.decode($0, path: "P.swift", sharing: &shared) })
            else { continue }
            readBack += 1
            let declarations = facts.declarations.count
            for (index, declaration) in facts.declarations.enumerated() {
                XCTAssertLessThan(declaration.parent ?? -1, index, "seed \(generator.seed)")
            }
            for (index, branch) in facts.conditionalBranches.enumerated() {
                XCTAssertLessThan(branch.parent ?? -1, index, "seed \(generator.seed)")
            }
            for position in facts.references.indices {
                XCTAssertLessThan(Int(facts.references.nameIndex(position)), facts.names.names.count)
                XCTAssertLessThan(facts.references.enclosing(position) ?? -1, declarations)
            }
            _ = facts.references.map(\.name) + facts.constructions.map(\.typeName) + facts.memberUses.map(\.member)
        }
        // Most single-byte changes land in a string or a position, where they read back as other facts.
        XCTAssertGreaterThan(readBack, 100)
    }

    private func assertRoundTrip(_ facts: FileFacts, file: String = #function, line: UInt = #line) {
        let bytes = FactCodec.encode(facts)
        var shared = SharedNames()
        guard let decoded = bytes.withUnsafeBytes({ FactCodec.decode($0, path: facts.path, sharing: &shared) }) else {
            return XCTFail("\(file): the encoded facts do not read back", line: line)
        }
        XCTAssertEqual(decoded.path, facts.path, file, line: line)
        XCTAssertEqual(decoded.imports, facts.imports, file, line: line)
        XCTAssertEqual(decoded.declarations, facts.declarations, file, line: line)
        XCTAssertEqual(decoded.references, facts.references, file, line: line)
        XCTAssertEqual(decoded.constructions, facts.constructions, file, line: line)
        XCTAssertEqual(decoded.memberUses, facts.memberUses, file, line: line)
        XCTAssertEqual(decoded.directives, facts.directives, file, line: line)
        XCTAssertEqual(decoded.conditionalBranches, facts.conditionalBranches, file, line: line)
        XCTAssertEqual(decoded.diagnostics, facts.diagnostics, file, line: line)
        XCTAssertEqual(decoded.lineCount, facts.lineCount, file, line: line)
        XCTAssertEqual(decoded.byteCount, facts.byteCount, file, line: line)
        XCTAssertEqual(decoded.names.names, facts.names.names, file, line: line)
    }
}

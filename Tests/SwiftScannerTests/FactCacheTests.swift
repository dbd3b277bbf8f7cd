import Foundation
import TestSupport
import XCTest

@testable import SwiftScanner

/// `FactCache` through `ParallelScanner.scan`: a file whose content the cache holds is not scanned again, the
/// cache written for the next run holds exactly this run's files, and a file that is not a cache is left alone.
final class FactCacheTests: XCTestCase {
    private static let files = [
        "Domain/Order.swift": "public struct Order: Equatable { let id: OrderID }\n",
        "Domain/OrderID.swift": "public struct OrderID: Hashable { let raw: String }\n",
        "Data/OrderRepositoryImpl.swift": "import Domain\nfinal class OrderRepositoryImpl: OrderRepository {}\n",
        "Copy/Order.swift": "public struct Order: Equatable { let id: OrderID }\n",
    ]

    private func discovered(_ tree: TemporaryTree) -> [DiscoveredFile] {
        Self.files.keys.sorted().map { DiscoveredFile(path: tree.path($0), root: tree.root, relativePath: $0) }
    }

    /// Scans the tree's files with `cache` and returns what the run did with it.
    private func scan(_ tree: TemporaryTree, with cache: FactCache) -> (facts: [FileFacts], use: FactCache.Use) {
        let outcomes = ParallelScanner.scan(discovered(tree), after: 0, { _ in }, workers: 2, cache: cache)
        let facts = outcomes.compactMap { outcome -> FileFacts? in
            if case .scanned(let facts) = outcome { return facts }
            return nil
        }
        return (facts, cache.finish())
    }

    private func summary(_ facts: [FileFacts]) -> [String] {
        facts.map { facts in
            facts.path + ": " + facts.declarations.map(\.name).joined(separator: ",") + " / "
                + facts.references.map(\.name).joined(separator: ",")
        }
    }

    func testASecondRunReusesEveryFileAndWritesNothing() throws {
        let tree = try TemporaryTree(Self.files)
        let cold = scan(tree, with: FactCache(salt: "test"))
        XCTAssertEqual(cold.use.reused, 0)
        XCTAssertEqual(cold.use.scanned, 4)
        let contents = try XCTUnwrap(cold.use.contents)
        XCTAssertTrue(contents.starts(with: Array("archlint fact cache\n".utf8)))

        let warm = scan(tree, with: FactCache(salt: "test", bytes: contents))
        XCTAssertEqual(warm.use.reused, 4)
        XCTAssertEqual(warm.use.scanned, 0)
        XCTAssertNil(warm.use.contents)
        XCTAssertEqual(summary(warm.facts), summary(cold.facts))
        XCTAssertEqual(
            summary(warm.facts),
            [
                "Copy/Order.swift: Order / Equatable,OrderID",
                "Data/OrderRepositoryImpl.swift: OrderRepositoryImpl / OrderRepository",
                "Domain/Order.swift: Order / Equatable,OrderID",
                "Domain/OrderID.swift: OrderID / Hashable,String",
            ])
    }

    func testAChangedFileIsScannedAndTheNextCacheHoldsOnlyThisRunsFiles() throws {
        let tree = try TemporaryTree(Self.files)
        let cold = try XCTUnwrap(scan(tree, with: FactCache(salt: "test")).use.contents)
        try tree.write("Domain/OrderID.swift", "public struct OrderID: Hashable { let raw: UUID }\n")
        let changed = scan(tree, with: FactCache(salt: "test", bytes: cold))
        XCTAssertEqual(changed.use.reused, 3)
        XCTAssertEqual(changed.use.scanned, 1)
        XCTAssertEqual(changed.facts[3].references.map(\.name), ["Hashable", "UUID"])
        let next = try XCTUnwrap(changed.use.contents)

        // The old OrderID's entry is gone: restoring the file scans it again.
        try tree.write("Domain/OrderID.swift", Self.files["Domain/OrderID.swift"]!)
        let restored = scan(tree, with: FactCache(salt: "test", bytes: next))
        XCTAssertEqual(restored.use.scanned, 1)
        XCTAssertEqual(restored.facts[3].references.map(\.name), ["Hashable", "String"])
    }

    func testOnlyTheKeptFilesCountAndAreWritten() throws {
        let tree = try TemporaryTree(Self.files)
        let cache = FactCache(salt: "test")
        _ = ParallelScanner.scan(discovered(tree), after: 0, { _ in }, workers: 2, cache: cache)
        let first = cache.finish(keeping: [1, 3])
        XCTAssertEqual(first.scanned, 2)
        let contents = try XCTUnwrap(first.contents)
        // Whether or not a worker scanned the files set aside, a run over the kept ones writes nothing new.
        let next = FactCache(salt: "test", bytes: contents)
        _ = ParallelScanner.scan(discovered(tree), after: 0, { _ in }, workers: 2, cache: next)
        let second = next.finish(keeping: [1, 3])
        XCTAssertEqual(second.reused, 2)
        XCTAssertEqual(second.scanned, 0)
        XCTAssertNil(second.contents)
    }

    func testACacheOfAnotherArchlintStartsEmptyAndIsReplaced() throws {
        let tree = try TemporaryTree(Self.files)
        let old = try XCTUnwrap(scan(tree, with: FactCache(salt: "archlint 0.0.9")).use.contents)
        let cache = FactCache(salt: "archlint 0.1.0", bytes: old)
        XCTAssertNil(cache.problem)
        XCTAssertTrue(cache.isWritable)
        let run = scan(tree, with: cache)
        XCTAssertEqual(run.use.scanned, 4)
        XCTAssertNotNil(run.use.contents)
    }

    func testADamagedEntryIsScannedAgainAndTheRestIsReused() throws {
        let tree = try TemporaryTree(Self.files)
        var bytes = try XCTUnwrap(scan(tree, with: FactCache(salt: "test")).use.contents)
        // The last byte of the last entry (the diagnostics count of the last file), before the stamps' checksum
        // and count (no stamps: the files were written moments ago) and the count of Xcode projects, is changed:
        // the entry's checksum no longer checks out.
        let lastEntryByte = bytes.count - 1 - 1 - 8 - 1
        XCTAssertEqual(bytes[lastEntryByte], 0)
        bytes[lastEntryByte] = 1
        let run = scan(tree, with: FactCache(salt: "test", bytes: bytes))
        XCTAssertEqual(run.use.reused, 3)
        XCTAssertEqual(run.use.scanned, 1)
        // A cut-off cache keeps the entries before the cut.
        let cut = scan(tree, with: FactCache(salt: "test", bytes: Array(bytes.prefix(bytes.count / 2))))
        XCTAssertEqual(cut.use.reused + cut.use.scanned, 4)
        XCTAssertGreaterThan(cut.use.scanned, 0)
    }

    func testAFileThatIsNotACacheIsNeitherUsedNorReplaced() throws {
        let tree = try TemporaryTree(Self.files.merging(["rules.json": "{\"layers\": []}\n"]) { $1 })
        let cache = FactCache(salt: "test", path: tree.path("rules.json"))
        XCTAssertEqual(cache.problem, .notACache)
        XCTAssertEqual(cache.problem?.description, "not an archlint fact cache; not used and not replaced")
        XCTAssertFalse(cache.isWritable)
        XCTAssertEqual(scan(tree, with: cache).use.scanned, 4)
    }

    func testAMissingFileIsAnEmptyCacheAndAFolderKeepsTheCacheInside() throws {
        let tree = try TemporaryTree(Self.files)
        let missing = FactCache(salt: "test", path: tree.path("never/written.cache"))
        XCTAssertNil(missing.problem)
        XCTAssertTrue(missing.isWritable)
        XCTAssertEqual(FactCache.filePath(for: tree.path("Domain")), tree.path("Domain") + "/archlint-facts.cache")
        XCTAssertEqual(
            FactCache.filePath(for: tree.path("Domain") + "/"), tree.path("Domain") + "/archlint-facts.cache")
        XCTAssertEqual(FactCache.filePath(for: tree.path("facts.cache")), tree.path("facts.cache"))
    }

    func testUnreadableCacheIsReportedWithTheSystemsReason() throws {
        let tree = try TemporaryTree(Self.files)
        try FileManager.default.createDirectory(atPath: tree.path("cache.d"), withIntermediateDirectories: true)
        let cache = FactCache(salt: "test", path: tree.path("cache.d"))
        XCTAssertEqual(cache.problem, .unreadable("is a directory"))
        XCTAssertEqual(
            cache.problem?.description, "cannot be read (is a directory); every file is scanned and it is not replaced")
        XCTAssertFalse(cache.isWritable)
    }

    func testContentKeysTellApartFilesThatDifferInOneByteOrInLength() {
        let texts =
            ["", "a", "b", "ab", "ba", String(repeating: "x", count: 16), String(repeating: "x", count: 17)]
            + (0..<64).map { String(repeating: "struct S {}\n", count: 3) + String($0) }
        let keys = texts.map { text in Array(text.utf8).withUnsafeBufferPointer(ContentKey.init) }
        XCTAssertEqual(Set(keys).count, texts.count)
        XCTAssertEqual(Array("ab".utf8).withUnsafeBufferPointer(ContentKey.init), keys[3])
    }
}

/// The files' stamps: a file not written since its facts were recorded is not even opened; one written since is
/// read again; a file written moments before the run is not trusted by its stamp.
final class FactCacheStampTests: XCTestCase {
    private func scan(_ files: [DiscoveredFile], with cache: FactCache) -> (imports: [String], use: FactCache.Use) {
        let outcomes = ParallelScanner.scan(files, after: 0, { _ in }, workers: 1, cache: cache)
        let imports = outcomes.map { outcome -> String in
            switch outcome {
            case .scanned(let facts): return facts.imports.map(\.module).joined(separator: ",")
            case .failed(_, let message): return message
            }
        }
        return (imports, cache.finish())
    }

    private func tree() throws -> (TemporaryTree, [DiscoveredFile]) {
        let tree = try TemporaryTree([
            "Domain/Session.swift": "import Foundation\n", "Data/Keychain.swift": "import Security\n",
        ])
        let files = ["Data/Keychain.swift", "Domain/Session.swift"].map {
            DiscoveredFile(path: tree.path($0), root: tree.root, relativePath: $0)
        }
        return (tree, files)
    }

    /// A run that starts a minute from now, after the files were written: their stamps are settled. (Computed when
    /// asked: the test cases are made when the whole suite starts.)
    private var later: Int64 { FileStamp.now() + 60 }

    func testAFileWithItsRecordedStampIsNotOpened() throws {
        let (tree, files) = try tree()
        let first = try XCTUnwrap(scan(files, with: FactCache(salt: "test", bytes: [], now: later)).use.contents)
        InjectedFaults.faults = [InjectedFaults.Fault(.open, "Data/Keychain.swift", .fail(EACCES))]
        defer { InjectedFaults.faults = [] }
        let second = scan(files, with: FactCache(salt: "test", bytes: first, now: later))
        XCTAssertEqual(second.imports, ["Security", "Foundation"])
        XCTAssertEqual(second.use.reused, 2)
        XCTAssertNil(second.use.contents)
        _ = tree
    }

    func testAFileWrittenSinceIsReadAgainEvenWithTheSameSize() throws {
        let (tree, files) = try tree()
        let first = try XCTUnwrap(scan(files, with: FactCache(salt: "test", bytes: [], now: later)).use.contents)
        try tree.write("Data/Keychain.swift", "import CoreData\n")
        let second = scan(files, with: FactCache(salt: "test", bytes: first, now: later))
        XCTAssertEqual(second.imports, ["CoreData", "Foundation"])
        XCTAssertEqual(second.use.scanned, 1)
        XCTAssertNotNil(second.use.contents)
    }

    func testTheCacheIsWrittenAgainWhenItsStampsChangeAndOnlyThen() throws {
        let (tree, files) = try tree()
        let now = FileStamp.now()
        let unsettled = try XCTUnwrap(scan(files, with: FactCache(salt: "test", bytes: [], now: now)).use.contents)
        // The same facts, now with the stamps that have settled since.
        let settled = scan(files, with: FactCache(salt: "test", bytes: unsettled, now: later))
        XCTAssertEqual(settled.use.reused, 2)
        let stamped = try XCTUnwrap(settled.use.contents)
        XCTAssertNil(scan(files, with: FactCache(salt: "test", bytes: stamped, now: later)).use.contents)
        // The same contents at another path: found by content, and recorded under the new path.
        try FileManager.default.moveItem(
            atPath: tree.path("Domain/Session.swift"), toPath: tree.path("Domain/Login.swift"))
        let moved = [
            files[0],
            DiscoveredFile(path: tree.path("Domain/Login.swift"), root: tree.root, relativePath: "Domain/Login.swift"),
        ]
        let renamed = scan(moved, with: FactCache(salt: "test", bytes: stamped, now: later))
        XCTAssertEqual(renamed.imports, ["Security", "Foundation"])
        XCTAssertEqual(renamed.use.reused, 2)
        XCTAssertNotNil(renamed.use.contents)
    }

    func testAFileWrittenMomentsBeforeTheRunIsFoundByItsContentOnly() throws {
        let (tree, files) = try tree()
        let now = FileStamp.now()
        let first = try XCTUnwrap(scan(files, with: FactCache(salt: "test", bytes: [], now: now)).use.contents)
        // No stamp was recorded, so the next run opens the files (and fails where it cannot).
        InjectedFaults.faults = [InjectedFaults.Fault(.open, "Data/Keychain.swift", .fail(EACCES))]
        defer { InjectedFaults.faults = [] }
        let second = scan(files, with: FactCache(salt: "test", bytes: first, now: now))
        XCTAssertEqual(second.imports, ["cannot read file: permission denied", "Foundation"])
        XCTAssertEqual(second.use.reused, 1)
        _ = tree
    }
}

/// `ScannerFingerprint`: what the cache's salt carries of the scanner.
final class ScannerFingerprintTests: XCTestCase {
    func testTheFingerprintIsThirtyTwoHexadecimalDigitsOfTheProbesFacts() {
        let fingerprint = ScannerFingerprint.current
        XCTAssertEqual(fingerprint.count, 32)
        XCTAssertTrue(fingerprint.allSatisfy(\.isHexDigit), fingerprint)
        let facts = FactCodec.encode(SourceScanner.scan(ScannerFingerprint.probe, path: "Other.swift"))
        let key = facts.withUnsafeBufferPointer(ContentKey.init)
        XCTAssertTrue(fingerprint.hasSuffix(String(key.low, radix: 16)), "the fingerprint hashes the probe's facts")
    }
}

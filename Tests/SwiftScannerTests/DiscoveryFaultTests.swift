import Foundation
import TestSupport
import XCTest

@testable import SwiftScanner

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Trees that change or misbehave under the scanner: files that vanish after discovery, link loops, huge folders.
final class DiscoveryFaultTests: XCTestCase {
    private var tree: TemporaryTree!
    private var root: String { tree.root }

    override func setUpWithError() throws {
        tree = try TemporaryTree()
    }

    override func tearDown() {
        tree.remove()
    }

    private func write(_ relative: String, _ contents: String) throws {
        try tree.write(relative, contents)
    }

    func testFileDeletedOrReplacedAfterDiscoveryIsAReadFailureAndTheOthersAreScanned() throws {
        try write("A.swift", "struct A {}\n")
        try write("B.swift", "struct B {}\n")
        try write("C.swift", "struct C {}\n")
        let found = SourceDiscovery.find([root])
        XCTAssertEqual(found.files.map(\.relativePath), ["A.swift", "B.swift", "C.swift"])
        try FileManager.default.removeItem(atPath: root + "/B.swift")
        try FileManager.default.removeItem(atPath: root + "/C.swift")
        try FileManager.default.createDirectory(atPath: root + "/C.swift", withIntermediateDirectories: false)
        let outcomes = ParallelScanner.scan(found.files, workers: 2)
        XCTAssertEqual(outcomes.count, 3)
        guard case .scanned(let first) = outcomes[0] else { return XCTFail("A.swift not scanned: \(outcomes[0])") }
        XCTAssertEqual(first.declarations.map(\.name), ["A"])
        guard case .failed(let path, let message) = outcomes[1] else { return XCTFail("\(outcomes[1])") }
        XCTAssertEqual(path, root + "/B.swift")
        XCTAssertEqual(message, "cannot read file: no such file or directory")
        guard case .failed(_, let directoryMessage) = outcomes[2] else { return XCTFail("\(outcomes[2])") }
        XCTAssertEqual(directoryMessage, "cannot read file: is a directory")
    }

    func testLinkLoopsAreReportedAsLoopsNotAsDanglingLinks() throws {
        try FileManager.default.createSymbolicLink(atPath: root + "/Self.swift", withDestinationPath: "Self.swift")
        try FileManager.default.createSymbolicLink(atPath: root + "/Ping", withDestinationPath: "Pong")
        try FileManager.default.createSymbolicLink(atPath: root + "/Pong", withDestinationPath: "Ping")
        try FileManager.default.createSymbolicLink(atPath: root + "/Gone.swift", withDestinationPath: "Missing")
        let loop = "cannot follow symbolic link: too many levels of symbolic links"
        let found = SourceDiscovery.find([root], followSymlinks: true)
        XCTAssertEqual(found.files, [])
        XCTAssertEqual(
            found.problems,
            [
                InputProblem(path: root + "/Gone.swift", message: "dangling symbolic link"),
                InputProblem(path: root + "/Ping", message: loop),
                InputProblem(path: root + "/Pong", message: loop),
                InputProblem(path: root + "/Self.swift", message: loop),
            ])
    }

    /// Problems come in path order whatever order the file system lists entries in, so output is the same everywhere.
    func testProblemsAreSortedByPath() throws {
        let names = (0..<40).map { "Link\($0).swift" }
        var generator = SeededGenerator(seed: 0x5052_4F42)
        for name in names.shuffled(using: &generator) {
            try FileManager.default.createSymbolicLink(atPath: root + "/" + name, withDestinationPath: "Missing")
        }
        let found = SourceDiscovery.find([root])
        XCTAssertEqual(found.problems.map(\.path), names.sorted().map { root + "/" + $0 })
    }

    /// Discovery must stay linear in the number of files of one folder: 10 times the files take 8 to 14 times as
    /// long on a quiet 2-core machine (sorting, and a folder ten times larger in the caches); a quadratic walk would
    /// take 100 times as long. The bound, 40, leaves room for a busy machine (a CI run under load measured 20.2).
    /// Each size is timed three times and the fastest run counts.
    func testDiscoveryIsLinearInTheSizeOfAFolder() throws {
        let small = try makeFolder("Small", files: 10_000)
        let large = try makeFolder("Large", files: 100_000)
        let smallTime = try (0..<3).map { _ in try measureDiscovery(small, expecting: 10_000) }.min()!
        let largeTime = try (0..<3).map { _ in try measureDiscovery(large, expecting: 100_000) }.min()!
        XCTAssertLessThan(largeTime / smallTime, 40, "10k files: \(smallTime) s, 100k files: \(largeTime) s")
    }

    private func makeFolder(_ name: String, files count: Int) throws -> String {
        let folder = root + "/" + name
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        for index in 0..<count {
            let descriptor = open(folder + "/File\(index).swift", O_CREAT | O_WRONLY, 0o644)
            XCTAssertGreaterThanOrEqual(descriptor, 0)
            close(descriptor)
        }
        return folder
    }

    private func measureDiscovery(_ folder: String, expecting count: Int) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        let found = SourceDiscovery.find([folder])
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        XCTAssertEqual(found.files.count, count)
        XCTAssertEqual(found.problems, [])
        return max(seconds, 1e-6)
    }
}

import Foundation
import SwiftScanner
import TestSupport
import XCTest

/// `ParallelScanner.scan(progress:)`: one call per file, from any worker, with the total.
final class ScanProgressTests: XCTestCase {
    private final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var started: [Int] = []
        private(set) var totals: Set<Int> = []

        func record(_ started: Int, _ total: Int) {
            lock.lock()
            defer { lock.unlock() }
            self.started.append(started)
            totals.insert(total)
        }
    }

    func testProgressCountsEveryFileOnce() throws {
        let tree = try TemporaryTree()
        let root = tree.root
        var files: [DiscoveredFile] = []
        for index in 0..<50 {
            let name = "F\(index).swift"
            try "struct Type\(index) {}\n".write(toFile: root + "/" + name, atomically: false, encoding: .utf8)
            files.append(DiscoveredFile(path: root + "/" + name, root: root, relativePath: name))
        }
        files.append(DiscoveredFile(path: root + "/Gone.swift", root: root, relativePath: "Gone.swift"))
        let calls = Calls()
        let outcomes = ParallelScanner.scan(files, workers: 3) { started, total in calls.record(started, total) }
        XCTAssertEqual(outcomes.count, 51)
        XCTAssertEqual(calls.started.sorted(), Array(1...51))
        XCTAssertEqual(calls.totals, [51])
    }
}

import Foundation
import SwiftScanner
import TestSupport
import XCTest

/// `ParallelScanner.scan(after:_:whenTasksDone:)`: the follow-up runs once, after every task, and the files it
/// names are not scanned when no worker has taken them yet.
final class ScanFollowUpTests: XCTestCase {
    private final class Events: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var list: [String] = []
        private(set) var tasksDoneAtFollowUp: [Int] = []
        private var tasksDone = 0

        func task(_ index: Int) {
            lock.lock()
            defer { lock.unlock() }
            list.append("task \(index)")
            tasksDone += 1
        }

        func followUp() {
            lock.lock()
            defer { lock.unlock() }
            list.append("follow-up")
            tasksDoneAtFollowUp.append(tasksDone)
        }
    }

    private func files(_ count: Int) throws -> (TemporaryTree, [DiscoveredFile]) {
        let tree = try TemporaryTree()
        var files: [DiscoveredFile] = []
        for index in 0..<count {
            let name = "F\(index).swift"
            try "import Kit\(index)\n".write(toFile: tree.root + "/" + name, atomically: false, encoding: .utf8)
            files.append(DiscoveredFile(path: tree.root + "/" + name, root: tree.root, relativePath: name))
        }
        return (tree, files)
    }

    private func summary(_ outcome: ScanOutcome) -> String {
        switch outcome {
        case .scanned(let facts): return facts.imports.map(\.module).joined()
        case .failed(_, let message): return message
        }
    }

    func testOneWorkerRunsTheTasksThenTheFollowUpThenTheFilesItDoesNotSkip() throws {
        let (tree, files) = try files(5)
        defer { _ = tree }
        let events = Events()
        let outcomes = ParallelScanner.scan(
            files, after: 2, { events.task($0) },
            whenTasksDone: {
                events.followUp()
                return [1, 3]
            }, workers: 1)
        XCTAssertEqual(events.list, ["task 0", "task 1", "follow-up"])
        XCTAssertEqual(outcomes.map(summary), ["Kit0", "not scanned", "Kit2", "not scanned", "Kit4"])
    }

    func testWithoutTasksTheFollowUpRunsFirst() throws {
        let (tree, files) = try files(3)
        defer { _ = tree }
        let events = Events()
        let outcomes = ParallelScanner.scan(
            files, after: 0, { events.task($0) },
            whenTasksDone: {
                events.followUp()
                return [0, 2]
            }, workers: 1)
        XCTAssertEqual(events.list, ["follow-up"])
        XCTAssertEqual(outcomes.map(summary), ["not scanned", "Kit1", "not scanned"])
    }

    func testOnManyWorkersTheFollowUpRunsOnceAfterEveryTask() throws {
        let (tree, files) = try files(40)
        defer { _ = tree }
        for _ in 0..<20 {
            let events = Events()
            let outcomes = ParallelScanner.scan(
                files, after: 3, { events.task($0) },
                whenTasksDone: {
                    events.followUp()
                    return []
                }, workers: 4)
            XCTAssertEqual(events.tasksDoneAtFollowUp, [3])
            XCTAssertEqual(events.list.filter { $0.hasPrefix("task") }.sorted(), ["task 0", "task 1", "task 2"])
            XCTAssertEqual(outcomes.map(summary), (0..<40).map { "Kit\($0)" })
        }
    }
}

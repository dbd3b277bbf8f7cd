import Dispatch
import XCTest

@testable import SwiftScanner

final class LockTests: XCTestCase {
    /// A counter that is only correct when every increment happens under the lock.
    private final class Counter: @unchecked Sendable {
        let lock = Lock()
        var value = 0
        var inside = 0
        var overlapped = false

        func increment() {
            lock.lock()
            inside += 1
            if inside > 1 { overlapped = true }
            value += 1
            inside -= 1
            lock.unlock()
        }
    }

    func testIncrementsFromManyThreadsAreNeitherLostNorOverlapping() {
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<20_000 { counter.increment() }
        }
        XCTAssertEqual(counter.value, 160_000)
        XCTAssertFalse(counter.overlapped)
    }
}

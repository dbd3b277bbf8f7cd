import Foundation
import TestSupport
import XCTest

@testable import SwiftScanner

/// The seam that makes file-system calls fail on purpose, as the fault tests use it.
final class InjectedFaultsTests: XCTestCase {
    override func tearDown() {
        InjectedFaults.faults = []
    }

    func testTheEnvironmentFormNamesCallPathAndEffectAndSkipsMalformedItems() {
        let faults = InjectedFaults.parse(
            "open:Domain/A.swift:EACCES;opendir:Locked:EIO;nonsense;write:out.sarif:stall;create:x:EBADNAME;;")
        XCTAssertEqual(faults.map(\.call), [.open, .opendir, .write])
        XCTAssertEqual(faults.map(\.path), ["Domain/A.swift", "Locked", "out.sarif"])
        XCTAssertEqual(faults.map(\.effect), [.fail(EACCES), .fail(EIO), .stall])
    }

    func testAFaultMatchesItsPathOrAPathEndingInItAfterASlash() {
        InjectedFaults.faults = [InjectedFaults.Fault(.open, "Domain/A.swift", .fail(EACCES))]
        XCTAssertEqual(InjectedFaults.error(.open, "Domain/A.swift"), EACCES)
        XCTAssertEqual(InjectedFaults.error(.open, "/tmp/r/Domain/A.swift"), EACCES)
        XCTAssertNil(InjectedFaults.error(.open, "/tmp/r/XDomain/A.swift"))
        XCTAssertNil(InjectedFaults.error(.opendir, "Domain/A.swift"), "another call on the same path")
        InjectedFaults.faults = []
        XCTAssertNil(InjectedFaults.error(.open, "Domain/A.swift"))
    }

    /// An unreadable file (which permissions cannot make for the superuser): the reader and the scanner report
    /// the system's reason, and the other files are scanned.
    func testAnInjectedReadFailureReachesTheReaderAndTheScanner() throws {
        let tree = try TemporaryTree(["A.swift": "struct A {}\n", "B.swift": "struct B {}\n"])
        InjectedFaults.faults = [InjectedFaults.Fault(.open, "B.swift", .fail(EACCES))]
        XCTAssertThrowsError(try FileReader.contents(ofFile: tree.path("B.swift"))) { error in
            XCTAssertEqual((error as? FileReader.Failure)?.reason, "permission denied")
        }
        let files = ["A.swift", "B.swift"].map {
            DiscoveredFile(path: tree.path($0), root: tree.root, relativePath: $0)
        }
        let outcomes = ParallelScanner.scan(files, workers: 2)
        guard case .scanned(let facts) = outcomes[0] else { return XCTFail("\(outcomes[0])") }
        XCTAssertEqual(facts.declarations.map(\.name), ["A"])
        guard case .failed(let path, let message) = outcomes[1] else { return XCTFail("\(outcomes[1])") }
        XCTAssertEqual(path, tree.path("B.swift"))
        XCTAssertEqual(message, "cannot read file: permission denied")
    }
}

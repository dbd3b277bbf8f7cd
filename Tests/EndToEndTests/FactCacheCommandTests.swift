import Foundation
import TestSupport
import XCTest

/// `archlint check --cache-path`: a second run gives the same report from the cache, an edited file is checked
/// as it is now, and a cache that cannot be used or written is a warning that changes neither the report nor the
/// exit code.
final class FactCacheCommandTests: XCTestCase {
    private static let app = [
        "Domain/Entities/Session.swift": "public struct Session { let token: String }\n",
        "Domain/UseCases/SignInUseCase.swift": """
        final class SignInUseCase {
            private let keychain = KeychainStore()
            func run() -> Session? { keychain.load() }
        }

        """,
        "Data/KeychainStore.swift": "final class KeychainStore { func load() -> Session? { nil } }\n",
    ]

    private func timingsCacheNote(_ stderr: String) -> String? {
        guard let range = stderr.range(of: #"\d+ of \d+ files from the fact cache"#, options: .regularExpression)
        else { return nil }
        return String(stderr[range])
    }

    func testASecondRunReportsTheSameFromTheCache() throws {
        let tree = try TemporaryTree(Self.app)
        let cold = Archlint.run(["check", "--cache-path", ".archlint-cache", "--timings"], in: tree.url)
        XCTAssertEqual(cold.status, 1, cold.stderr)
        XCTAssertEqual(timingsCacheNote(cold.stderr), "0 of 3 files from the fact cache")
        XCTAssertTrue(FileManager.default.fileExists(atPath: tree.path(".archlint-cache")))
        let warm = Archlint.run(["check", "--cache-path", ".archlint-cache", "--timings"], in: tree.url)
        XCTAssertEqual(warm.status, 1, warm.stderr)
        XCTAssertEqual(timingsCacheNote(warm.stderr), "3 of 3 files from the fact cache")
        XCTAssertEqual(warm.stdout, cold.stdout)
        XCTAssertTrue(
            warm.stdout.contains("Domain/UseCases/SignInUseCase.swift:2:"), "the use case builds the keychain store")
        let uncached = Archlint.run(["check"], in: tree.url)
        XCTAssertEqual(warm.stdout, uncached.stdout)
    }

    func testAnEditedFileIsCheckedAsItIsNow() throws {
        let tree = try TemporaryTree(Self.app)
        XCTAssertEqual(Archlint.run(["check", "--cache-path", "facts.cache"], in: tree.url).status, 1)
        try tree.write(
            "Domain/UseCases/SignInUseCase.swift",
            """
            protocol SessionStore { func load() -> Session? }
            final class SignInUseCase {
                private let store: SessionStore
                init(store: SessionStore) { self.store = store }
                func run() -> Session? { store.load() }
            }

            """)
        let fixed = Archlint.run(["check", "--cache-path", "facts.cache", "--timings"], in: tree.url)
        XCTAssertEqual(fixed.status, 0, fixed.stdout + fixed.stderr)
        XCTAssertEqual(timingsCacheNote(fixed.stderr), "2 of 3 files from the fact cache")
    }

    func testAFolderKeepsTheCacheInside() throws {
        let tree = try TemporaryTree(Self.app)
        try FileManager.default.createDirectory(atPath: tree.path(".cache"), withIntermediateDirectories: true)
        let run = Archlint.run(["check", "--cache-path", ".cache"], in: tree.url)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: tree.path(".cache/archlint-facts.cache")))
    }

    func testAFileThatIsNotACacheIsLeftAloneWithAWarning() throws {
        let tree = try TemporaryTree(Self.app.merging(["notes.txt": "release checklist\n"]) { $1 })
        let run = Archlint.run(["check", "--cache-path", "notes.txt"], in: tree.url)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(
            run.stderr.contains(
                "archlint: warning: fact cache 'notes.txt': not an archlint fact cache; not used and not replaced\n"),
            run.stderr)
        XCTAssertEqual(try String(contentsOfFile: tree.path("notes.txt"), encoding: .utf8), "release checklist\n")
        XCTAssertEqual(run.stdout, Archlint.run(["check"], in: tree.url).stdout)
    }

    func testACacheThatCannotBeWrittenIsAWarning() throws {
        let tree = try TemporaryTree(Self.app)
        let run = Archlint.run(["check", "--cache-path", "missing/facts.cache"], in: tree.url)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(
            run.stderr.contains(
                "archlint: warning: cannot write fact cache 'missing/facts.cache': no such file or directory\n"),
            run.stderr)
    }

    func testBaselineAndCheckShareTheCache() throws {
        let tree = try TemporaryTree(Self.app)
        let baseline = Archlint.run(["baseline", "--cache-path", "facts.cache"], in: tree.url)
        XCTAssertEqual(baseline.status, 0, baseline.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: tree.path("facts.cache")))
        let check = Archlint.run(
            ["check", "--baseline", ".archlint-baseline.json", "--cache-path", "facts.cache", "--timings"], in: tree.url
        )
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        XCTAssertEqual(timingsCacheNote(check.stderr), "3 of 3 files from the fact cache")
    }
}

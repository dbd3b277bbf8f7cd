import SwiftScanner
import XCTest

/// The names the scanner interns: one entry per distinct name, and per reference, construction and member
/// use the index of its own name.
final class FileNamesTests: XCTestCase {
    private let source = """
        import Foundation

        final class ProfileViewModel: ObservableObject {
            private let repository: ProfileRepository
            private let session = URLSession.shared
            private var cache: [String: Profile] = [:]

            init(repository: ProfileRepository = RemoteProfileRepository(client: APIClient.Default())) {
                self.repository = repository
            }

            func load(_ id: String) -> Profile? {
                let formatter = DateFormatter()
                _ = `Profile`.empty
                return cache[id] ?? Profile.Builder().build()
            }
        }
        """

    func testEveryFactPointsAtItsOwnNameAndEachNameIsKeptOnce() {
        let facts = SourceScanner.scan(source, path: "ProfileViewModel.swift")
        let names = facts.names
        XCTAssertTrue(names.covers(facts))
        XCTAssertEqual(names.references.map { names.names[Int($0)] }, facts.references.map(\.name))
        XCTAssertEqual(names.constructions.map { names.names[Int($0)] }, facts.constructions.map(\.typeName))
        XCTAssertEqual(names.memberUses.map { names.names[Int($0)] }, facts.memberUses.map(\.typeName))
        XCTAssertEqual(Set(names.names).count, names.names.count)
        XCTAssertEqual(
            facts.references.indices.map { names.names[Int(names.reference($0))] }, facts.references.map(\.name))
        XCTAssertEqual(
            facts.memberUses.indices.map { names.names[Int(names.memberUse($0))] }, facts.memberUses.map(\.typeName))
        XCTAssertEqual(
            facts.constructions.map(\.typeName),
            ["RemoteProfileRepository", "APIClient.Default", "DateFormatter", "Profile.Builder"])
        XCTAssertEqual(facts.memberUses.map(\.typeName), ["URLSession", "Profile"])
        XCTAssertEqual(
            facts.references.filter { $0.name == "Profile" }.map(\.position.line), [6, 12, 14])
        XCTAssertEqual(
            facts.references.filter { $0.name == "Profile.Builder" }.map(\.position.line), [15])
    }

    func testHandBuiltFactsHaveNoNames() {
        let facts = FileFacts(
            path: "A.swift", references: [TypeReference(name: "A", position: SourcePosition(line: 1, column: 1))])
        XCTAssertFalse(facts.names.covers(facts))
    }

    func testHashesOfBytesAndStringsAgree() {
        for name in [
            "", "A", "Profile", "ProfileRepository", "APIClient.Default", "Ünïcode", String(repeating: "x", count: 100),
        ] {
            var copy = name
            XCTAssertEqual(copy.withUTF8 { NameHash.of($0) }, NameHash.of(name), name)
        }
        XCTAssertNotEqual(NameHash.of("ProfileA"), NameHash.of("ProfileB"))
        XCTAssertNotEqual(NameHash.of("Profile"), NameHash.of("Profile\u{0}"))
    }
}

import SwiftScanner
import XCTest

/// The names of a file's facts: one entry per distinct name, and per reference, construction and member use
/// the index of its own name, whether the scanner made the facts or they were built by hand.
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
        let names = facts.names.names
        XCTAssertEqual(Set(names).count, names.count)
        XCTAssertEqual(
            facts.references.indices.map { names[Int(facts.references.nameIndex($0))] },
            facts.references.map(\.name))
        XCTAssertEqual(
            facts.constructions.map(\.typeName),
            ["RemoteProfileRepository", "APIClient.Default", "DateFormatter", "Profile.Builder"])
        XCTAssertEqual(
            facts.constructions.indices.map { names[Int(facts.constructions.nameIndex($0))] },
            facts.constructions.map(\.typeName))
        XCTAssertEqual(facts.memberUses.map(\.typeName), ["URLSession", "Profile"])
        XCTAssertEqual(facts.memberUses.map(\.member), ["shared", "empty"])
        XCTAssertEqual(
            facts.references.filter { $0.name == "Profile" }.map(\.position.line), [6, 12, 14])
        XCTAssertEqual(
            facts.references.filter { $0.name == "Profile.Builder" }.map(\.position.line), [15])
        // The one `Profile` of the names serves its references, its construction and its member use.
        let profile = Int32(names.firstIndex(of: "Profile")!)
        XCTAssertEqual(facts.references.indices.filter { facts.references.nameIndex($0) == profile }.count, 3)
        XCTAssertEqual(facts.memberUses.nameIndex(1), profile)
    }

    func testTheNamesKeepNoSpareRoomOnceTheFileIsScanned() {
        // 17 names: the table grows to 64 slots and reserves room for 32 names on the way.
        let source = (1...17).map { "let value\($0): Model\($0)\n" }.joined()
        let names = SourceScanner.scan(source, path: "Models.swift").names.names
        XCTAssertEqual(names, (1...17).map { "Model\($0)" })
        XCTAssertLessThanOrEqual(names.capacity - names.count, names.count / 8 + 2)
    }

    func testHandBuiltFactsInternTheirNames() {
        let position = SourcePosition(line: 1, column: 1)
        let facts = FileFacts(
            path: "A.swift",
            references: [
                TypeReference(name: "Session", position: position),
                TypeReference(name: "Account", position: position, enclosing: 0),
                TypeReference(name: "Session", position: position),
            ],
            constructions: [Construction(typeName: "Account", position: position)],
            memberUses: [MemberUse(typeName: "Clock", member: "now", position: position, enclosing: 2)])
        XCTAssertEqual(facts.names.names, ["Session", "Account", "Clock"])
        XCTAssertEqual(facts.references.indices.map(facts.references.nameIndex), [0, 1, 0])
        XCTAssertEqual(facts.constructions.nameIndex(0), 1)
        XCTAssertEqual(facts.references.map(\.enclosing), [nil, 0, nil])
        XCTAssertEqual(
            Array(facts.memberUses), [MemberUse(typeName: "Clock", member: "now", position: position, enclosing: 2)])
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

    /// The byte comparison of names, paths and project object ids.
    func testByteRangesHaveTheSameBytesOnlyWhenEveryByteIsWhateverTheLengthAndWhereTheyDiffer() {
        for length in 0...33 {
            let bytes = (0..<length).map { UInt8(ascii: "A") &+ UInt8($0 % 26) }
            bytes.withUnsafeBufferPointer { original in
                XCTAssertTrue(original.hasSameBytes(as: original), "\(length)")
                let copy = Array(original)
                copy.withUnsafeBufferPointer { XCTAssertTrue(original.hasSameBytes(as: $0), "\(length)") }
                for position in 0..<length {
                    var changed = copy
                    changed[position] ^= 0x20
                    changed.withUnsafeBufferPointer {
                        XCTAssertFalse(original.hasSameBytes(as: $0), "\(length), byte \(position)")
                    }
                }
                let longer = copy + [UInt8(ascii: "x")]
                longer.withUnsafeBufferPointer { XCTAssertFalse(original.hasSameBytes(as: $0), "\(length)") }
            }
        }
    }
}

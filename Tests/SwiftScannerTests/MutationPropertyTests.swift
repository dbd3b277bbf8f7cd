import Foundation
import TestSupport
import XCTest

@testable import SwiftScanner

/// Damages source text the way editors, merges and bad encodings do.
enum SourceMutation: CaseIterable {
    case flipByte, truncate, deleteRange, duplicateRange, insertFragment, insertHighByte, insertNul

    static let fragments = [
        "\"", "\"\"\"", "/*", "*/", "//", "#if DEBUG\n", "#else\n", "#endif\n", "\\(", "#\"", "\"#", "#/", "/",
        "(", ")", "{", "}", "[", "]", "<", ">", "`", "\r", "\r\n", "\n", "<<<<<<< HEAD\n", "=======\n",
        "import ", "class ", "extension ", "@", "\u{FEFF}", "é",
    ]

    func apply(to bytes: inout [UInt8], using random: inout SeededGenerator) {
        let position = Int.random(in: 0...bytes.count, using: &random)
        switch self {
        case .flipByte where !bytes.isEmpty:
            bytes[min(position, bytes.count - 1)] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
        case .truncate:
            bytes.removeSubrange(position...)
        case .deleteRange:
            bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...40, using: &random)))
        case .duplicateRange:
            let end = min(bytes.count, position + Int.random(in: 1...80, using: &random))
            bytes.insert(contentsOf: bytes[position..<end], at: Int.random(in: 0...bytes.count, using: &random))
        case .insertFragment:
            bytes.insert(contentsOf: Array(Self.fragments.randomElement(using: &random)!.utf8), at: position)
        case .insertHighByte:
            bytes.insert(UInt8.random(in: 0x80...0xFF, using: &random), at: position)
        case .insertNul:
            bytes.insert(0, at: position)
        case .flipByte:
            break
        }
    }
}

/// Damaged sources must scan to an end, with every position inside the file, and must not disturb other files.
final class MutationPropertyTests: XCTestCase {
    static let sources = [
        """
        import Combine
        @testable import Domain

        /// Shows the login form.
        @MainActor
        public final class LoginViewModel: ObservableObject {
            @Published private(set) var state: LoginState = .idle
            private let useCase: any LoginUseCase

            init(useCase: some LoginUseCase = DefaultLoginUseCase(repository: UserRepositoryImpl())) {
                self.useCase = useCase
            }

            func login(name: String) async {
                state = .failed("\\(name.uppercased()) \\(Error.self) \\(URLSession.shared.configuration)")
                let pattern = /(?<year>\\d{4})-(?<month>\\d{2})/
                let raw = #"raw \\(NotInterpolated) \\#(Interpolated.value)"#
            }
        }
        """,
        """
        #if canImport(UIKit)
        import UIKit
        typealias PlatformImage = UIImage
        #elseif os(macOS)
        import AppKit
        typealias PlatformImage = NSImage
        #endif

        protocol ImageStore<Image>: AnyObject where Image: Sendable {
            associatedtype Image
            func image(for key: String) async throws -> Image? // archlint: disable:this references -- cache
        }

        actor MemoryImageStore<Key: Hashable, Value>: ImageStore {
            private var storage: [Key: Value] = [:]
            let banner = \"\"\"
                Cached images: \\(Int.max)
                \"\"\"
            /* a /* nested */ comment */
            nonisolated func image(for key: String) async throws -> Value? { nil }
        }
        """,
        """
        import Foundation

        enum Outer {
            struct Middle<T>: Codable where T: Codable {
                let value: T
                enum CodingKeys: String, CodingKey { case value }
            }
            extension Middle.CodingKeys: CaseIterable {}
        }

        struct UserRepositoryImpl: UserRepository {
            func user(id: User.ID) throws -> User {
                let data = try Data(contentsOf: URL(fileURLWithPath: "/tmp/\\(id)"))
                return try JSONDecoder().decode(UserDTO.self, from: data).toDomain()
            }
        }
        """,
    ]

    func testDamagedSourcesScanToAnEndWithEveryPositionInsideTheFile() {
        var random = SeededGenerator(seed: 0x5EED_0001)
        for round in 0..<4000 {
            var bytes = Array(Self.sources[round % Self.sources.count].utf8)
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                SourceMutation.allCases.randomElement(using: &random)!.apply(to: &bytes, using: &random)
            }
            let facts = SourceScanner.scan(bytes: bytes, path: "Mutated.swift")
            XCTAssertEqual(facts.byteCount, bytes.count)
            let violations = FactPositions.outsideFile(facts, bytes: bytes)
            XCTAssertEqual(
                violations, [],
                "seed \(random.seed), round \(round): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            if !violations.isEmpty { return }
        }
    }

    func testADamagedFileDoesNotChangeTheFactsOfTheOtherFiles() throws {
        let tree = try TemporaryTree()
        let folder = tree.root
        var random = SeededGenerator(seed: 0x5EED_0002)
        let originals = Self.sources.map { Array($0.utf8) }
        let alone = originals.enumerated().map { SourceScanner.scan(bytes: $1, path: "F\($0).swift") }
        for round in 0..<60 {
            let damaged = round % originals.count
            var bytes = originals[damaged]
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                SourceMutation.allCases.randomElement(using: &random)!.apply(to: &bytes, using: &random)
            }
            var files: [DiscoveredFile] = []
            for (index, original) in originals.enumerated() {
                let name = "F\(index).swift"
                let contents = index == damaged ? bytes : original
                try Data(contents).write(to: URL(fileURLWithPath: folder + "/" + name))
                files.append(DiscoveredFile(path: folder + "/" + name, root: folder, relativePath: name))
            }
            // One worker reuses one read buffer for every file, in order; two share the files between them.
            for workers in [1, 2] {
                let outcomes = ParallelScanner.scan(files + files.reversed(), workers: workers)
                for (slot, outcome) in outcomes.enumerated() {
                    let index = slot < files.count ? slot : 2 * files.count - 1 - slot
                    guard case .scanned(let facts) = outcome else { return XCTFail("\(outcome)") }
                    if index == damaged { continue }
                    XCTAssertEqual(
                        FactSummary(facts), FactSummary(alone[index]),
                        "seed \(random.seed), round \(round), file \(index), \(workers) workers")
                }
            }
        }
    }

    /// An XcodeGen spec with every construct of the subset the reader knows.
    static let xcodegenSpec = """
        name: Shop
        include: [targets.yml]
        options: {bundleIdPrefix: "com.example", deploymentTarget: {iOS: '16.0'}}
        targets:
          Shop:
            type: application
            sources:
              - path: App  # the app
                excludes: ["**/*.md", 'Old/**']
            dependencies:
              - target: Kit
              - package: Algorithms
            settings:
              base:
                PRODUCT_MODULE_NAME: ShopApp
            postBuildScripts:
              - script: |
                  echo "done: $PRODUCT_NAME"
                name: Done

        """

    /// A package manifest with products, local and remote dependencies, and targets of each kind.
    static let packageManifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Shop",
            products: [.library(name: "ShopKit", targets: ["Domain", "Data"])],
            dependencies: [
                .package(url: "https://example.com/algorithms.git", from: "1.0.0"),
                .package(path: "../Networking"),
            ],
            targets: [
                .target(name: "Domain"),
                .target(name: "Data", dependencies: ["Domain", .product(name: "Algorithms", package: "algorithms")]),
                .executableTarget(name: "App", dependencies: ["Data", "Networking"], path: "Sources/App"),
                .testTarget(name: "DomainTests", dependencies: ["Domain"]),
            ]
        )

        """

    /// A Tuist project manifest with a framework, an app depending on it and a test target.
    static let tuistManifest = """
        import ProjectDescription

        let project = Project(
            name: "Shop",
            targets: [
                .target(name: "Kit", destinations: .iOS, product: .framework, bundleId: "com.example.kit",
                        sources: ["Kit/Sources/**"], dependencies: [.external(name: "Algorithms")]),
                .target(name: "Shop", destinations: .iOS, product: .app, bundleId: "com.example.shop",
                        sources: ["App/**"], dependencies: [.target(name: "Kit"), .sdk(name: "c++", type: .library)]),
                .target(name: "ShopTests", destinations: .iOS, product: .unitTests, bundleId: "com.example.tests",
                        dependencies: [.target(name: "Shop")]),
            ]
        )

        """

    /// Damaged project files and manifests (XcodeGen, Xcode, SwiftPM, Tuist) are read to an end: targets, or
    /// diagnostics whose lines are in the file. (A flow list item ending at `: ` once made the XcodeGen reader
    /// loop without moving until memory ran out.)
    func testDamagedProjectFilesReadToAnEndWithLinesInsideTheFile() {
        var random = SeededGenerator(seed: 0x5EED_0003)
        let originals = [Self.xcodegenSpec, ProjectReaderTests.project, Self.packageManifest, Self.tuistManifest]
            .map { Array($0.utf8) }
        for round in 0..<4000 {
            var bytes = originals[round % originals.count]
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                SourceMutation.allCases.randomElement(using: &random)!.apply(to: &bytes, using: &random)
            }
            let positions: [SourcePosition]
            switch round % originals.count {
            case 0:
                let manifest = XcodeGenReader.read(path: "project.yml") { $0 == "project.yml" ? bytes : nil }
                positions = manifest.diagnostics.filter { $0.path == "project.yml" }.map(\.position)
            case 1:
                positions = bytes.withUnsafeBufferPointer {
                    XcodeProjectReader.read($0, path: "Shop.xcodeproj/project.pbxproj").diagnostics.map(\.position)
                }
            case 2:
                positions = ManifestReader.read(bytes: bytes, path: "Package.swift").diagnostics.map(\.position)
            default:
                positions = bytes.withUnsafeBufferPointer {
                    TuistReader.read($0, path: "Project.swift", helpers: TuistHelpers()) { _ in true }
                        .diagnostics.map(\.position)
                }
            }
            // Swift ends a line at a lone `\r` too (as `FactPositions` counts); the project formats at `\n` only.
            let lines =
                round % originals.count >= 2
                ? FactPositions.lineLengths(bytes).count : 1 + bytes.lazy.filter { $0 == Byte.newline }.count
            let outside = positions.filter { !(1...lines).contains($0.line) || $0.column < 1 }
            XCTAssertEqual(
                outside, [],
                "seed \(random.seed), round \(round): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            if !outside.isEmpty { return }
        }
    }
}

/// Every fact of a file as one comparable value (`FileFacts` itself is not `Equatable`).
struct FactSummary: Equatable {
    var imports: [ImportFact]
    var declarations: [DeclarationFact]
    var references: [TypeReference]
    var constructions: [Construction]
    var memberUses: [MemberUse]
    var directives: [CommentDirective]
    var diagnostics: [ScanDiagnostic]
    var lineCount: Int
    var byteCount: Int

    init(_ facts: FileFacts) {
        imports = facts.imports
        declarations = facts.declarations
        references = Array(facts.references)
        constructions = Array(facts.constructions)
        memberUses = Array(facts.memberUses)
        directives = facts.directives
        diagnostics = facts.diagnostics
        lineCount = facts.lineCount
        byteCount = facts.byteCount
    }
}

/// Checks that facts point into their file.
enum FactPositions {
    /// Descriptions of the positions that lie outside the file: a line outside 1...lineCount+1, a column below 1
    /// or more than one byte past the end of its line.
    static func outsideFile(_ facts: FileFacts, bytes: [UInt8]) -> [String] {
        let lengths = lineLengths(bytes)
        var positions: [(String, SourcePosition)] = []
        positions += facts.imports.map { ("import \($0.module)", $0.position) }
        positions += facts.declarations.map { ("declaration \($0.name)", $0.position) }
        positions += facts.references.map { ("reference \($0.name)", $0.position) }
        positions += facts.constructions.map { ("construction \($0.typeName)", $0.position) }
        positions += facts.memberUses.map { ("member use \($0.typeName).\($0.member)", $0.position) }
        positions += facts.directives.map { ("directive \($0.text)", $0.position) }
        positions += facts.diagnostics.map { ("diagnostic \($0.message)", $0.position) }
        positions += facts.conditionalBranches.flatMap { [("branch start", $0.start), ("branch end", $0.end)] }
        return positions.compactMap { what, position in
            let line = position.line
            let lineLength = line >= 1 && line <= lengths.count ? lengths[line - 1] : 0
            guard line < 1 || line > facts.lineCount + 1 || position.column < 1 || position.column > lineLength + 1
            else { return nil }
            return "\(what) at \(line):\(position.column) (\(facts.lineCount) lines)"
        }
    }

    /// Byte length of each line; `\n`, `\r\n` and a lone `\r` end a line, a leading UTF-8 BOM is not counted.
    static func lineLengths(_ bytes: [UInt8]) -> [Int] {
        var lengths = [0]
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                lengths.append(0)
            case UInt8(ascii: "\r"):
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                lengths.append(0)
            default:
                lengths[lengths.count - 1] += 1
            }
            index += 1
        }
        return lengths
    }
}

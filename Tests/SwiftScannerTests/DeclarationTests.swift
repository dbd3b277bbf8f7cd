import XCTest

@testable import SwiftScanner

final class DeclarationTests: XCTestCase {
    func testCleanArchitectureUseCase() {
        let result = facts(
            """
            import Foundation
            #if canImport(UIKit)
            @testable import UIKit
            #endif

            public protocol UseCase {
                associatedtype Output
                func execute() async throws -> Output
            }

            @MainActor
            public final class LoginUseCase: UseCase, Sendable {
                private let repository: AuthRepository
                init(repository: AuthRepository = FirebaseAuthRepository()) {
                    self.repository = repository
                }
                func execute() async throws -> User {
                    let token = UserDefaults.standard.string(forKey: "token")
                    return try await repository.login(token: token ?? "")
                }
            }
            """)
        XCTAssertEqual(result.imports.map(\.module), ["Foundation", "UIKit"])
        XCTAssertEqual(result.imports[1].condition, "canImport(UIKit)")
        XCTAssertEqual(result.imports[1].attributes, ["@testable"])
        XCTAssertEqual(result.imports[1].position, SourcePosition(line: 3, column: 1))
        XCTAssertNil(result.imports[0].condition)
        XCTAssertEqual(result.declarationList, ["protocol UseCase", "class LoginUseCase: UseCase, Sendable"])
        XCTAssertEqual(result.declarations[1].accessLevel, "public")
        XCTAssertEqual(result.declarations[1].attributes, ["@MainActor"])
        XCTAssertEqual(result.declarations[1].position, SourcePosition(line: 12, column: 14))
        XCTAssertEqual(
            result.referenceList,
            [
                "MainActor@11:2", "UseCase@12:34", "Sendable@12:43", "AuthRepository@13:29", "AuthRepository@14:22",
                "FirebaseAuthRepository@14:39", "User@17:36", "UserDefaults@18:21",
            ])
        XCTAssertEqual(result.references.map(\.enclosing), [1, 1, 1, 1, 1, 1, 1, 1])
        XCTAssertEqual(result.constructionNames, ["FirebaseAuthRepository"])
        XCTAssertEqual(result.memberUseList, ["UserDefaults.standard"])
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.lineCount, 21)
    }
}

final class DeclarationFormsTests: XCTestCase {
    func testInheritanceListsAsWrittenWithoutWhitespace() {
        let result = facts(
            """
            enum E: String, Codable { case a }
            protocol P: AnyObject, Sendable where Self: Q {}
            class C<T: Decodable & Sendable>: Base<T>, P where T: Hashable {}
            struct S: ~Copyable {}
            final class U: @unchecked Sendable, Mixed < Generic < Int > > {}
            struct Multi:
                First,
                Second<Int, String>
            {
            }
            """)
        XCTAssertEqual(
            result.declarationList,
            [
                "enum E: String, Codable", "protocol P: AnyObject, Sendable", "class C: Base<T>, P",
                "struct S: ~Copyable", "class U: @uncheckedSendable, Mixed<Generic<Int>>",
                "struct Multi: First, Second<Int,String>",
            ])
        XCTAssertEqual(result.declarations[2].genericParameters, ["T"])
        XCTAssertEqual(result.referenceNames.filter { $0 == "T" }, [])
        XCTAssertEqual(
            result.referenceNames,
            [
                "String", "Codable", "AnyObject", "Sendable", "Q", "Decodable", "Sendable", "Base", "P", "Hashable",
                "Copyable", "Sendable", "Mixed", "Generic", "Int", "First", "Second", "Int", "String",
            ])
    }

    func testExtensions() {
        let result = facts(
            """
            extension Array: P where Element: Q {}
            extension Outer.Inner: Sendable, Hashable {
                func f() {}
            }
            public extension View {}
            extension [Int]: Marker {}
            """)
        XCTAssertEqual(
            result.declarationList,
            [
                "extension Array: P", "extension Outer.Inner: Sendable, Hashable", "extension View",
                "extension [Int]: Marker",
            ])
        XCTAssertEqual(result.declarations[1].name, "Outer.Inner")
        XCTAssertEqual(result.declarations[2].accessLevel, "public")
        XCTAssertEqual(
            result.referenceList.prefix(5), ["Array@1:11", "P@1:18", "Q@1:35", "Outer.Inner@2:11", "Sendable@2:24"])
        XCTAssertEqual(result.references.first?.enclosing, 0)
    }

    func testNestedTypesAndLocalTypes() {
        let result = facts(
            """
            struct Outer {
                enum Inner {
                    struct Deepest {}
                }
                func make() {
                    class Local: Base {}
                }
                class var shared: Outer { Outer() }
                class func build() {}
                class override func other() {}
                class subscript(i: Int) -> Int { i }
            }
            """)
        XCTAssertEqual(
            result.declarationList,
            ["struct Outer", "enum Outer.Inner", "struct Outer.Inner.Deepest", "class Outer.Local: Base"])
        XCTAssertEqual(result.declarations.map(\.parent), [nil, 0, 1, 0])
        XCTAssertEqual(result.declarations.map(\.position.line), [1, 2, 3, 6])
        XCTAssertEqual(result.declarations[3].position, SourcePosition(line: 6, column: 9))
        XCTAssertEqual(result.referenceList, ["Base@6:22", "Outer@8:23", "Outer@8:31", "Int@11:24", "Int@11:32"])
        XCTAssertEqual(result.references.map(\.enclosing), [3, 0, 0, 0, 0])
    }

    func testEnumCasesAndAssociatedTypesAreNotDeclarations() {
        let result = facts(
            """
            indirect enum Tree<Value> {
                case Leaf(Value), Node(Tree, Payload)
                case Empty
                func find() {
                    switch self {
                    case Kind.some: break
                    default: break
                    }
                }
            }
            protocol Container {
                associatedtype Item: Equatable
                var items: [Item] { get }
            }
            """)
        XCTAssertEqual(result.declarationList, ["enum Tree", "protocol Container"])
        XCTAssertEqual(result.declarations[0].genericParameters, ["Value"])
        XCTAssertEqual(result.referenceNames, ["Tree", "Payload", "Kind", "Equatable"])
    }

    /// A parameter with a capitalised name is a value in the function's body, not the type of that name.
    func testCapitalisedParameterNamesAreNotReferencesInTheBody() {
        let result = facts(
            """
            final class GridUseCase {
                init(GridRepository: any GridRepositoryProtocol, cache Cache: CacheStore, limit: Int = flag ? Small : Large) {
                    self.repository = GridRepository
                    self.cache = Cache
                }
                func reload(_ Feed: FeedLoading) { Feed.load(Page.first) }
                init(PointListRepository: PointListRepository) { self.points = PointListRepository }
            }
            """)
        XCTAssertEqual(
            result.referenceNames,
            [
                "GridRepositoryProtocol", "CacheStore", "Int", "Small", "Large", "FeedLoading", "Page",
                "PointListRepository",
            ])
    }

    func testGenericRequirementsInTheClauseOrAWhereClause() {
        let result = facts(
            """
            final class Observable<Value>: Unbindable {}
            final class Controller<Alerts: AlertsProviding, Presenter>: Connecting {}
            struct Engine<Store>: Syncing where Store: Storing {}
            struct Pair<A, B> where A == B {}
            struct Plain: Storing {}
            extension Observable where Value: Equatable {}
            struct Nested<T: Collection<Int>> {}
            """)
        XCTAssertEqual(
            result.declarations.map { "\($0.name) \($0.hasGenericRequirements)" },
            [
                "Observable false", "Controller true", "Engine true", "Pair true", "Plain false", "Observable false",
                "Nested true",
            ])
    }

    func testModifiersAttributesAndAccessLevels() {
        let result = facts(
            """
            @available(iOS 15, *)
            @objc(MyName) open class A {}
            @MainActor @Observable final class B {}
            public actor C {}
            distributed actor D {}
            nonisolated private struct E {}
            @propertyWrapper fileprivate struct F { var wrappedValue: Int }
            package typealias G<T> = [String: T]
            public macro H(_ value: Int) -> Int = #externalMacro(module: "Macros", type: "HMacro")
            let opened = open(Opened.url)
            """)
        XCTAssertEqual(
            result.declarationList,
            [
                "class A", "class B", "actor C", "actor D", "struct E", "struct F", "typealias G: [String:T]",
                "macro H",
            ])
        XCTAssertEqual(
            result.declarations.map(\.accessLevel),
            ["open", nil, "public", nil, "private", "fileprivate", "package", "public"])
        XCTAssertEqual(result.declarations[0].attributes, ["@available(iOS15,*)", "@objc(MyName)"])
        XCTAssertEqual(result.declarations[1].attributes, ["@MainActor", "@Observable"])
        XCTAssertEqual(result.declarations[5].attributes, ["@propertyWrapper"])
        XCTAssertEqual(result.declarations[6].genericParameters, ["T"])
        XCTAssertEqual(result.declarations[0].position, SourcePosition(line: 2, column: 20))
        XCTAssertEqual(result.referenceNames, ["MainActor", "Observable", "Int", "String", "Int", "Int", "Opened"])
    }

    func testTypealiases() {
        let result = facts(
            """
            typealias Handler = (Event) -> Void
            typealias Both = P & Q
            typealias Pair<A> = (A, A)
            typealias Long = Dictionary<
                String,
                Int
            >
            let after = Next()
            typealias Validation = @Sendable (_ request: URLRequest?) -> Result
            @discardableResult
            func f() {}
            typealias Composed = First
                & Second
            """)
        XCTAssertEqual(
            result.declarationList,
            [
                "typealias Handler: (Event)->Void", "typealias Both: P&Q", "typealias Pair: (A,A)",
                "typealias Long: Dictionary<String,Int>",
                "typealias Validation: @Sendable(_request:URLRequest?)->Result",
                "typealias Composed: First&Second",
            ])
        XCTAssertEqual(
            result.referenceNames,
            [
                "Event", "Void", "P", "Q", "Dictionary", "String", "Int", "Next", "Sendable", "URLRequest", "Result",
                "First", "Second",
            ])
        XCTAssertEqual(result.references.map(\.enclosing), [0, 0, 1, 1, 3, 3, 3, nil, 4, 4, 4, 5, 5])
    }

    func testViewModelWithPropertyWrappersAndGenerics() {
        let result = facts(
            """
            import Combine

            @MainActor
            final class ListViewModel<Repository: ItemRepository>: ObservableObject {
                @Published private(set) var items: [Item] = []
                @Published var error: AppError?
                private let repository: Repository

                init(repository: Repository) {
                    self.repository = repository
                }

                func load<Filter: ItemFilter>(filter: Filter) async {
                    items = await repository.items().filter(filter.matches)
                    NotificationCenter.default.post(name: .itemsLoaded, object: nil)
                }
            }
            """)
        XCTAssertEqual(result.declarationList, ["class ListViewModel: ObservableObject"])
        XCTAssertEqual(result.declarations[0].genericParameters, ["Repository"])
        XCTAssertEqual(
            result.referenceList,
            [
                "MainActor@3:2", "ItemRepository@4:39", "ObservableObject@4:56", "Published@5:6", "Item@5:41",
                "Published@6:6", "AppError@6:27", "ItemFilter@13:23", "NotificationCenter@15:9",
            ])
        XCTAssertEqual(result.references.map(\.enclosing), Array(repeating: 0, count: 9))
        XCTAssertEqual(result.memberUseList, ["NotificationCenter.default"])
    }
}

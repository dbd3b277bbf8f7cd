import XCTest

@testable import SwiftScanner

/// Type references, constructions and static member uses.
final class ReferenceTests: XCTestCase {
    func testTypePositionsAndGenericArguments() {
        let result = facts(
            """
            func f(a: some P, b: any Q, c: R?, d: [K: V], e: (A) -> B, f: inout Buf, g: consuming Own) {}
            let x = y as? Cast, z = w is Check, m = Set<Elem>()
            """)
        XCTAssertEqual(
            result.referenceNames,
            ["P", "Q", "R", "K", "V", "A", "B", "Buf", "Own", "Cast", "Check", "Set", "Elem"])
        XCTAssertEqual(result.constructionNames, ["Set"])
    }

    func testArgumentLabelsAreNotReferences() {
        let result = facts(
            """
            let a = make(Label: x, Other: Value.zero)
            func g(External name: T) {}
            let d = [Key: Val]()
            let t = cond ? Yes.a : No.b
            let s = "\\(format(Width: 3))"
            """)
        XCTAssertEqual(result.referenceNames, ["Value", "T", "Key", "Val", "Yes", "No"])
        XCTAssertEqual(result.memberUseList, ["Value.zero", "Yes.a", "No.b"])
    }

    func testGenericParametersOfFunctionsAndEnclosingTypesAreNotReferences() {
        let result = facts(
            """
            struct Box<Content: View> {
                let content: Content
                func map<T: Mapper, each U>(_ t: T, _ u: repeat each U) -> Box<T> where T.Output: Codable {
                    let x: T = t
                    return Box<T>(content: x)
                }
                init<S: Sequence>(from s: S) { fatalError() }
                subscript<Key: Hashable>(key: Key) -> Content { content }
            }
            protocol Req { func run<Z>(z: Z) -> Z }
            let after: T = Z()
            """)
        XCTAssertEqual(
            result.referenceNames,
            ["View", "Mapper", "Box", "Codable", "Box", "Sequence", "Hashable", "T", "Z"])
        XCTAssertEqual(result.constructionNames, ["Box", "Z"])
    }

    func testAssociatedTypesAndWhereClauseSubjectsAreNotReferences() {
        let result = facts(
            """
            protocol Screen: AnyObject {
                associatedtype Coordinator: Routing
                associatedtype Output
                var coordinator: Coordinator { get }
                func transform() -> Output
            }
            protocol FeedScreen: Screen where Coordinator: FeedRouting, Output.Value == Feed {}
            extension Screen where Coordinator == AppCoordinator, Output: Sendable {
                func open() -> Coordinator { coordinator }
            }
            final class Holder {
                var coordinator: Coordinator?
            }
            """)
        XCTAssertEqual(
            result.referenceNames,
            [
                "AnyObject", "Routing", "Screen", "FeedRouting", "Feed", "Screen", "AppCoordinator", "Sendable",
                "Coordinator",
            ])
    }

    func testDottedNamesAreOneNameHoweverTheyAreWritten() {
        let result = facts(
            """
            let a: Outer.Inner.Deep
            let b: Outer . Inner.Deep
            let c: Outer./* note */Inner.Deep
            let d: `Outer`.Inner.Deep
            let e: Outer.`Inner`.Deep
            let f: Outer.Inner.Deep.Type
            let g = Outer.Inner.Deep.make()
            """)
        XCTAssertEqual(result.referenceNames, Array(repeating: "Outer.Inner.Deep", count: 7))
        XCTAssertEqual(result.memberUseList, ["Outer.Inner.Deep.make"])
        XCTAssertEqual(result.names.names.filter { $0.contains(".") }, ["Outer.Inner.Deep"])
    }

    func testConstructions() {
        let result = facts(
            """
            let a = Plain()
            let b = Outer.Inner(x: 1)
            let c = Explicit.init(y: 2)
            let d = Generic<Int, [String]>(z: 3)
            let e = Outer.Inner.init()
            let f = Trailing { $0 }
            let g = lower()
            let h = value.Member()
            let i = Self()
            let j = Split
                (1)
            """)
        XCTAssertEqual(result.constructionNames, ["Plain", "Outer.Inner", "Explicit", "Generic", "Outer.Inner"])
        XCTAssertEqual(
            result.constructions.map { "\($0.position.line):\($0.position.column)" },
            ["1:9", "2:9", "3:9", "4:9", "5:9"])
        XCTAssertEqual(
            result.referenceNames,
            ["Plain", "Outer.Inner", "Explicit", "Generic", "Int", "String", "Outer.Inner", "Trailing", "Split"])
    }

    func testMemberUses() {
        let result = facts(
            """
            let session = URLSession.shared
            let defaults = UserDefaults.standard.bool(forKey: "k")
            let token = Messaging.messaging().fcmToken
            let nested = Outer.Inner.config
            let meta = Foo.self
            let kind = Foo.Type.self
            let member = Foo.Bar
            let path = \\Foo.bar
            """)
        XCTAssertEqual(
            result.memberUseList,
            ["URLSession.shared", "UserDefaults.standard", "Messaging.messaging", "Outer.Inner.config"])
        XCTAssertEqual(
            result.memberUses.map { "\($0.position.line):\($0.position.column)" }, ["1:15", "2:16", "3:13", "4:14"])
        XCTAssertEqual(
            result.referenceNames,
            ["URLSession", "UserDefaults", "Messaging", "Outer.Inner", "Foo", "Foo", "Foo.Bar", "Foo"])
    }

    func testClosuresPatternsAndSelf() {
        let result = facts(
            """
            let c = { (a: Arg) -> Ret in Ret(a) }
            if case .some(let v) = opt, case Kind.big = size { }
            let s: Self = Self.make()
            let any: Any = 1
            init?(coder: NSCoder) {}
            """)
        XCTAssertEqual(result.referenceNames, ["Arg", "Ret", "Ret", "Kind", "NSCoder"])
        XCTAssertEqual(result.constructionNames, ["Ret"])
        XCTAssertEqual(result.memberUseList, ["Kind.big"])
    }

    func testAttributeNamesAreReferencesButBuiltinAttributeArgumentsAreNot() {
        let result = facts(
            """
            @available(OSX 10.15, *) @objc(ObjCName) func f() {}
            struct V {
                @Environment(\\.colorScheme) var scheme
                @Query(sort: \\Item.date) var items: [Item]
                @State private var model = Model()
                var body: some View { Text("x") }
            }
            """)
        XCTAssertEqual(
            result.referenceNames, ["Environment", "Query", "Item", "Item", "State", "Model", "View", "Text"])
        XCTAssertEqual(result.constructionNames, ["Model", "Text"])
    }

    func testOperatorDeclarationsAndSubscripts() {
        let result = facts(
            """
            infix operator <>: AdditionPrecedence
            precedencegroup MyPrecedence { higherThan: AdditionPrecedence }
            func <> (lhs: Value, rhs: Value) -> Value { lhs }
            let x = matrix[Index.first] <> Value()
            """)
        XCTAssertEqual(
            result.referenceNames,
            ["AdditionPrecedence", "AdditionPrecedence", "Value", "Value", "Value", "Index", "Value"])
    }
}

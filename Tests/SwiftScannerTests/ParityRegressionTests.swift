import XCTest

@testable import SwiftScanner

/// Cases where the scanner once disagreed with the compiler's own parser on real code.
final class ParityRegressionTests: XCTestCase {
    func testRawStringOfQuotesOnOneLineIsSingleLine() {
        let result = facts(
            ##"""
            let quote = #"""#
            let twoQuotes = #""""#
            struct After: Decodable {}
            """##)
        XCTAssertEqual(result.declarationList, ["struct After: Decodable"])
        XCTAssertEqual(result.diagnostics, [])
    }

    func testRawMultiLineStringMayHaveSpacesAfterItsOpeningQuotes() {
        let result = facts("let block = #\"\"\"  \t\n    \\#(Inside.value) \"\"#\n    \"\"\"#\nstruct After {}\n")
        XCTAssertEqual(result.declarationList, ["struct After"])
        XCTAssertEqual(result.memberUseList, ["Inside.value"])
        XCTAssertEqual(result.diagnostics, [])
    }

    func testTypealiasWhereClauseIsNotPartOfTheType() {
        let result = facts(
            """
            struct Buffer<Bound> {
                typealias RangeType = Range<Bound> where Bound: Strideable, Bound.Stride: SignedInteger
                typealias Plain = Int
            }
            """)
        XCTAssertEqual(
            result.declarationList,
            ["struct Buffer", "typealias Buffer.RangeType: Range<Bound>", "typealias Buffer.Plain: Int"])
        XCTAssertEqual(result.referenceNames, ["Range", "Strideable", "SignedInteger", "Int"])
    }

    func testExtensionOfOptionalTypeKeepsTheQuestionMark() {
        let result = facts(
            """
            extension UInt8? {
                var isHex: Bool { false }
            }
            extension Box<Int>?: Sendable {}
            extension Plain {}
            """)
        XCTAssertEqual(
            result.declarationList, ["extension UInt8?", "extension Box<Int>?: Sendable", "extension Plain"])
        XCTAssertEqual(result.declarations.map(\.name), ["UInt8?", "Box<Int>?", "Plain"])
        XCTAssertEqual(result.referenceNames.prefix(2), ["UInt8", "Bool"])
    }

    func testAttributedInheritedTypeMayContinueOnTheNextLine() {
        let result = facts(
            """
            class Recording<Request>: Interceptor<Request>, @unchecked
              Sendable
            {
            }
            """)
        XCTAssertEqual(result.declarationList, ["class Recording: Interceptor<Request>, @uncheckedSendable"])
    }
}

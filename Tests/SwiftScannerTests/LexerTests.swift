import XCTest

@testable import SwiftScanner

/// Lexical cases: what is code, what is comment or literal, and where tokens are.
final class LexerTests: XCTestCase {
    func testNamesInCommentsAreNotFacts() {
        let result = facts(
            """
            // import Foo; class X: Y {}
            /// Doc comment mentioning Bar
            /* outer /* nested Baz */ still comment Qux */
            let a = Real()
            """)
        XCTAssertEqual(result.referenceList, ["Real@4:9"])
        XCTAssertEqual(result.imports, [])
        XCTAssertEqual(result.declarations, [])
        XCTAssertEqual(result.diagnostics, [])
    }

    func testNamesInStringLiteralsAreNotFacts() {
        let result = facts(
            #"""
            let a = "import Foo; class X: Y {} Z()"
            let b = """
                class Inside: String {}
                \(Real.value)
                """
            let c = "escaped \" Quote \\" + Tail.name
            """#)
        XCTAssertEqual(result.referenceList, ["Real@4:7", "Tail@6:33"])
        XCTAssertEqual(result.memberUseList, ["Real.value", "Tail.name"])
        XCTAssertEqual(result.declarations, [])
    }

    func testRawStringsInterpolateOnlyWithMatchingHashes() {
        let result = facts(
            ###"""
            let a = #"not \(NotA) but \#(YesA) and "quoted" text"#
            let b = ##"not \#(NotB) but \##(YesB)"##
            let c = #"""
                \(NotC) \#(YesC) """ still inside
                """#
            let d = After()
            """###)
        XCTAssertEqual(result.referenceNames, ["YesA", "YesB", "YesC", "After"])
        XCTAssertEqual(result.diagnostics, [])
    }

    func testNestedInterpolationWithStringsClosuresAndComments() {
        let result = facts(#"let s = "\(f("\(Inner())")) \({ /* ) */ $0 }(Box(1))) end" + Tail()"#)
        XCTAssertEqual(result.referenceList, ["Inner@1:17", "Box@1:46", "Tail@1:62"])
        XCTAssertEqual(result.constructionNames, ["Inner", "Box", "Tail"])
        XCTAssertEqual(result.diagnostics, [])
    }

    func testRegexLiteralsVersusDivision() {
        let result = facts(
            """
            let a = x / y / Z.count
            let r = /[A-Z]+ Fake\\/Name/
            let m = text.matches(of: /Fake(Other)/)
            let e = #/Extended / Fake/#
            let n = #/
              multi Fake
              /#
            let q = total / 2 / Divisor.value
            let p = reduce(action: /Action.view)
            let t = (/Parent.State.child).modify(Other.x) / 2
            let u = [/Fake[/)]/, /Fake2(a|b)/]
            """)
        XCTAssertEqual(
            result.referenceList,
            ["Z@1:17", "Divisor@8:21", "Action@9:25", "Parent.State@10:11", "Other@10:38"])
        XCTAssertEqual(result.diagnostics, [])
    }

    func testBacktickedIdentifiersAndDollarNames() {
        let result = facts(
            """
            let `default` = `Type`.make()
            struct `Escaped` {}
            let v = items.map { $0.name } + `lower`
            """)
        XCTAssertEqual(result.referenceList, ["Type@1:17"])
        XCTAssertEqual(result.memberUseList, ["Type.make"])
        XCTAssertEqual(result.declarations.map(\.name), ["Escaped"])
    }

    func testShebangByteOrderMarkAndLineEndings() {
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
        bytes += Array("#!/usr/bin/env swift\r\nlet a = A()\rlet b = B()\nlet c = C()".utf8)
        let result = SourceScanner.scan(bytes: bytes, path: "Script.swift")
        XCTAssertEqual(result.referenceList, ["A@2:9", "B@3:9", "C@4:9"])
        XCTAssertEqual(result.lineCount, 4)
        XCTAssertEqual(result.byteCount, bytes.count)
        XCTAssertEqual(result.diagnostics, [])
    }

    func testLineCountCountsAFinalLineWithoutNewline() {
        XCTAssertEqual(facts("").lineCount, 0)
        XCTAssertEqual(facts("a").lineCount, 1)
        XCTAssertEqual(facts("a\n").lineCount, 1)
        XCTAssertEqual(facts("a\nb").lineCount, 2)
        XCTAssertEqual(facts("a\r\n\r\n").lineCount, 2)
        XCTAssertEqual(facts("\r\r\n\n").lineCount, 3)
    }

    /// Columns count bytes; a name is capitalised only when its first byte is `A`-`Z` (not `Ü`, `É`).
    func testColumnsCountUTF8BytesAndOnlyASCIICapitalsCount() {
        let result = facts("let café = Café(); let ü = Über()\nlet é = Éclair(); let x = Zoë()")
        XCTAssertEqual(result.referenceList, ["Café@1:13", "Zoë@2:29"])
    }

    func testOperatorsNextToComments() {
        let result = facts("let x = a+/*Hidden*/B.c//Trailing\nlet y = a-/*x*/-C.d")
        XCTAssertEqual(result.referenceList, ["B@1:21", "C@2:17"])
    }

    func testEditorPlaceholders() {
        let result = facts("let x = <#Placeholder#>\nlet y = Real(<#T##Int#>)")
        XCTAssertEqual(result.referenceList, ["Real@2:9"])
        XCTAssertEqual(result.diagnostics, [])
    }

    func testPoundKeywordsAndMacros() {
        let result = facts(
            """
            let s = #selector(Target.action(_:))
            if #available(iOS 15, macOS 12, *) { run() }
            #warning("Fix Me")
            #sourceLocation(file: "Other.swift", line: 1)
            #sourceLocation()
            #Preview { ContentView() }
            let f = #file
            """)
        XCTAssertEqual(result.referenceList, ["Target@1:19", "ContentView@6:12"])
        XCTAssertEqual(result.memberUseList, ["Target.action"])
        XCTAssertEqual(result.constructionNames, ["ContentView"])
    }

    func testKeyPaths() {
        let result = facts("let k = \\Store.items\nlet m = items.map(\\.name)\nlet n = \\Outer.Inner.value")
        XCTAssertEqual(result.referenceList, ["Store@1:10", "Outer.Inner@3:10"])
        XCTAssertEqual(result.memberUseList, [])
    }

    func testConflictMarkersAreSkippedAndReported() {
        let result = facts("<<<<<<< HEAD\nlet a = A()\n||||||| base\n=======\nlet a = B()\n>>>>>>> feature\n")
        XCTAssertEqual(result.referenceNames, ["A", "B"])
        XCTAssertEqual(
            result.diagnosticList,
            [
                "1:1: conflict-marker: merge conflict marker", "3:1: conflict-marker: merge conflict marker",
                "4:1: conflict-marker: merge conflict marker", "6:1: conflict-marker: merge conflict marker",
            ])
    }

    func testComparisonOperatorsAreNotGenericArguments() {
        let result = facts("if a < B.max && c > D.min { }\nlet e = x >> 2 >= Limit.value ? F() : G()")
        XCTAssertEqual(result.referenceNames, ["B", "D", "Limit", "F", "G"])
        XCTAssertEqual(result.constructionNames, ["F", "G"])
        XCTAssertEqual(result.diagnostics, [])
    }
}

import XCTest

@testable import SwiftScanner

final class ImportTests: XCTestCase {
    func testImportKindsAttributesAndAccessLevels() {
        let result = facts(
            """
            import Foundation
            import struct Foo.Bar
            import func Darwin.sqrt
            @testable import App
            @_exported import Core
            @_implementationOnly import Hidden
            @preconcurrency import Legacy
            @_spi(Internal) public import Kit
            package import Shared; private import Secret
            internal import class Sub.Module.Type
            @testable
            import NextLine
            """)
        XCTAssertEqual(
            result.imports.map(\.module),
            [
                "Foundation", "Foo.Bar", "Darwin.sqrt", "App", "Core", "Hidden", "Legacy", "Kit", "Shared", "Secret",
                "Sub.Module.Type", "NextLine",
            ])
        XCTAssertEqual(
            result.imports.map(\.kind), [nil, "struct", "func", nil, nil, nil, nil, nil, nil, nil, "class", nil])
        XCTAssertEqual(
            result.imports.map(\.attributes),
            [
                [], [], [], ["@testable"], ["@_exported"], ["@_implementationOnly"], ["@preconcurrency"],
                ["@_spi(Internal)"], [], [], [], ["@testable"],
            ])
        XCTAssertEqual(
            result.imports.map(\.accessLevel),
            [nil, nil, nil, nil, nil, nil, nil, "public", "package", "private", "internal", nil])
        XCTAssertEqual(
            result.imports.map { "\($0.position.line):\($0.position.column)" },
            ["1:1", "2:1", "3:1", "4:1", "5:1", "6:1", "7:1", "8:1", "9:1", "9:24", "10:1", "11:1"])
        XCTAssertEqual(Array(result.references), [])
        XCTAssertEqual(Array(result.memberUses), [])
    }

    func testTopLevelModulesEndAtTheFirstDot() {
        let modules = [
            "Foundation", "Foo.Bar", "Sub.Module.Type", "Ünïcode.Kit", "LongFrameworkNameWithoutAnyDots", ".Odd", "",
        ]
        let imports = modules.map { ImportFact(module: $0, position: SourcePosition(line: 1, column: 1)) }
        XCTAssertEqual(
            imports.map(\.topLevelModule),
            ["Foundation", "Foo", "Sub", "Ünïcode", "LongFrameworkNameWithoutAnyDots", "", ""])
    }

    func testConditionsOfNestedAndAlternativeBranches() {
        let result = facts(
            """
            #if canImport(UIKit)
            import UIKit
            #elseif os(macOS) || targetEnvironment(macCatalyst)
            import AppKit
            #else
            import Other
            #endif
            #if DEBUG
              #if compiler(>=5.9)
                import DebugTools
              #else
                import OldDebug
              #endif
            #endif
            #if A || B
            import Either
            #elseif B
            #elseif C
            import Third
            #endif
            #if !os(iOS) || DEBUG
            #if canImport(Foo)
            import Negated
            #endif
            #endif
            import Always
            """)
        XCTAssertEqual(
            result.imports.map { "\($0.module) \($0.condition ?? "-")" },
            [
                "UIKit canImport(UIKit)", "AppKit !(canImport(UIKit)) && (os(macOS) || targetEnvironment(macCatalyst))",
                "Other !(canImport(UIKit)) && !(os(macOS) || targetEnvironment(macCatalyst))",
                "DebugTools DEBUG && compiler(>=5.9)", "OldDebug DEBUG && !(compiler(>=5.9))",
                "Either A || B", "Third !(A || B) && !(B) && C", "Negated (!os(iOS) || DEBUG) && canImport(Foo)",
                "Always -",
            ])
        XCTAssertEqual(Array(result.references), [])
        XCTAssertEqual(result.diagnostics, [])
    }

    func testImportsInStringsAndCommentsAreIgnored() {
        let result = facts("let s = \"import Fake\"\n// import AlsoFake\n/* import Nope */\nimport Real")
        XCTAssertEqual(result.imports.map(\.module), ["Real"])
        XCTAssertEqual(result.imports[0].position, SourcePosition(line: 4, column: 1))
    }

    func testUnbalancedConditionalsAreReported() {
        let result = facts("#if os(iOS)\nimport UIKit\n#endif\n#endif\n#else\n#if DEBUG\nimport X\n")
        XCTAssertEqual(
            result.diagnosticList,
            [
                "4:1: unterminated-conditional: #endif without #if", "5:1: unterminated-conditional: #else without #if",
                "6:1: unterminated-conditional: #if without #endif",
            ])
        XCTAssertEqual(result.imports.map(\.condition), ["os(iOS)", "DEBUG"])
    }
}

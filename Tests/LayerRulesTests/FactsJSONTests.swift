import LayerRules
import SwiftScanner
import XCTest

final class FactsJSONTests: XCTestCase {
    private let source = """
        @testable import Domain
        final class LoginViewModel: ObservableObject { // archlint: allow
            let session = URLSession.shared
            let useCase = LoginUseCase()
        }
        let broken = "
        """

    func testDocumentLayout() {
        let facts = SourceScanner.scan(source, path: "App/Login.swift")
        let expected = """
            {
              "version": 1,
              "files": [
                {
                  "path": "App/Login.swift",
                  "lines": 6,
                  "bytes": 175,
                  "module": null,
                  "imports": [
                    {
                      "module": "Domain",
                      "kind": null,
                      "attributes": [
                        "@testable"
                      ],
                      "accessLevel": null,
                      "condition": null,
                      "line": 1,
                      "column": 1
                    }
                  ],
                  "declarations": [
                    {
                      "kind": "class",
                      "name": "LoginViewModel",
                      "qualifiedName": "LoginViewModel",
                      "genericParameters": [],
                      "genericRequirements": false,
                      "inherits": [
                        "ObservableObject"
                      ],
                      "accessLevel": null,
                      "attributes": [],
                      "parent": null,
                      "line": 2,
                      "column": 7
                    }
                  ],
                  "references": [
                    {
                      "name": "ObservableObject",
                      "line": 2,
                      "column": 29,
                      "in": "LoginViewModel"
                    },
                    {
                      "name": "URLSession",
                      "line": 3,
                      "column": 19,
                      "in": "LoginViewModel"
                    },
                    {
                      "name": "LoginUseCase",
                      "line": 4,
                      "column": 19,
                      "in": "LoginViewModel"
                    }
                  ],
                  "constructions": [
                    {
                      "type": "LoginUseCase",
                      "line": 4,
                      "column": 19,
                      "in": "LoginViewModel"
                    }
                  ],
                  "memberUses": [
                    {
                      "type": "URLSession",
                      "member": "shared",
                      "line": 3,
                      "column": 19,
                      "in": "LoginViewModel"
                    }
                  ],
                  "directives": [
                    {
                      "text": "allow",
                      "line": 2,
                      "column": 48
                    }
                  ],
                  "conditionalBranches": [],
                  "diagnostics": [
                    {
                      "kind": "unterminated-string",
                      "message": "unterminated string literal",
                      "line": 6,
                      "column": 14
                    }
                  ]
                }
              ],
              "modules": []
            }
            """
        XCTAssertEqual(FactsJSON.document([facts]).serialized(), expected)
    }

    func testConditionalBranchesKeepTheirOwnConditionsAndTheirParents() {
        let source = """
            #if DEBUG
            extension LoginViewModel {
              #if os(iOS) || os(visionOS)
              static let preview = LoginViewModel()
              #else
              static let preview = LoginViewModel(platform: .mac)
              #endif
            }
            #elseif BETA
            #endif
            #if canImport(UIKit)
            """
        let facts = SourceScanner.scan(source, path: "App/Login.swift")
        guard case .array(let files) = FactsJSON.document([facts])["files"], let file = files.first,
            let branches = file["conditionalBranches"]
        else { return XCTFail("no conditional branches in the document") }
        XCTAssertEqual(
            JSONValue.object([("branches", branches)]).serialized(),
            """
            {
              "branches": [
                {
                  "condition": "DEBUG",
                  "parent": null,
                  "line": 1,
                  "column": 1,
                  "endLine": 9,
                  "endColumn": 1
                },
                {
                  "condition": "os(iOS) || os(visionOS)",
                  "parent": 0,
                  "line": 3,
                  "column": 3,
                  "endLine": 5,
                  "endColumn": 3
                },
                {
                  "condition": null,
                  "parent": 0,
                  "line": 5,
                  "column": 3,
                  "endLine": 7,
                  "endColumn": 3
                },
                {
                  "condition": "BETA",
                  "parent": null,
                  "line": 9,
                  "column": 1,
                  "endLine": 10,
                  "endColumn": 1
                },
                {
                  "condition": "canImport(UIKit)",
                  "parent": null,
                  "line": 11,
                  "column": 1,
                  "endLine": 11,
                  "endColumn": 21
                }
              ]
            }
            """)
    }

    func testStringsAreEscapedOnlyWhereNeeded() {
        let value = JSONValue.array([
            .string("plain Café"), .string("quote \" back \\ tab \t"), .string("line\u{2028}sep"), .string("\u{7F}"),
        ])
        XCTAssertEqual(
            value.serialized(pretty: false), #"["plain Café","quote \" back \\ tab \t","line\u2028sep","\u007f"]"#)
    }

    func testEmptyDocument() {
        XCTAssertEqual(FactsJSON.document([]).serialized(pretty: false), #"{"version":1,"files":[],"modules":[]}"#)
    }

    func testTextForm() {
        let facts = SourceScanner.scan(source, path: "App/Login.swift")
        XCTAssertEqual(
            FactsText.render([facts]),
            """
            App/Login.swift:1:1: @testable import Domain
            App/Login.swift:2:7: class LoginViewModel: ObservableObject
            App/Login.swift:2:29: reference ObservableObject in LoginViewModel
            App/Login.swift:2:48: directive allow (trailing)
            App/Login.swift:3:19: reference URLSession in LoginViewModel
            App/Login.swift:3:19: member use URLSession.shared in LoginViewModel
            App/Login.swift:4:19: reference LoginUseCase in LoginViewModel
            App/Login.swift:4:19: construction LoginUseCase in LoginViewModel
            App/Login.swift:6:14: diagnostic unterminated-string: unterminated string literal

            """)
    }
}

import XCTest

@testable import SwiftScanner

/// Scans `source` (a Swift snippet) in memory.
func facts(_ source: String, path: String = "Test.swift") -> FileFacts {
    SourceScanner.scan(source, path: path)
}

extension FileFacts {
    /// References as `Name@line:column`.
    var referenceList: [String] { references.map { "\($0.name)@\($0.position.line):\($0.position.column)" } }
    var referenceNames: [String] { references.map(\.name) }
    var constructionNames: [String] { constructions.map(\.typeName) }
    var memberUseList: [String] { memberUses.map { "\($0.typeName).\($0.member)" } }
    var diagnosticList: [String] {
        diagnostics.map { "\($0.position.line):\($0.position.column): \($0.kind.rawValue): \($0.message)" }
    }
    /// Declarations as `kind qualifiedName: inherits`.
    var declarationList: [String] {
        declarations.map { declaration in
            let inherits = declaration.inherits.isEmpty ? "" : ": " + declaration.inherits.joined(separator: ", ")
            return "\(declaration.kind.rawValue) \(declaration.qualifiedName)\(inherits)"
        }
    }
}

import LayerRules
import SwiftScanner

/// Compact constructors for hand-written facts.
func position(_ line: Int, _ column: Int) -> SourcePosition { SourcePosition(line: line, column: column) }

func declaration(
    _ kind: DeclarationKind, _ name: String, at line: Int, _ column: Int = 1, parent: Int? = nil,
    qualifiedName: String? = nil, inherits: [String] = [], generics: [String] = []
) -> DeclarationFact {
    DeclarationFact(
        kind: kind, name: name, qualifiedName: qualifiedName ?? name, genericParameters: generics,
        inherits: inherits, position: position(line, column), parent: parent)
}

func reference(_ name: String, at line: Int, _ column: Int, in enclosing: Int? = nil) -> TypeReference {
    TypeReference(name: name, position: position(line, column), enclosing: enclosing)
}

let cleanLayers: [LayerDefinition] = [
    LayerDefinition(name: "Domain", paths: ["**/Domain/**"]),
    LayerDefinition(name: "Data", paths: ["**/Data/**", "**/Infrastructure/**"]),
    LayerDefinition(name: "Presentation", paths: ["**/Presentation/**"]),
    LayerDefinition(name: "ViewModels", types: ["*ViewModel"], within: "Presentation"),
    LayerDefinition(
        name: "App", paths: ["**/Application/**"], types: ["*Coordinator", "*DIContainer"], compositionRoot: true),
]

/// Messages of `violations` as `path:line:column: [rule-id] message` lines.
func lines(_ violations: [Finding]) -> [String] {
    violations.map { "\($0.path):\($0.position.line):\($0.position.column): [\($0.ruleID)] \($0.message)" }
}

/// Each violation as `rule-id path:line:column`: what was found where, whatever its wording.
func sites(_ violations: [Finding]) -> [String] {
    violations.map { "\($0.ruleID) \($0.path):\($0.position.line):\($0.position.column)" }
}

/// The findings of one rule as `path:line:column message`, the message up to its first comma (what was found,
/// without the hint).
func heads(_ violations: [Finding], of ruleID: String) -> [String] {
    violations.filter { $0.ruleID == ruleID }.map {
        "\($0.path):\($0.position.line):\($0.position.column) \($0.message.prefix { $0 != "," })"
    }
}

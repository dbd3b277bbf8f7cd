import SwiftScanner

/// The `archlint facts --format text` form: one fact per line, `path:line:column: fact`, each file's facts
/// in source order.
///
/// ```
/// Domain/A.swift:3:1: import FirebaseMessaging
/// Domain/A.swift:5:14: class LoginUseCase: UseCase, Sendable
/// Domain/A.swift:6:22: reference AuthRepository in LoginUseCase
/// ```
///
/// The modules read from packages and projects follow, one a line:
///
/// ```
/// module Domain (xcode com.apple.product-type.framework) in Domain/Domain.xcodeproj/project.pbxproj, depends on Core
/// ```
public enum FactsText {
    /// Renders all files, then the modules, each line ending in a newline.
    public static func render(_ files: [FileFacts], modules: [FactsModules.Module] = []) -> String {
        var out = ""
        for line in files.flatMap(lines) + modules.map(moduleLine) {
            out += line
            out += "\n"
        }
        return out
    }

    /// A module's line, without newline.
    public static func moduleLine(_ module: FactsModules.Module) -> String {
        var text = "module \(module.name) (\(module.format) \(module.productType ?? module.kind)"
        text += (module.isTest ? ", test" : "") + ") in " + module.manifest
        if !module.dependencies.isEmpty { text += ", depends on " + module.dependencies.joined(separator: ", ") }
        return TerminalText.line(text)
    }

    /// The lines of one file, without newlines.
    public static func lines(_ facts: FileFacts) -> [String] {
        var entries: [(SourcePosition, String)] = []
        let names = facts.declarations.map(\.qualifiedName)
        func within(_ index: Int?) -> String {
            guard let index, index >= 0, index < names.count else { return "" }
            return " in " + names[index]
        }
        for fact in facts.imports {
            entries.append((fact.position, importText(fact)))
        }
        for fact in facts.declarations {
            entries.append((fact.position, declarationText(fact)))
        }
        for fact in facts.references {
            entries.append((fact.position, "reference \(fact.name)" + within(fact.enclosing)))
        }
        for fact in facts.constructions {
            entries.append((fact.position, "construction \(fact.typeName)" + within(fact.enclosing)))
        }
        for fact in facts.memberUses {
            entries.append((fact.position, "member use \(fact.typeName).\(fact.member)" + within(fact.enclosing)))
        }
        for fact in facts.directives {
            entries.append((fact.position, "directive \(fact.text)" + (fact.isTrailing ? " (trailing)" : "")))
        }
        for branch in facts.conditionalBranches {
            let condition = branch.condition.map { "branch \($0)" } ?? "else branch"
            entries.append((branch.start, "#if \(condition) until \(branch.end.line):\(branch.end.column)"))
        }
        for fact in facts.diagnostics {
            entries.append((fact.position, "diagnostic \(fact.kind.rawValue): \(fact.message)"))
        }
        let ordered = entries.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
        return ordered.map {
            TerminalText.line("\(facts.path):\($0.element.0.line):\($0.element.0.column): \($0.element.1)")
        }
    }

    private static func importText(_ fact: ImportFact) -> String {
        var words = fact.attributes
        if let accessLevel = fact.accessLevel { words.append(accessLevel) }
        words.append("import")
        if let kind = fact.kind { words.append(kind) }
        words.append(fact.module)
        if let condition = fact.condition { words.append("if \(condition)") }
        return words.joined(separator: " ")
    }

    private static func declarationText(_ fact: DeclarationFact) -> String {
        var words = fact.attributes
        if let accessLevel = fact.accessLevel { words.append(accessLevel) }
        words.append(fact.kind.rawValue)
        var name = fact.qualifiedName
        if !fact.genericParameters.isEmpty { name += "<" + fact.genericParameters.joined(separator: ", ") + ">" }
        words.append(name)
        var text = words.joined(separator: " ")
        if !fact.inherits.isEmpty {
            text += (fact.kind == .typealias ? " = " : ": ") + fact.inherits.joined(separator: ", ")
        }
        return text
    }
}

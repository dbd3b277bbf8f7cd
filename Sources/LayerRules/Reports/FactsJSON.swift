import SwiftScanner

/// The `archlint facts --format json` document: `{"version": 1, "files": [...]}`, described in
/// `docs/facts-schema.md`.
public enum FactsJSON {
    /// Schema version of the document.
    public static let version = 1

    /// Builds the document for `files`, in the given order, with the modules read (`modules.fileModules` is
    /// parallel to `files`, or empty).
    public static func document(_ files: [FileFacts], modules: FactsModules = .none) -> JSONValue {
        .object([
            ("version", .int(version)),
            (
                "files",
                .array(
                    files.indices.map {
                        file(files[$0], modules: $0 < modules.fileModules.count ? modules.fileModules[$0] : [])
                    })
            ),
            ("modules", .array(modules.modules.map(moduleObject))),
        ])
    }

    /// One file's object; `modules` are the names of the modules it is compiled in, the primary one first.
    public static func file(_ facts: FileFacts, modules: [String] = []) -> JSONValue {
        let names = facts.declarations.map(\.qualifiedName)
        func declarationName(_ index: Int?) -> JSONValue {
            guard let index, index >= 0, index < names.count else { return .null }
            return .string(names[index])
        }
        return .object(
            [
                ("path", .string(facts.path)),
                ("lines", .int(facts.lineCount)),
                ("bytes", .int(facts.byteCount)),
                ("module", .optional(modules.first)),
            ] + (modules.count > 1 ? [("modules", .array(modules.map(JSONValue.string)))] : []) + [
                ("imports", .array(facts.imports.map(importObject))),
                (
                    "declarations",
                    .array(facts.declarations.map { declarationObject($0, parent: declarationName($0.parent)) })
                ),
                (
                    "references",
                    .array(
                        facts.references.map {
                            .object(
                                [("name", .string($0.name))] + position($0.position)
                                    + [("in", declarationName($0.enclosing))])
                        })
                ),
                (
                    "constructions",
                    .array(
                        facts.constructions.map {
                            .object(
                                [("type", .string($0.typeName))] + position($0.position)
                                    + [("in", declarationName($0.enclosing))])
                        })
                ),
                (
                    "memberUses",
                    .array(
                        facts.memberUses.map {
                            .object(
                                [("type", .string($0.typeName)), ("member", .string($0.member))] + position($0.position)
                                    + [("in", declarationName($0.enclosing))])
                        })
                ),
                (
                    "directives",
                    .array(facts.directives.map { .object([("text", .string($0.text))] + position($0.position)) })
                ),
                ("conditionalBranches", .array(facts.conditionalBranches.map(branchObject))),
                (
                    "diagnostics",
                    .array(
                        facts.diagnostics.map {
                            .object(
                                [("kind", .string($0.kind.rawValue)), ("message", .string($0.message))]
                                    + position($0.position))
                        })
                ),
            ])
    }

    private static func branchObject(_ branch: ConditionalBranch) -> JSONValue {
        let members: [(String, JSONValue)] = [
            ("condition", .optional(branch.condition)), ("parent", branch.parent.map(JSONValue.int) ?? .null),
            ("line", .int(branch.start.line)), ("column", .int(branch.start.column)),
            ("endLine", .int(branch.end.line)), ("endColumn", .int(branch.end.column)),
        ]
        return .object(members)
    }

    private static func moduleObject(_ module: FactsModules.Module) -> JSONValue {
        .object([
            ("name", .string(module.name)),
            ("format", .string(module.format)),
            ("manifest", .string(module.manifest)),
            ("kind", .string(module.kind)),
            ("productType", .optional(module.productType)),
            ("isTest", .bool(module.isTest)),
            ("dependencies", .array(module.dependencies.map(JSONValue.string))),
        ])
    }

    private static func importObject(_ fact: ImportFact) -> JSONValue {
        .object(
            [
                ("module", .string(fact.module)),
                ("kind", .optional(fact.kind)),
                ("attributes", .array(fact.attributes.map(JSONValue.string))),
                ("accessLevel", .optional(fact.accessLevel)),
                ("condition", .optional(fact.condition)),
            ] + position(fact.position))
    }

    private static func declarationObject(_ fact: DeclarationFact, parent: JSONValue) -> JSONValue {
        .object(
            [
                ("kind", .string(fact.kind.rawValue)),
                ("name", .string(fact.name)),
                ("qualifiedName", .string(fact.qualifiedName)),
                ("genericParameters", .array(fact.genericParameters.map(JSONValue.string))),
                ("genericRequirements", .bool(fact.hasGenericRequirements)),
                ("inherits", .array(fact.inherits.map(JSONValue.string))),
                ("accessLevel", .optional(fact.accessLevel)),
                ("attributes", .array(fact.attributes.map(JSONValue.string))),
                ("parent", parent),
            ] + position(fact.position))
    }

    private static func position(_ position: SourcePosition) -> [(String, JSONValue)] {
        [("line", .int(position.line)), ("column", .int(position.column))]
    }
}

import SwiftScanner

/// Which types of the tree are values (entities, value objects, models, states: data to build, move or map) and
/// which are services (to inject), by kind and name: the `construction` rule's `values`, `valueNames` and
/// `services` options. A container generic over any type (`Observable<T>`, `Box<T>`) is a value too, and so is a
/// Core Data entity or SwiftData model class.
struct ValueTypes: Sendable {
    /// Kinds whose types are values, unless named as services.
    let kinds: Set<DeclarationKind>
    /// Names of values whatever their kind, unless named as services.
    let names: [Glob]
    /// Names of services whatever their kind.
    let services: [Glob]

    /// The defaults of the `construction` rule's options.
    static let defaults = ValueTypes(
        kinds: Set(RuleKind.defaultValueKinds.compactMap(DeclarationKind.init(rawValue:))),
        names: Glob.compiling(RuleKind.defaultValueNames), services: Glob.compiling(RuleKind.defaultServices))

    /// Whether `symbol`, a type of `model`'s tree, is a value: only classes, structs, enums and actors are (a type
    /// alias or protocol named `*Model` is not).
    func isValue(_ symbol: Symbol, in model: ArchitectureModel) -> Bool {
        isValue(symbol, in: model.files)
    }

    /// Whether `symbol`, a type declared in `files`, is a value (`isValue(_:in:)` before the model exists).
    func isValue(_ symbol: Symbol, in files: [FileFacts]) -> Bool {
        guard symbol.kind.isConcrete else { return false }
        let declaration = files[symbol.file].declarations[symbol.declaration]
        let isContainer = !declaration.genericParameters.isEmpty && !declaration.hasGenericRequirements
        return
            (kinds.contains(symbol.kind) || isContainer || Self.isManagedObject(declaration)
            || names.contains { $0.matches(symbol.name) })
            && !services.contains { $0.matches(symbol.name) }
    }

    /// What to do about a value of a layer the code may not depend on: `layers` names where it may go.
    static func moveOrMapHint(_ name: String, to layers: String) -> String {
        "move '\(name)' to \(layers), or map it to a type declared there where the layers meet"
    }

    /// A Core Data entity class (`class Favorite: NSManagedObject`) or a SwiftData model (`@Model final class
    /// Country`): a stored record, data like a struct.
    private static func isManagedObject(_ declaration: DeclarationFact) -> Bool {
        declaration.kind == .class
            && (declaration.inherits.first == "NSManagedObject" || declaration.attributes.contains("@Model"))
    }
}

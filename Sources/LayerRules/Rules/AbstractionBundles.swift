import SwiftScanner

/// A struct that only bundles what a layer may see: the `Interactors` of a SwiftUI app's DI container, a struct of
/// the use-case protocols its screens call, nested in the composition root's container. A view model holding it
/// depends on those protocols, not on the composition root, so the `dependencies` rule does not report it. The
/// container's `Services` struct of concrete clients is still reported, and so is the container itself.
///
/// A bundle is a struct nested in another type whose code in its file (its body, its nested types and its
/// extensions there) names at least one protocol of the tree and names types of the tree only in layers the
/// depending layer may depend on, or types nested in the struct. What it adopts does not count: a response model
/// adopting a Domain protocol is a value of its layer.
struct AbstractionBundles {
    let model: ArchitectureModel
    let policy: DependencyPolicy

    /// True when `target` is such a bundle for code in `from`.
    func isBundle(_ target: SymbolID, for from: LayerID) -> Bool {
        let symbol = model.symbols[target]
        // A container of its own (`ScreensDIContainer`) is what a service locator hands out; the bundle is a part of it.
        guard symbol.kind == .struct, !symbol.scope.isEmpty else { return false }
        let file = symbol.file
        let facts = model.files[file]
        let targets = model.resolutions[file].references
        let references = facts.references
        guard targets.count == references.count else { return false }
        let name = symbol.qualifiedName
        // What the struct adopts is not what it bundles: a response model adopting a Domain protocol is a value.
        let adopted = Set(facts.declarations[symbol.declaration].inherits)
        var namesAProtocol = false
        for index in references.indices {
            let enclosing = references.enclosing(index)
            guard model.enclosingScopes(file: file, enclosing: enclosing).contains(name) else { continue }
            if enclosing == symbol.declaration, adopted.contains(references[index].name) { continue }
            let named = targets[index]
            guard named.isSymbol, named != target else { continue }
            let scope = model.symbols[named].scope
            if scope == name || scope.hasPrefix(name + ".") { continue }
            guard policy.allows(from, model.symbols.layer(of: named)) else { return false }
            if model.symbols[named].kind == .protocol { namesAProtocol = true }
        }
        return namesAProtocol
    }
}

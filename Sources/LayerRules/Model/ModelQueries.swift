import SwiftScanner

extension ArchitectureModel {
    /// The symbol of the outermost type declaration (or extended type) around `declarations[declaration]`
    /// of file `file`; nil when that outermost declaration is not a type of the tree.
    public func outermostSymbol(file: Int, declaration: Int) -> SymbolID? {
        let declarations = files[file].declarations
        var index = declaration
        while let parent = declarations[index].parent, parent < index { index = parent }
        if declarations[index].kind.declaresType { return symbols.symbol(file: file, declaration: index) }
        guard declarations[index].kind == .extension else { return nil }
        let context = LookupContext(scopes: [], genericParameters: [], file: file, layer: fileLayers[file])
        return symbols.resolve(declarations[index].name, in: context)
    }

    /// The outermost type around a symbol (itself when it is not nested).
    public func outermostSymbol(of symbol: SymbolID) -> SymbolID {
        let entry = symbols[symbol]
        return outermostSymbol(file: entry.file, declaration: entry.declaration) ?? symbol
    }

    /// True when a scanned file or declaration is in one of `layers`.
    public func hasCode(in layers: LayerSet) -> Bool {
        fileLayers.contains { $0 != .none && layers.contains($0) }
            || declarationLayers.contains { $0.contains { $0 != .none && layers.contains($0) } }
    }

    /// The layer's name, or `no layer`.
    public func layerName(_ layer: LayerID) -> String {
        catalog.name(layer) ?? "no layer"
    }
}

extension Policy {
    /// The dependency policy of the first `dependencies` rule, or nil when there is none.
    public func dependencyPolicy(catalog: LayerTable) -> DependencyPolicy? {
        for rule in rules {
            if case .dependencies(let allow) = rule.kind { return DependencyPolicy(allow: allow, catalog: catalog) }
        }
        return nil
    }
}

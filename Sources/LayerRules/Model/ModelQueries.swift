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

    /// True when `symbol` is nested in a type of the code's own layer that encloses code at `enclosing` of file
    /// `file` (see `SymbolTable.isPart`).
    public func isPart(_ symbol: SymbolID, ofCodeIn file: Int, enclosing: Int?) -> Bool {
        symbols.isPart(
            symbol, ofCodeIn: files[file], fileIndex: file, enclosing: enclosing,
            layer: layer(file: file, enclosing: enclosing))
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
    /// The `allow` map of the first `dependencies` rule, or nil when there is none.
    public var allowedDependencies: [String: [String]]? {
        rules.lazy.compactMap(\.kind.allowedDependencies).first
    }

    /// The dependency policy of the first `dependencies` rule, or nil when there is none.
    public func dependencyPolicy(catalog: LayerTable) -> DependencyPolicy? {
        allowedDependencies.map { DependencyPolicy(allow: $0, catalog: catalog) }
    }
}

extension SymbolTable {
    /// True when `target` is nested in a type that encloses code at `enclosing` of `file` (the code is inside its
    /// declaration, or inside an extension of it) and that type is in `layer`, the code's own layer:
    /// `ZoomableScrollView.Coordinator` used inside `ZoomableScrollView` is a part of the view, not a dependency on
    /// the layer a name pattern puts `*Coordinator` types in. Extending a type of another layer is no such part.
    public func isPart(_ target: SymbolID, ofCodeIn file: FileFacts, fileIndex: Int, enclosing: Int?, layer: LayerID)
        -> Bool
    {
        let scope = symbols[target.index].scope
        guard !scope.isEmpty else { return false }
        var current = enclosing
        var steps = 0
        while let index = current, index < file.declarations.count, steps < LookupContext.scopeDepthLimit {
            let declaration = file.declarations[index]
            let name = declaration.qualifiedName
            if scope == name || scope.hasPrefix(name + ".") {
                let owner =
                    declaration.kind == .extension
                    ? resolve(
                        declaration.name,
                        in: LookupContext(enclosing: declaration.parent, in: file, fileIndex: fileIndex, layer: layer))
                    : symbol(file: fileIndex, declaration: index)
                if let owner, layers[owner.index] == layer { return true }
            }
            current = declaration.parent.flatMap { $0 < index ? $0 : nil }
            steps += 1
        }
        return false
    }
}

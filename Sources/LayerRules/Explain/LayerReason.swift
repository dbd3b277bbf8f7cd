import SwiftScanner

/// Why code is in its layer: the path glob, type pattern or module pattern that put it there.
/// The resolver decides; this only names the most specific pattern of the chosen layer that matches.
public struct LayerReason {
    let model: ArchitectureModel
    let layers: [LayerDefinition]

    public init(model: ArchitectureModel, policy: Policy) {
        self.model = model
        layers = policy.layers
    }

    /// `'Domain' (path glob '**/Domain/**')`, or `no layer (no path glob matches 'x')`.
    public func file(_ file: Int) -> String {
        let layer = model.fileLayers[file]
        let path = model.files[file].path
        guard layer != .none else { return "no layer (no path glob matches '\(path)')" }
        let globs = Glob.compiling(layers[layer].paths).filter { $0.matches(path) }
        guard let best = globs.max(by: { $0.specificity < $1.specificity }) else {
            return "'\(model.layerName(layer))'"
        }
        return "'\(model.layerName(layer))' (path glob '\(best.pattern)')"
    }

    /// The layer of `declarations[index]` and why: its name's type pattern, its enclosing type, or its file.
    public func declaration(file: Int, index: Int) -> String {
        let layer = model.declarationLayers[file][index]
        let declaration = model.files[file].declarations[index]
        let fileLayer = model.fileLayers[file]
        if model.resolver.typeLayer(named: declaration.name, fileLayer: fileLayer) == layer, layer != .none {
            let simpleName = declaration.name.split(separator: ".").last.map(String.init) ?? declaration.name
            if let glob = Glob.compiling(layers[layer].types).first(where: { $0.matches(simpleName) }) {
                let within = layers[layer].within.map { " within '\($0)'" } ?? ""
                return "'\(model.layerName(layer))' (type pattern '\(glob.pattern)'\(within))"
            }
        }
        if let parent = declaration.parent, parent < index, model.declarationLayers[file][parent] == layer,
            layer != fileLayer
        {
            let outer = model.files[file].declarations[parent].qualifiedName
            return "'\(model.layerName(layer))' (nested in '\(outer)')"
        }
        return self.file(file)
    }

    /// The layer of code inside `enclosing` (file scope when nil) and why.
    public func code(file: Int, enclosing: Int?) -> String {
        guard let enclosing, enclosing < model.files[file].declarations.count else { return self.file(file) }
        return declaration(file: file, index: enclosing)
    }

    /// The layer of a symbol and why.
    public func symbol(_ symbol: SymbolID) -> String {
        let entry = model.symbols[symbol]
        return declaration(file: entry.file, index: entry.declaration)
    }

    /// The layer of an imported module and why (its module pattern, or the layer of its scanned files), or nil
    /// when it has none.
    public func module(_ module: String) -> String? {
        guard let layer = model.layer(ofModuleNamed: module) else { return nil }
        let glob = Glob.compiling(layers[layer].modules).first { $0.matches(module) }
        let why = glob.map { " (module pattern '\($0.pattern)')" } ?? " (the layer of its files)"
        return "'\(model.layerName(layer))'" + why
    }
}

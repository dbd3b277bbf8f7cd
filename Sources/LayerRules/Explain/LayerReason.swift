import SwiftScanner

/// Why code is in its layer: the path glob, type pattern or module pattern that put it there.
/// The resolver decides and names the pattern; this only formats it.
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
        let boundary = model.moduleBoundary(ofFile: file)
        let moduleDepth = boundary.depth
        // The glob the model chose: `onlyUICode` globs count as they did for this file.
        let chosen = model.resolver.pathMatch(
            forFile: path, moduleDepth: moduleDepth, isUICode: UICodeEvidence.shows(model.files[file]),
            screens: model.screenFolders)
        guard layer != .none else {
            if case .success(let match?) = chosen, match.layer == .none {
                return "no layer (shared code: path glob '\(match.glob.pattern)' of 'shared')"
            }
            if case .success(let match?) = model.resolver.pathMatch(forFile: path), moduleDepth > 0 {
                let start =
                    "no layer (path glob '\(match.glob.pattern)' names a layer only inside a module, and matches "
                switch boundary.reason {
                case .module:
                    let name = model.modules.fileModules[file].map { model.modules.graph.modules[$0].name } ?? ""
                    return start + "above the folder of module '\(name)', '\(boundary.folder)')"
                case .layout:
                    return start + "above '\(boundary.folder)', a module by its layout (it holds 'Sources'))"
                case .container:
                    return start + "in or above '\(boundary.folder)', a folder that holds modules)"
                }
            }
            let exceptions = [
                model.resolver.screenException(forFile: path, screens: model.screenFolders).map(Self.describe),
                notUICode(file: file, moduleDepth: moduleDepth),
            ].compactMap { $0 }
            if !exceptions.isEmpty { return "no layer (\(exceptions.joined(separator: "; ")))" }
            return "no layer (no path glob matches '\(path)')"
        }
        guard case .success(let match?) = chosen, match.layer == layer else {
            let module = ModuleExplanation.membership(of: file, in: model).map { " (\($0))" } ?? ""
            return "'\(model.layerName(layer))'" + module
        }
        let respelled = match.glob.matches(path) ? "" : ", with folder names read without spaces and hyphens"
        let screen =
            model.resolver.screenException(forFile: path, screens: model.screenFolders).map { "; \(Self.describe($0))" }
            ?? ""
        let uiCode = notUICode(file: file, moduleDepth: moduleDepth).map { "; \($0)" } ?? ""
        return "'\(model.layerName(layer))' (path glob '\(match.glob.pattern)'\(respelled)\(screen)\(uiCode))"
    }

    /// Why an `onlyUICode` path glob does not place a file, or nil when it does or none matches.
    private func notUICode(file: Int, moduleDepth: Int) -> String? {
        guard
            let pattern = model.resolver.onlyUICodeGlob(
                forFile: model.files[file].path, moduleDepth: moduleDepth, screens: model.screenFolders),
            !UICodeEvidence.shows(model.files[file])
        else { return nil }
        return "path glob '\(pattern)' places only UI code, and this file imports no UI framework and declares no "
            + "view, view model, presenter or observable state"
    }

    /// Why an `exceptScreens` path glob does not count for a file.
    private static func describe(_ screen: (pattern: String, folder: String)) -> String {
        "path glob '\(screen.pattern)' does not count in '\(screen.folder)', which holds a screen (a view or a view model)"
    }

    /// The layer of `declarations[index]` and why: its name's type pattern, its enclosing type, or its file.
    public func declaration(file: Int, index: Int) -> String {
        let layer = model.declarationLayers[file][index]
        let declaration = model.files[file].declarations[index]
        let fileLayer = model.fileLayers[file]
        if layer != .none, layer == model.resolver.previewLayer, model.resolver.isPreviewCode(declaration) {
            return "'\(model.layerName(layer))' (preview code)"
        }
        if layer != .none, layer == model.resolver.entryPointLayer, LayerResolver.isEntryPoint(declaration) {
            return "'\(model.layerName(layer))' (entry point)"
        }
        if let symbol = model.symbols.symbol(file: file, declaration: index), model.navigationTypes.contains(symbol) {
            let what =
                layer == .none
                ? "it wires no service of a layer"
                : "it names types of '\(model.layerName(layer))' and values it may use, and builds only its own layer's types"
            return "\(self.file(file)); it only navigates: \(what), so a composition-root name or conformance does "
                + "not move it"
        }
        if let match = model.resolver.typeMatch(
            named: declaration.name, kind: declaration.kind, fileLayer: fileLayer,
            unplaced: model.placements[file] == .unplaced),
            match.layer == layer
        {
            var within = layers[layer.index].within.map { " within '\($0)'" } ?? ""
            if model.placements[file] == .unplaced, !within.isEmpty {
                within = ", in a file that no path glob or module places"
            }
            return "'\(model.layerName(layer))' (type pattern '\(match.glob.pattern)'\(within))"
        }
        if let owner = ownerReason(file: file, index: index, layer: layer) {
            return "'\(model.layerName(layer))' (\(owner))"
        }
        if let parent = declaration.parent, parent < index, model.declarationLayers[file][parent] == layer,
            layer != fileLayer
        {
            let outer = model.files[file].declarations[parent].qualifiedName
            return "'\(model.layerName(layer))' (nested in '\(outer)')"
        }
        return self.file(file)
    }

    /// Why a declaration is in a `conformsTo` layer, or follows its extended type: `conforms to 'ChatCoordinator'
    /// (conformsTo '*Coordinator')`, `extension of 'AppCoordinator'`.
    private func ownerReason(file: Int, index: Int, layer: LayerID) -> String? {
        let declaration = model.files[file].declarations[index]
        let symbol: SymbolID?
        if declaration.kind == .extension {
            let context = LookupContext(
                enclosing: declaration.parent, in: model.files[file], fileIndex: file, layer: model.fileLayers[file])
            symbol = model.symbols.resolve(declaration.name, in: context)
            if let symbol, model.symbols.layer(of: symbol) == layer {
                return "extension of '\(model.symbols[symbol].name)'"
            }
        } else {
            symbol = model.symbols.symbol(file: file, declaration: index)
        }
        guard let symbol, layer != .none else { return nil }
        let names =
            ConformanceGraph.typeNames(inInheritanceList: declaration.inherits)
            + model.conformances.protocols(of: symbol).map { model.symbols[$0].name }
        let globs = Glob.compiling(layers[layer.index].conformsTo)
        for name in names {
            if let glob = globs.first(where: { $0.matches(name) }) {
                return "conforms to '\(name)', conformsTo '\(glob.pattern)'"
            }
        }
        return nil
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
        let glob = Glob.compiling(layers[layer.index].modules).first { $0.matches(module) }
        let why = glob.map { " (module pattern '\($0.pattern)')" } ?? " (the layer of its files)"
        return "'\(model.layerName(layer))'" + why
    }
}

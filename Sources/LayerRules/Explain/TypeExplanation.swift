import SwiftScanner

/// `archlint explain <TypeName>`: every declaration of the type, its layer and why, what it inherits from
/// or conforms to (on the declaration or in extensions, with their locations), and who references it.
public struct TypeExplanation {
    let model: ArchitectureModel
    let root: String
    let reason: LayerReason
    /// How many referencing sites are listed per layer.
    static let sitesPerLayer = 3

    public init(model: ArchitectureModel, policy: Policy, root: String) {
        self.model = model
        self.root = root
        reason = LayerReason(model: model, policy: policy)
    }

    /// The symbols named `name` (simple or qualified), in path order.
    public func symbols(named name: String) -> [SymbolID] {
        model.symbols.ids.filter { id in
            model.symbols[id].name == name || model.symbols[id].qualifiedName == name
        }
    }

    public func render(_ symbols: [SymbolID]) -> String {
        symbols.map(render).joined(separator: "\n")
    }

    private func render(_ symbol: SymbolID) -> String {
        let entry = model.symbols[symbol]
        var text = "\(entry.kind.rawValue) \(entry.qualifiedName)\n"
        text += "  declared:    \(site(file: entry.file, entry.position))\n"
        text += "  layer:       \(reason.symbol(symbol))\n"
        let supertypes = self.supertypes(of: symbol)
        if supertypes.isEmpty {
            text += "  conforms to: nothing\n"
        } else {
            text += "  conforms to:\n"
            for line in supertypes { text += "    \(line)\n" }
        }
        let direct = Set(model.conformances.supertypes(of: symbol))
        let indirect = model.conformances.protocols(of: symbol).filter { !direct.contains($0) }
        if !indirect.isEmpty {
            text += "  also (inherited): " + indirect.map { model.symbols[$0].qualifiedName }.joined(separator: ", ")
            text += "\n"
        }
        text += references(to: symbol)
        return text
    }

    /// `Name, declared in 'Layer'` or `Name (not declared in the tree)`, with the declaration or extension
    /// that lists it.
    private func supertypes(of symbol: SymbolID) -> [String] {
        var lines: [String] = []
        for (fileIndex, file) in model.files.enumerated() {
            for (index, declaration) in file.declarations.enumerated() where !declaration.inherits.isEmpty {
                let context = LookupContext(
                    enclosing: declaration.parent, in: file, fileIndex: fileIndex,
                    layer: model.layer(file: fileIndex, enclosing: declaration.parent))
                let isOwn = model.symbols.symbol(file: fileIndex, declaration: index) == symbol
                let isExtension =
                    declaration.kind == .extension && model.symbols.resolve(declaration.name, in: context) == symbol
                guard isOwn || isExtension else { continue }
                let place =
                    (isExtension ? "extension at " : "declaration at ") + site(file: fileIndex, declaration.position)
                for name in ConformanceGraph.typeNames(inInheritanceList: declaration.inherits) {
                    let what: String
                    if let target = model.symbols.resolve(name, in: context) {
                        let entry = model.symbols[target]
                        what =
                            "\(entry.kind.rawValue) \(entry.qualifiedName) in '\(model.layerName(model.symbols.layer(of: target)))'"
                    } else {
                        what = "\(name) (not declared in the tree)"
                    }
                    lines.append("\(what), by the \(place)")
                }
            }
        }
        return lines
    }

    private func references(to symbol: SymbolID) -> String {
        var sites: [LayerID: [String]] = [:]
        var total = 0
        for (fileIndex, file) in model.files.enumerated() {
            let targets = model.resolutions[fileIndex].references
            for (index, reference) in file.references.enumerated() where targets[index] == symbol {
                total += 1
                let layer = model.layer(file: fileIndex, enclosing: reference.enclosing, at: reference.position)
                sites[layer, default: []].append(site(file: fileIndex, reference.position))
            }
        }
        guard total > 0 else { return "  referenced:  nowhere\n" }
        var text = "  referenced:  \(total) time\(total == 1 ? "" : "s")\n"
        let order = sites.keys.sorted { lhs, rhs in
            lhs == .none ? false : rhs == .none ? true : lhs < rhs
        }
        for layer in order {
            let list = sites[layer]!
            let name = layer == .none ? "no layer" : "'\(model.layerName(layer))'"
            text += "    from \(name): \(list.count) (" + list.prefix(Self.sitesPerLayer).joined(separator: ", ")
            text += list.count > Self.sitesPerLayer ? ", …)\n" : ")\n"
        }
        return text
    }

    private func site(file: Int, _ position: SourcePosition) -> String {
        "\(DisplayPath.join(root: root, model.files[file].path)):\(position.line):\(position.column)"
    }
}

/// `archlint check --explain-config`: how each layer of the policy resolved on the scanned tree.
public enum ConfigExplanation {
    public static func render(_ model: ArchitectureModel, policy: PolicySource) -> String {
        let catalog = model.catalog
        var files = [Int](repeating: 0, count: catalog.count + 1)
        var declarations = [Int](repeating: 0, count: catalog.count + 1)
        for (index, file) in model.files.enumerated() {
            files[slot(model.fileLayers[index], catalog)] += 1
            for (declaration, layer) in zip(file.declarations, model.declarationLayers[index])
            where declaration.kind.declaresType {
                declarations[slot(layer, catalog)] += 1
            }
        }
        let unmatched = model.resolver.unmatchedPathGlobs(model.files.map(\.path))
        var text = "policy: \(TerminalText.escape(policy.displayName))\n"
        for (layer, name) in zip(catalog.ids, catalog.names) {
            var traits: [String] = []
            if catalog.parent(of: layer) != .none {
                traits.append("within '\(catalog.name(of: catalog.parent(of: layer)))'")
            }
            if catalog.isCompositionRoot(layer) { traits.append("composition root") }
            let suffix = traits.isEmpty ? "" : " (" + traits.joined(separator: ", ") + ")"
            text +=
                "layer '\(TerminalText.escape(name))'\(TerminalText.escape(suffix)): \(ReportText.count(files[layer.index], "file")), "
            text += "\(ReportText.count(declarations[layer.index], "declaration"))\n"
            for glob in unmatched where glob.layer == name {
                text += "  path glob '\(TerminalText.escape(glob.pattern))' matches no scanned file\n"
            }
        }
        text += "no layer: \(ReportText.count(files[catalog.count], "file")), "
        text += "\(ReportText.count(declarations[catalog.count], "declaration"))\n"
        return text + ModuleExplanation.render(model)
    }

    private static func slot(_ layer: LayerID, _ catalog: LayerTable) -> Int {
        layer == .none ? catalog.count : layer.index
    }

}

import SwiftScanner

/// The layers of a checked tree as a graph: one node per layer (with its file and declaration counts),
/// one edge per pair of layers that depend on each other, counting the references (type references and
/// imports of a layer's module) and, for an edge the dependency policy forbids, the reported violations
/// from one layer to the other (by any rule: a finding folded into a more specific rule still counts),
/// each location counted once.
public enum LayerGraph {
    public static func build(model: ArchitectureModel, policy: Policy, violations: [Finding]) -> GraphDocument {
        let catalog = model.catalog
        var document = GraphDocument()
        let (files, declarations) = counts(model)
        let modules = moduleNames(model)
        let ids = catalog.ids.map { layer in
            document.addNode(
                named: catalog.name(of: layer),
                label: [
                    catalog.name(of: layer),
                    "\(ReportText.count(files[layer.index], "file")), "
                        + ReportText.count(declarations[layer.index], "declaration"),
                ] + (modules[layer.index].isEmpty ? [] : ["modules: " + modules[layer.index].joined(separator: ", ")]))
        }
        let references = referenceCounts(model)
        let dependencies = policy.dependencyPolicy(catalog: catalog)
        let violationCounts = violationsPerEdge(violations)
        for from in catalog.ids {
            for to in catalog.ids where references[from.index][to.index] > 0 {
                var label = ReportText.count(references[from.index][to.index], "reference")
                let forbidden = dependencies.map { !$0.allows(from, to) } ?? false
                if forbidden {
                    let count = violationCounts[catalog.name(of: from) + "\u{0}" + catalog.name(of: to), default: 0]
                    label += ", " + ReportText.count(count, "violation")
                }
                document.edges.append(
                    GraphDocument.Edge(from: ids[from.index], to: ids[to.index], label: label, forbidden: forbidden))
            }
        }
        return document
    }

    /// Distinct violation locations per `from\0to` layer pair.
    static func violationsPerEdge(_ violations: [Finding]) -> [String: Int] {
        var locations: [String: Set<String>] = [:]
        for violation in violations {
            guard let from = violation.fromLayer, let to = violation.toLayer else { continue }
            let location = "\(violation.path):\(violation.position.line):\(violation.position.column)"
            locations[from + "\u{0}" + to, default: []].insert(location)
        }
        return locations.mapValues(\.count)
    }

    /// Per layer, the names of the non-test modules (package and project targets) with scanned files in it,
    /// sorted.
    static func moduleNames(_ model: ArchitectureModel) -> [[String]] {
        var names = [Set<String>](repeating: [], count: model.catalog.count)
        for (index, module) in model.modules.fileModules.enumerated() {
            guard let module, model.fileLayers[index] != .none else { continue }
            let target = model.modules.graph.modules[module]
            if !target.isTest { names[model.fileLayers[index].index].insert(target.name) }
        }
        return names.map { $0.sorted() }
    }

    /// Files and type declarations per layer.
    static func counts(_ model: ArchitectureModel) -> (files: [Int], declarations: [Int]) {
        var files = [Int](repeating: 0, count: model.catalog.count)
        var declarations = files
        for (index, file) in model.files.enumerated() {
            if model.fileLayers[index] != .none { files[model.fileLayers[index].index] += 1 }
            for (declaration, layer) in zip(file.declarations, model.declarationLayers[index])
            where declaration.kind.declaresType && layer != .none {
                declarations[layer.index] += 1
            }
        }
        return (files, declarations)
    }

    /// References from each layer to each other layer: resolved type references and module imports.
    static func referenceCounts(_ model: ArchitectureModel) -> [[Int]] {
        let count = model.catalog.count
        var counts = [[Int]](repeating: [Int](repeating: 0, count: count), count: count)
        for (fileIndex, file) in model.files.enumerated() {
            for edge in model.resolutions[fileIndex].layerEdges {
                counts[edge.from.index][edge.to.index] += edge.references
            }
            let importer = model.importLayer(file: fileIndex)
            guard importer != .none else { continue }
            for fact in file.imports {
                let from = model.layer(of: fact, importedIn: importer)
                if let to = model.layer(ofModuleNamed: String(fact.topLevelModule)), to != from {
                    counts[from.index][to.index] += 1
                }
            }
        }
        return counts
    }
}

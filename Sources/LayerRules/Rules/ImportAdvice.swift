import SwiftScanner

/// Where the code that needs a forbidden module should go, for the hint of an `imports` finding: into the
/// parent layer when that is where the tree already uses the module, or when the module is a UI framework (a
/// view model's UIKit code belongs to its view, even where the views are in no layer), else behind a protocol
/// of a layer both sides may depend on, implemented in an outer layer.
struct ImportAdvice {
    let context: RuleContext

    /// Modules whose code belongs with the views.
    static let uiFrameworks: Set<String> = ["UIKit", "SwiftUI", "AppKit", "Cocoa", "WatchKit"]

    /// The hint for `layer` importing `module` (a top-level module name).
    func hint(layer: LayerID, module: String) -> String {
        let catalog = context.model.catalog
        let name = catalog.name(of: layer)
        let users = layersImporting(module, except: layer)
        let parent = catalog.parent(of: layer)
        if parent != .none, users.contains(parent) || Self.uiFrameworks.contains(module) {
            return
                "keep the code that needs '\(module)' in '\(catalog.name(of: parent))' and give '\(name)' plain values"
        }
        if let policy = context.dependencyPolicy {
            let candidates = catalog.ids.filter { isImplementer($0, for: layer, policy) }
            let ordered = candidates.filter(users.contains) + candidates.filter { !users.contains($0) }
            for implementer in ordered {
                guard let contract = contractLayer(for: layer, implementer: implementer, policy) else { continue }
                return "move the code that needs '\(module)' behind a protocol declared in "
                    + "'\(catalog.name(of: contract))' and implement it in '\(catalog.name(of: implementer))'"
            }
        }
        return "move the code that needs '\(module)' behind a protocol declared in '\(name)' and implement it in "
            + "an outer layer"
    }

    /// A layer that may hold the implementation: not the importer, its parent or its sub-layer, not a
    /// composition root, and not a layer the importer may depend on (it would reach the module again).
    private func isImplementer(_ candidate: LayerID, for layer: LayerID, _ policy: DependencyPolicy) -> Bool {
        let catalog = context.model.catalog
        return candidate != layer && !catalog.isInCompositionRoot(candidate)
            && !catalog.isLayer(candidate, within: layer) && !catalog.isLayer(layer, within: candidate)
            && !policy.allows(layer, candidate)
    }

    /// The layer where the protocol lives: the importer itself when the implementer may depend on it, else
    /// the first layer of the importer's entry the implementer may depend on too.
    private func contractLayer(for layer: LayerID, implementer: LayerID, _ policy: DependencyPolicy) -> LayerID? {
        if policy.allows(implementer, layer) { return layer }
        let catalog = context.model.catalog
        return policy.allowedNames(layer).compactMap(catalog.id).first { contract in
            contract != implementer && policy.allows(implementer, contract)
        }
    }

    /// The layers (other than `layer`) whose files import `module`.
    private func layersImporting(_ module: String, except layer: LayerID) -> Set<LayerID> {
        var layers = context.moduleImporters[module] ?? []
        layers.remove(layer)
        return layers
    }

    /// Per top-level module, the layers whose files import it: one pass over the imports, so that a hint costs
    /// a lookup however many files and findings the tree has.
    static func moduleImporters(in model: ArchitectureModel) -> [String: Set<LayerID>] {
        // The files in a few strides on all cores, each with its own table; the tables are merged after.
        let files = model.files
        // A file whose imports are those of the file before it in its stride, from the same layer, adds nothing,
        // and is passed over (files of one folder tend to, and often the whole tree's layered files).
        let perStride = files.concurrentStrides { fileIndices in
            var importers: [String: Set<LayerID>] = [:]
            var previous: (file: Int, importer: LayerID)?
            for index in fileIndices where !files[index].imports.isEmpty {
                let importer = model.importLayer(file: index)
                guard importer != .none else { continue }
                let imports = files[index].imports
                if let previous, previous.importer == importer,
                    ModuleVisibility.sameImports(files[previous.file].imports, imports)
                {
                    continue
                }
                previous = (index, importer)
                for fact in imports {
                    importers[ImportFact.topLevelModule(of: fact.module), default: []].insert(importer)
                }
            }
            return importers
        }
        var importers: [String: Set<LayerID>] = [:]
        for table in perStride {
            importers.merge(table) { $0.union($1) }
        }
        return importers
    }
}

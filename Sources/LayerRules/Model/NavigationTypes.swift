import SwiftScanner

/// A type that the composition root takes only by its name or a conformance (a `*Coordinator`), declared in a
/// folder or module of another layer, stays in that layer when it does no composition-root work there. Such a type
/// navigates (a flow coordinator pushing its screens, a SwiftUI router holding a `NavigationPath`): it names types
/// of its folder's layer and sub-layers (screens, view models, other coordinators) and values of layers that layer
/// may depend on (`ValueTypes.defaults`: the entity the next screen shows), and builds only types of its layer's
/// family. The views and view models beside it hold it as code of their own layer. A coordinator that asks a DI container for its
/// screens, holds a use case, builds a repository or constructs a service in no layer (a network manager kept in
/// `Services/`) wires the app, and stays in the composition root; so does a DI container holding services.
///
/// In a file that no path glob or module places, the same test keeps such a type in no layer, taking it as code of
/// the layer of the first layered type it builds (a SwiftUI router in `Core/Navigation/` building its screens),
/// or, when it builds none, only if it names no layered type: a base coordinator class in `Core/` is
/// infrastructure, and the coordinators inheriting it do not depend on the composition root by that; a DI
/// container holding use cases is not.
///
/// The decision is made before names are resolved for the rules: each candidate's code (its declaration, the
/// types nested in it and its extensions that follow it) is resolved once, every candidate is first taken to stay,
/// and a candidate that uses or builds something its layer may not is sent back, until no more is; one that uses
/// such a candidate is sent back in turn.
enum NavigationTypes {
    /// What the pass decided: the candidates kept in their folder's layer (their declarations' symbols), and the
    /// new layer of each of their declarations, nested types and extensions.
    struct Outcome {
        var kept: Set<SymbolID> = []
        var relayered: [Relayering] = []
    }

    /// The candidates of the tree and the layers they keep.
    static func keep(
        files: [FileFacts], fileLayers: [LayerID], placements: [FilePlacement], previewBranches: [[ConditionalBranch]],
        resolver: LayerResolver, policy: DependencyPolicy, conformances: ConformanceGraph,
        declarationLayers: [[LayerID]], contexts: [[LookupContext]], table: SymbolTable
    ) -> Outcome {
        let catalog = resolver.catalog
        let isRoot = catalog.ids.map(catalog.isInCompositionRoot)
        var candidates = Candidates(isRoot: isRoot)
        // Only files with code of a composition-root layer can hold a candidate or an extension of one; they are
        // found on all cores, from the layers alone.
        let layers = declarationLayers
        let rooted = files.concurrentMap(batch: 256) { file in
            layers[file].contains { $0 != .none && isRoot[$0.index] }
        }
        let rootedFiles = files.indices.filter { rooted[$0] }
        for file in rootedFiles {
            candidates.addDeclarations(
                of: files[file], file, fileLayer: fileLayers[file], placement: placements[file],
                layers: declarationLayers[file], table: table, resolver: resolver)
        }
        guard !candidates.folderLayers.isEmpty else { return Outcome() }
        for file in rootedFiles {
            candidates.addExtensions(
                of: files[file], file, fileLayer: fileLayers[file], layers: declarationLayers[file],
                contexts: contexts[file], table: table)
        }
        // Each candidate file's names are resolved on all cores; what each candidate names and builds is then
        // gathered in file order.
        let candidateFiles = candidates.members.keys.sorted()
        let members = candidates.members
        let found = candidateFiles.concurrentMap(batch: 4) {
            position -> [(owner: Int, symbol: SymbolID, built: Bool)] in
            let file = candidateFiles[position]
            let owners = members[file] ?? [:]
            let resolution = FileResolution(
                file: files[file], contexts: contexts[file], table: table,
                supertypes: conformances.supertypes)
            let branches = previewBranches[file]
            func owner(_ enclosing: Int?, _ position: SourcePosition) -> Int? {
                guard let enclosing, let owner = owners[enclosing] else { return nil }
                return branches.contains(where: { $0.contains(position) }) ? nil : owner
            }
            var found: [(owner: Int, symbol: SymbolID, built: Bool)] = []
            let references = files[file].references
            for index in references.indices where resolution.references[index].isSymbol {
                if let owner = owner(references.enclosing(index), references.position(index)) {
                    found.append((owner, resolution.references[index], false))
                }
            }
            let constructions = files[file].constructions
            for index in constructions.indices where resolution.constructions[index].isSymbol {
                if let owner = owner(constructions.enclosing(index), constructions.position(index)) {
                    found.append((owner, resolution.constructions[index], true))
                }
            }
            return found
        }
        var uses = [[SymbolID]](repeating: [], count: candidates.folderLayers.count)
        var builds = [[SymbolID]](repeating: [], count: candidates.folderLayers.count)
        for (owner, symbol, built) in found.joined() {
            if built { builds[owner].append(symbol) } else { uses[owner].append(symbol) }
        }
        let testLayers = candidates.folderLayers.indices.map { candidate in
            let folderLayer = candidates.folderLayers[candidate]
            guard folderLayer == .none else { return folderLayer }
            for symbol in builds[candidate] where candidates.ownerOfSymbol[symbol] == nil {
                let built = table.layer(of: symbol)
                if built != .none && !isRoot[built.index] { return built }
            }
            return LayerID.none
        }
        var kept = [Bool](repeating: true, count: candidates.folderLayers.count)
        func layer(of symbol: SymbolID) -> LayerID {
            guard let owner = candidates.ownerOfSymbol[symbol] else { return table.layer(of: symbol) }
            return kept[owner] ? candidates.folderLayers[owner] : table.layer(of: symbol)
        }
        var changed = true
        while changed {
            changed = false
            for candidate in kept.indices where kept[candidate] {
                let folderLayer = testLayers[candidate]
                func isOwnFamily(_ other: LayerID) -> Bool {
                    catalog.isLayer(other, within: folderLayer) || catalog.isLayer(folderLayer, within: other)
                }
                let wires =
                    uses[candidate].contains { symbol in
                        let used = layer(of: symbol)
                        guard used != .none, !isOwnFamily(used) else { return false }
                        return folderLayer == .none || !policy.allows(folderLayer, used)
                            || !ValueTypes.defaults.isValue(table[symbol], in: files)
                    }
                    || builds[candidate].contains { symbol in
                        let built = layer(of: symbol)
                        guard built != .none else { return !conformances.protocols(of: symbol).isEmpty }
                        return !isOwnFamily(built)
                    }
                if wires {
                    kept[candidate] = false
                    changed = true
                }
            }
        }
        var outcome = Outcome()
        for (file, owners) in candidates.members {
            for (declaration, owner) in owners where kept[owner] {
                outcome.relayered.append(
                    Relayering(file: file, declaration: declaration, layer: candidates.folderLayers[owner]))
            }
        }
        outcome.kept = Set(candidates.roots.indices.filter { kept[$0] }.map { candidates.roots[$0] })
        return outcome
    }

    /// The candidates, and the declarations whose code is theirs.
    private struct Candidates {
        /// Per layer: whether it is a composition root, or a sub-layer of one.
        let isRoot: [Bool]
        /// Per candidate: its symbol, and the layer of its folder or module.
        var roots: [SymbolID] = []
        var folderLayers: [LayerID] = []
        /// Per file, per declaration index: the candidate whose code it holds.
        var members: [Int: [Int: Int]] = [:]
        /// The candidate of each member type declaration's symbol.
        var ownerOfSymbol: [SymbolID: Int] = [:]
        /// The simple names of the candidates, to pass over the other extensions without resolving them.
        var names: Set<String> = []
        var byRoot: [SymbolID: Int] = [:]

        init(isRoot: [Bool]) { self.isRoot = isRoot }

        private func isRoot(_ layer: LayerID) -> Bool { layer != .none && isRoot[layer.index] }

        /// Adds the types of a file in a non-root layer, or in no layer that a path glob or module gives, that a
        /// composition-root layer takes by name or conformance (not preview code, not the entry point), with the
        /// declarations nested in them.
        mutating func addDeclarations(
            of file: FileFacts, _ fileIndex: Int, fileLayer: LayerID, placement: FilePlacement, layers: [LayerID],
            table: SymbolTable, resolver: LayerResolver
        ) {
            let layered = placement == .placed && fileLayer != .none && !isRoot(fileLayer)
            guard layered || placement == .unplaced else { return }
            let declarations = file.declarations
            for index in declarations.indices where isRoot(layers[index]) {
                let declaration = declarations[index]
                let layer = layers[index]
                if let parent = declaration.parent, parent < index, let owner = members[fileIndex]?[parent],
                    layers[parent] == layer
                {
                    addMember(fileIndex, index, owner, table)
                    continue
                }
                guard declaration.kind.isConcrete, !resolver.isPreviewCode(declaration),
                    !LayerResolver.isEntryPoint(declaration),
                    let symbol = table.symbol(file: fileIndex, declaration: index)
                else { continue }
                byRoot[symbol] = roots.count
                roots.append(symbol)
                folderLayers.append(fileLayer)
                names.insert(declaration.name)
                addMember(fileIndex, index, roots.count - 1, table)
            }
        }

        /// Adds the extensions that follow a candidate into the composition root, with the declarations nested
        /// in them. (Code in a file of a composition-root folder is the composition root's, whatever it extends.)
        mutating func addExtensions(
            of file: FileFacts, _ fileIndex: Int, fileLayer: LayerID, layers: [LayerID], contexts: [LookupContext],
            table: SymbolTable
        ) {
            guard !isRoot(fileLayer) else { return }
            let declarations = file.declarations
            for index in declarations.indices where isRoot(layers[index]) && members[fileIndex]?[index] == nil {
                let declaration = declarations[index]
                if let parent = declaration.parent, parent < index, let owner = members[fileIndex]?[parent],
                    layers[parent] == layers[index]
                {
                    addMember(fileIndex, index, owner, table)
                    continue
                }
                guard declaration.kind == .extension, names.contains(String(declaration.name.lastNameComponent)) else {
                    continue
                }
                let context = contexts[declaration.parent.flatMap { $0 < index ? $0 : nil } ?? contexts.count - 1]
                guard let symbol = table.resolve(declaration.name, in: context), let owner = byRoot[symbol],
                    layers[index] == table.layer(of: symbol)
                else { continue }
                addMember(fileIndex, index, owner, table)
            }
        }

        private mutating func addMember(_ file: Int, _ declaration: Int, _ owner: Int, _ table: SymbolTable) {
            members[file, default: [:]][declaration] = owner
            if let symbol = table.symbol(file: file, declaration: declaration) { ownerOfSymbol[symbol] = owner }
        }
    }
}

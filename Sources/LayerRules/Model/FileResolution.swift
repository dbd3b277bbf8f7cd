import SwiftScanner

/// Targets of one file's references, constructions and member uses, aligned with its facts, and the layer
/// dependencies its references make.
public struct FileResolution: Sendable {
    /// A resolved symbol, `FileResolution.external`, `FileResolution.shadowed` or `FileResolution.ambiguous`.
    public var references: [SymbolID] = []
    public var constructions: [SymbolID] = []
    public var memberUses: [SymbolID] = []
    /// Each pair of different layers (neither `.none`) that a reference of the file connects, in order of
    /// first appearance. A reference to a type nested in an enclosing type of the same layer is a part of that
    /// type, not a dependency, and connects no layers (see `SymbolTable.isPart`).
    public var layerEdges: [LayerEdge] = []

    /// Declared nowhere in the tree.
    public static let external = SymbolID(-1)
    /// A generic parameter of an enclosing declaration.
    public static let shadowed = SymbolID(-2)
    /// Declared by two modules the file imports, and not by its own module: Swift rejects the use.
    public static let ambiguous = SymbolID(-3)

    init() {}

    init(file: FileFacts, contexts: [LookupContext], table: SymbolTable, supertypes: [[SymbolID]] = []) {
        var resolver = ContextualResolver(
            contexts: contexts, table: table, supertypes: supertypes, nameCount: file.names.names.count)
        // Facts are read by name index and enclosing declaration: a name is looked at only when its slot has
        // no target yet.
        let names = file.names.names
        let fileReferences = file.references
        references.reserveCapacity(fileReferences.count)
        for index in fileReferences.indices {
            let enclosing = fileReferences.enclosing(index)
            let target = resolver.target(names, fileReferences.nameIndex(index), enclosing)
            references.append(target)
            if target.isSymbol, resolver.current.layer != table.layer(of: target),
                !table.isPart(
                    target, ofCodeIn: file, fileIndex: resolver.current.file, enclosing: enclosing,
                    layer: resolver.current.layer)
            {
                recordEdge(from: resolver.current.layer, to: table.layer(of: target), reference: index, in: file)
            }
        }
        let fileConstructions = file.constructions
        constructions = fileConstructions.indices.map { index in
            resolver.target(names, fileConstructions.nameIndex(index), fileConstructions.enclosing(index))
        }
        let fileMemberUses = file.memberUses
        memberUses = fileMemberUses.indices.map { index in
            resolver.target(names, fileMemberUses.nameIndex(index), fileMemberUses.enclosing(index))
        }
    }

    private mutating func recordEdge(from: LayerID, to: LayerID, reference: Int, in file: FileFacts) {
        guard from != .none, to != .none, from != to else { return }
        guard let known = layerEdges.firstIndex(where: { $0.from == from && $0.to == to }) else {
            layerEdges.append(LayerEdge(from: from, to: to, references: 1, firstReference: reference))
            return
        }
        layerEdges[known].references += 1
        if file.references[reference].position < file.references[layerEdges[known].firstReference].position {
            layerEdges[known].firstReference = reference
        }
    }

    /// Resolves names of one file, keeping the lookup context of the previous name: consecutive facts
    /// mostly share their enclosing declaration, so the context is not copied (and retained) per name.
    /// Names are looked up in the symbol table once per distinct name of the file, and a name whose
    /// target does not depend on where it is written (no nested type has it) is resolved once per file; one
    /// whose target does is resolved once per run of the same lookup context.
    private struct ContextualResolver {
        let contexts: [LookupContext]
        let table: SymbolTable
        let supertypes: [[SymbolID]]
        var currentIndex = -1
        var current = LookupContext(scopes: [], genericParameters: [], file: 0, layer: .none)
        /// The current context's supertypes where inherited nested types are looked for, once needed.
        private var currentOwners: [SymbolID]?
        /// Per name of the file (`FileNames.names`), what is known of it.
        private var slots: [NameSlot]
        private static let unknownTarget = SymbolID(Int(Int32.min))

        /// What is known of one interned name of the file, kept together so that a file costs one allocation.
        private struct NameSlot {
            /// Its lookup, once done.
            var lookup: SymbolTable.NameLookup?
            /// Its target when that holds everywhere in the file, else `unknownTarget`.
            var fileTarget = ContextualResolver.unknownTarget
            /// The context index of its last context-dependent resolution (-1 when none was made) and its target
            /// there: the target is a function of the name and the context.
            var context: Int32 = -1
            var contextTarget = ContextualResolver.unknownTarget
        }

        init(contexts: [LookupContext], table: SymbolTable, supertypes: [[SymbolID]], nameCount: Int) {
            self.contexts = contexts
            self.table = table
            self.supertypes = supertypes
            slots = [NameSlot](repeating: NameSlot(), count: nameCount)
        }

        /// The target of the file's name number `nameIndex` (in `names`) written inside declaration `enclosing`.
        mutating func target(_ names: [String], _ nameIndex: Int32, _ enclosing: Int?) -> SymbolID {
            let index = enclosing.map { min($0, contexts.count - 1) } ?? contexts.count - 1
            if index != currentIndex {
                currentIndex = index
                current = contexts[index]
                currentOwners = nil
            }
            let slot = Int(nameIndex)
            if !current.genericParameters.isEmpty, current.isShadowed(SymbolTable.head(of: names[slot])) {
                return FileResolution.shadowed
            }
            if slots[slot].fileTarget != Self.unknownTarget { return slots[slot].fileTarget }
            if Int(slots[slot].context) == currentIndex { return slots[slot].contextTarget }
            let name = names[slot]
            let lookup: SymbolTable.NameLookup
            if let known = slots[slot].lookup {
                lookup = known
            } else {
                lookup = table.lookup(name, hash: NameHash.of(name))
                slots[slot].lookup = lookup
            }
            switch lookup {
            case .external, .onlyTopLevel:
                let target = table.target(name, lookup, in: current, supertypes: supertypes)
                slots[slot].fileTarget = target
                return target
            case .simple(let candidates) where candidates.leading == candidates.all:
                let found = table.topLevelTarget(candidates.leading, in: current)
                if found.dependsOnLayer {
                    remember(found.target, slot: slot)
                } else {
                    slots[slot].fileTarget = found.target
                }
                return found.target
            default:
                if currentOwners == nil { currentOwners = table.inheritedOwners(in: current, supertypes: supertypes) }
                let target = table.target(name, lookup, in: current, supertypes: supertypes, owners: currentOwners)
                remember(target, slot: slot)
                return target
            }
        }

        /// Records `target` as the target of name `slot` in the current context.
        private mutating func remember(_ target: SymbolID, slot: Int) {
            slots[slot].context = Int32(truncatingIfNeeded: currentIndex)
            slots[slot].contextTarget = target
        }
    }
}

/// References of one file from code in layer `from` to types declared in layer `to`.
public struct LayerEdge: Hashable, Sendable {
    public var from: LayerID
    public var to: LayerID
    /// How many references.
    public var references: Int
    /// The reference (index into the file's references) that comes first in the source.
    public var firstReference: Int
}

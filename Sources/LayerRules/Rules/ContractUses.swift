import SwiftScanner

/// Where the protocols a `declarations` rule would move, or that a `conformance` rule's types implement in code no
/// layer holds, are used from outside their own layer: the evidence that such a protocol is a contract between
/// layers and not a detail of the layer that declares it (a `WebRepository` base protocol that only the networking
/// code of 'Data' refines and implements), or, for one in no layer (a feature's interface module), that it is the
/// inner layer's contract.
///
/// Only the candidates are followed (protocols that match a `declarations` rule's patterns and are declared outside
/// its layers; protocols in no layer that a `conformance` rule's types implement), so a tree without any costs one
/// pass over its declarations.
struct ContractUses: Sendable {
    /// The first use of a protocol from one layer, of one kind.
    struct Use: Sendable {
        let layer: LayerID
        let file: Int
        let position: SourcePosition
        let kind: Kind

        /// How code uses a protocol.
        enum Kind: Sendable {
            /// It names the protocol (a stored property, a parameter, a cast).
            case holds
            /// A type or extension names it in its inheritance clause: the layer implements it.
            case implements
            /// A protocol names it in its inheritance clause: a use of a protocol of a layer, and, for one in no
            /// layer, a base protocol from elsewhere that the refining layer builds on.
            case refines
        }
    }

    /// Per candidate protocol, its first use of each kind from each other layer, in file order.
    private let uses: [SymbolID: [Use]]

    /// The candidates of the policy's `declarations` rules in `model`, and their uses from other layers.
    init(model: ArchitectureModel, policy: Policy) {
        let rules = policy.rules.compactMap { rule in
            rule.kind.options(as: DeclarationsRule.self).map { options in
                (protocols: Glob.compiling(options.protocols), layers: model.catalog.set(options.layers))
            }
        }
        let implementers = policy.rules.compactMap { rule in
            rule.kind.options(as: ConformanceRule.self).map { options in
                (types: Glob.compiling(options.types), layers: model.catalog.set(options.layers))
            }
        }
        let symbols = model.symbols
        var isCandidate: [Bool] = []
        func mark(_ id: SymbolID) {
            if isCandidate.isEmpty { isCandidate = [Bool](repeating: false, count: symbols.count) }
            isCandidate[id.index] = true
        }
        for id in (0..<symbols.count).map(SymbolID.init) {
            let kind = symbols.kind(of: id)
            let layer = symbols.layer(of: id)
            let name = symbols[id].name
            if kind == .protocol,
                rules.contains(where: { rule in
                    (layer == .none || !rule.layers.contains(layer)) && rule.protocols.contains { $0.matches(name) }
                })
            {
                mark(id)
            } else if kind.isConcrete, layer != .none,
                implementers.contains(where: { $0.layers.contains(layer) && $0.types.contains { $0.matches(name) } })
            {
                for contract in model.conformances.protocols(of: id) where symbols.layer(of: contract) == .none {
                    mark(contract)
                }
            }
        }
        uses = isCandidate.isEmpty ? [:] : Self.uses(of: isCandidate, in: model)
    }

    /// The first use of `symbol` of each kind from each layer other than its own (code in no layer is not
    /// followed), in file order; empty for a protocol no other layer uses, or one that is not a candidate.
    func uses(of symbol: SymbolID) -> [Use] { uses[symbol] ?? [] }

    /// One pass over the resolved references of every file (those of code in no layer are not resolved by
    /// `check`), on all cores, the strides' uses merged in file order.
    private static func uses(of isCandidate: [Bool], in model: ArchitectureModel) -> [SymbolID: [Use]] {
        let perStride = model.files.concurrentStrides { fileIndices in
            var found: [SymbolID: [Use]] = [:]
            for file in fileIndices {
                let targets = model.resolutions[file].references
                let references = model.files[file].references
                guard targets.count == references.count else { continue }
                // The names met so far in each declaration: a name's first reference in a declaration that
                // inherits it is the inheritance clause's (the clause comes before the body). A name resolves the
                // same way throughout one declaration, so its earlier references were candidates too.
                var met: Set<NameInDeclaration> = []
                for index in targets.indices {
                    let target = targets[index]
                    guard target.isSymbol, isCandidate[target.index] else { continue }
                    let enclosing = references.enclosing(index)
                    let user = model.layer(file: file, enclosing: enclosing, at: references.position(index))
                    guard user != .none, user != model.symbols.layer(of: target) else { continue }
                    let name = NameInDeclaration(declaration: enclosing ?? -1, name: references.nameIndex(index))
                    let kind = met.insert(name).inserted ? Self.kind(of: name, in: model.files[file]) : .holds
                    guard found[target]?.contains(where: { $0.layer == user && $0.kind == kind }) != true else {
                        continue
                    }
                    found[target, default: []].append(
                        Use(layer: user, file: file, position: references[index].position, kind: kind))
                }
            }
            return found
        }
        var merged: [SymbolID: [Use]] = [:]
        for stride in perStride {
            for (symbol, uses) in stride {
                var known = merged[symbol] ?? []
                for use in uses {
                    guard let existing = known.firstIndex(where: { $0.layer == use.layer && $0.kind == use.kind })
                    else {
                        known.append(use)
                        continue
                    }
                    if use.file < known[existing].file { known[existing] = use }
                }
                merged[symbol] = known
            }
        }
        return merged.mapValues { $0.sorted { ($0.file, $0.position) < ($1.file, $1.position) } }
    }

    /// A name (an index into a file's names) written inside a declaration (-1: at the top level).
    private struct NameInDeclaration: Hashable {
        let declaration: Int
        let name: Int32
    }

    /// How the declaration uses the protocol: a type or an extension listing the name in its inheritance clause
    /// implements it, a protocol listing it refines it, and any other mention holds it.
    private static func kind(of name: NameInDeclaration, in file: FileFacts) -> Use.Kind {
        guard name.declaration >= 0, name.declaration < file.declarations.count else { return .holds }
        let declaration = file.declarations[name.declaration]
        guard declaration.inherits.contains(file.names.names[Int(name.name)]) else { return .holds }
        return declaration.kind == .protocol ? .refines : .implements
    }
}

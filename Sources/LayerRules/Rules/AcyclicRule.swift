import SwiftScanner

/// No cycles between layers. Each elementary cycle is reported once, starting at its smallest layer name,
/// with the first reference (in path order) as evidence per step, at the first step's evidence.
///
/// Only edges the policy's `dependencies` rule allows take part (when it has one): a forbidden edge is
/// already reported at every reference by that rule, and a cycle through it would say the same thing
/// again. So this rule speaks when the allowed edges themselves close a loop. Edges between a layer and
/// its own sub-layer (`within`) never do: a view and its view model are one layer seen twice.
struct AcyclicRule: Rule {
    /// The first reference of one layer to another.
    struct Evidence {
        var file: Int
        var reference: Int
    }

    let configuration: RuleConfiguration
    /// Enough for any real policy; a graph with more cycles is reported partially.
    static let cycleLimit = 1000

    func checkModel(in context: RuleContext, into findings: inout Findings) {
        let model = context.model
        var evidence = Self.firstEdges(model)
        for from in model.catalog.ids {
            for to in model.catalog.ids where evidence[from.index][to.index] != nil {
                let family = model.catalog.isLayer(to, within: from) || model.catalog.isLayer(from, within: to)
                let forbidden = context.dependencyPolicy.map { !$0.allows(from, to) } ?? false
                if family || forbidden { evidence[from.index][to.index] = nil }
            }
        }
        let count = model.catalog.count
        let order = model.catalog.ids.sorted { model.catalog.name(of: $0) < model.catalog.name(of: $1) }
        var rank = [Int](repeating: 0, count: count)
        for (position, layer) in order.enumerated() { rank[layer.index] = position }
        var cycles: [[LayerID]] = []
        for start in order {
            var path = [start]
            var onPath = Set([start])
            findCycles(
                from: start, start: start, rank: rank, evidence: evidence, path: &path, onPath: &onPath,
                into: &cycles)
        }
        for cycle in cycles {
            findings.append(report(cycle, evidence: evidence, in: context))
        }
    }

    private func findCycles(
        from current: LayerID, start: LayerID, rank: [Int], evidence: [[Evidence?]], path: inout [LayerID],
        onPath: inout Set<LayerID>, into cycles: inout [[LayerID]]
    ) {
        let next = rank.indices.map(LayerID.init).filter { evidence[current.index][$0.index] != nil }
            .sorted { rank[$0.index] < rank[$1.index] }
        for layer in next where cycles.count < Self.cycleLimit {
            if layer == start {
                cycles.append(path)
            } else if rank[layer.index] > rank[start.index], !onPath.contains(layer) {
                path.append(layer)
                onPath.insert(layer)
                findCycles(
                    from: layer, start: start, rank: rank, evidence: evidence, path: &path, onPath: &onPath,
                    into: &cycles)
                onPath.remove(layer)
                path.removeLast()
            }
        }
    }

    private func report(_ cycle: [LayerID], evidence: [[Evidence?]], in context: RuleContext) -> Finding {
        let model = context.model
        let catalog = model.catalog
        let steps = cycle.indices.map { (cycle[$0], cycle[($0 + 1) % cycle.count]) }
        let arrows = (cycle + [cycle[0]]).map { "'\(catalog.name(of: $0))'" }.joined(separator: " -> ")
        let notes = steps.map { from, to -> FindingNote in
            let proof = evidence[from.index][to.index]!
            let reference = model.files[proof.file].references[proof.reference]
            return FindingNote(
                message: "\(catalog.name(of: from)) -> \(catalog.name(of: to)): '\(reference.name)'",
                path: model.files[proof.file].path,
                position: reference.position)
        }
        let details = notes.map { note in
            "\(note.message) at \(context.displayPath(note.path)):\(note.position.line):\(note.position.column)"
        }
        let first = evidence[steps[0].0.index][steps[0].1.index]!
        let reference = model.files[first.file].references[first.reference]
        return violation(
            "layers form a cycle: \(arrows) (\(details.joined(separator: "; ")))",
            hint: "remove one of these dependencies", file: first.file, position: reference.position,
            subject: cycle.map { catalog.name(of: $0) }.joined(separator: " -> "), from: steps[0].0,
            to: .layer(catalog.name(of: steps[0].1)), enclosing: reference.enclosing, notes: notes, in: context)
    }

    /// For each layer pair, the first reference (files in path order) from one to the other.
    static func firstEdges(_ model: ArchitectureModel) -> [[Evidence?]] {
        let count = model.catalog.count
        var edges = [[Evidence?]](repeating: [Evidence?](repeating: nil, count: count), count: count)
        for (file, resolution) in model.resolutions.enumerated() {
            for edge in resolution.layerEdges where edges[edge.from.index][edge.to.index] == nil {
                edges[edge.from.index][edge.to.index] = Evidence(file: file, reference: edge.firstReference)
            }
        }
        return edges
    }
}

extension AcyclicRule {
    static let ruleDescription = RuleDescription(
        kind: "acyclic",
        summary: "layers may not depend on each other in a cycle",
        help: """
            A cycle between layers means none of them can be understood, tested or reused alone. The finding \
            names one reference per step of the cycle; remove one of them, usually by depending on a protocol.
            """,
        triggeringExamples: [
            RuleExample(
                .acyclic,
                files: [
                    ("Data/APIClient.swift", "final class APIClient {\n    let user: ↓User? = nil\n}\n"),
                    ("Domain/User.swift", "struct User {\n    let client: APIClient\n}\n"),
                ])
        ],
        nonTriggeringExamples: [
            RuleExample(
                .acyclic,
                files: [
                    ("Data/APIClient.swift", "final class APIClient {\n    let user: User? = nil\n}\n"),
                    ("Domain/User.swift", "struct User {}\n"),
                    ("Presentation/UserView.swift", "struct UserView {\n    let user: User\n}\n"),
                ])
        ])
}

extension AcyclicRule: RuleKindDefinition {
    /// The kind has no options.
    struct Options: Hashable, Sendable {}

    static let optionKeys: [String] = []
    static let foldingRank: Int? = nil

    init(configuration: RuleConfiguration, options: Options, catalog: LayerTable) {
        self.init(configuration: configuration)
    }

    static func readOptions(_ reader: inout RuleOptionsReader) -> Options? { Options() }

    static func encode(_ options: Options, layerOrder: [String]) -> [(String, JSONValue)] { [] }

    static func adapt(_ options: Options, to layers: RuleAdaptation.Layers) -> Options? { options }
}

extension RuleKind {
    /// No cycles between layers.
    public static let acyclic = RuleKind(AcyclicRule.self, .init())
}

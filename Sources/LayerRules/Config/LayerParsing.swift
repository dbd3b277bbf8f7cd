/// Reads the `layers` array of a policy.
enum LayerParsing {
    static let keys = [
        "name", "paths", "types", "modules", "within", "alsoOutsideLayers", "compositionRoot", "kinds", "conformsTo",
        "previews", "debugCode",
    ]

    /// The layers that have a name (valid or not, so that rules can be checked against their names),
    /// or nil when `layers` is not an array.
    static func readLayers(_ member: LocatedJSON.Member, decoder: inout PolicyDecoder)
        -> (definitions: [LayerDefinition], valid: Bool)?
    {
        guard case .array(let items) = member.value.value else {
            decoder.report(
                "'layers' must be an array of objects, found \(member.value.kindName)", at: member.value.position)
            return nil
        }
        guard items.count <= Policy.maximumLayers else {
            decoder.report(
                "too many layers: \(items.count); at most \(Policy.maximumLayers) are allowed",
                at: member.value.position)
            return nil
        }
        var layers: [LayerDefinition] = []
        var namePositions: [String: JSONPosition] = [:]
        var withinPositions: [String: JSONPosition] = [:]
        var valid = true
        for item in items {
            guard let layer = readLayer(item, decoder: &decoder) else {
                valid = false
                continue
            }
            valid = valid && layer.valid
            if let first = namePositions[layer.definition.name] {
                decoder.report(
                    "duplicate layer '\(layer.definition.name)' (first defined at \(first))", at: layer.namePosition)
                valid = false
                continue
            }
            namePositions[layer.definition.name] = layer.namePosition
            withinPositions[layer.definition.name] = layer.withinPosition
            layers.append(layer.definition)
        }
        valid = checkWithin(layers, positions: withinPositions, decoder: &decoder) && valid
        return (layers, valid)
    }

    private struct ParsedLayer {
        var definition: LayerDefinition
        var namePosition: JSONPosition
        var withinPosition: JSONPosition?
        var valid: Bool
    }

    private static func readLayer(_ json: LocatedJSON, decoder: inout PolicyDecoder) -> ParsedLayer? {
        guard let members = decoder.members(of: json, what: "layer") else { return nil }
        guard let nameMember = decoder.required("name", in: members, at: json.position, of: "layer") else {
            decoder.rejectUnknownKeys(members, allowed: keys, in: "layer")
            return nil
        }
        guard let name = decoder.string(nameMember) else { return nil }
        let owner = "layer '\(name)'"
        decoder.rejectUnknownKeys(members, allowed: keys, in: owner)
        let errorsBefore = decoder.diagnostics.count
        if name.isEmpty || name == "*" {
            decoder.report(
                name.isEmpty ? "layer name must not be empty" : "layer name '*' is reserved",
                at: nameMember.value.position)
        }
        var layer = LayerDefinition(name: name, location: decoder.location(json.position))
        var withinPosition: JSONPosition?
        var alsoOutsidePosition: JSONPosition?
        var patternKeysPresent = false
        for member in members {
            switch member.key {
            case "paths":
                patternKeysPresent = true
                let flags = ["withinModule", "exceptScreens", "onlyUICode"]
                let patterns = PatternLists.read(
                    member, in: owner, objectKeys: ["pattern"] + flags, decoder: &decoder
                ) { members, decoder in
                    Set(flags.filter { flag in members.first { $0.key == flag }.flatMap { decoder.bool($0) } ?? false })
                }
                func paths(flagged flag: String) -> Set<String> {
                    Set(patterns.filter { $0.option?.contains(flag) == true }.map(\.pattern))
                }
                layer.paths = patterns.map(\.pattern)
                layer.withinModulePaths = paths(flagged: "withinModule")
                layer.exceptScreensPaths = paths(flagged: "exceptScreens")
                layer.onlyUICodePaths = paths(flagged: "onlyUICode")
            case "types":
                patternKeysPresent = true
                let patterns = PatternLists.read(member, in: owner, decoder: &decoder)
                layer.types = patterns.map(\.pattern)
                for pattern in patterns { layer.patternKinds[pattern.pattern] = pattern.kinds }
            case "conformsTo":
                patternKeysPresent = true
                let patterns = PatternLists.read(member, in: owner, decoder: &decoder)
                layer.conformsTo = patterns.map(\.pattern)
                for pattern in patterns { layer.patternKinds[pattern.pattern] = pattern.kinds }
            case "kinds":
                layer.kinds = PatternLists.kinds(member, decoder: &decoder)
            case "previews":
                layer.previews = decoder.bool(member)
            case "debugCode":
                layer.debugCode = decoder.bool(member) ?? false
            case "modules":
                patternKeysPresent = true
                layer.modules = decoder.globs(member, in: owner) ?? []
            case "within":
                layer.within = decoder.string(member)
                withinPosition = member.value.position
            case "alsoOutsideLayers":
                layer.alsoOutsideLayers = decoder.bool(member) ?? false
                alsoOutsidePosition = member.value.position
            case "compositionRoot":
                layer.compositionRoot = decoder.bool(member) ?? false
            default: break
            }
        }
        if layer.alsoOutsideLayers, layer.within == nil, let alsoOutsidePosition {
            decoder.report("'alsoOutsideLayers' in \(owner) needs 'within'", at: alsoOutsidePosition)
        }
        if decoder.diagnostics.count == errorsBefore, layer.paths.isEmpty, layer.types.isEmpty, layer.modules.isEmpty,
            layer.conformsTo.isEmpty
        {
            let what =
                patternKeysPresent
                ? "has only empty 'paths', 'types', 'conformsTo' and 'modules'"
                : "has no 'paths', 'types', 'conformsTo' or 'modules'"
            decoder.report("layer '\(name)' \(what)", at: nameMember.value.position)
        }
        return ParsedLayer(
            definition: layer, namePosition: nameMember.value.position, withinPosition: withinPosition,
            valid: decoder.diagnostics.count == errorsBefore)
    }

    /// Reports `within` naming an unknown layer, the layer itself, or forming a cycle. Linear in the layer count.
    private static func checkWithin(
        _ layers: [LayerDefinition], positions: [String: JSONPosition], decoder: inout PolicyDecoder
    ) -> Bool {
        let parents = Dictionary(layers.compactMap { layer in layer.within.map { (layer.name, $0) } }) { first, _ in
            first
        }
        let names = layers.map(\.name)
        let known = Set(names)
        var valid = true
        for layer in layers {
            guard let parent = layer.within, let position = positions[layer.name] else { continue }
            if parent == layer.name {
                decoder.report("layer '\(layer.name)' cannot be 'within' itself", at: position)
                valid = false
            } else if !known.contains(parent) {
                decoder.report(
                    "unknown layer '\(parent)' in 'within' of layer '\(layer.name)'"
                        + Suggestions.didYouMean(parent, in: names), at: position)
                valid = false
            }
        }
        guard valid else { return false }
        var finished: Set<String> = []
        for layer in layers where !finished.contains(layer.name) {
            var chain: [String] = []
            var indexInChain: [String: Int] = [:]
            var current: String? = layer.name
            while let name = current, !finished.contains(name) {
                if let start = indexInChain[name] {
                    let cycle = chain[start...] + [name]
                    decoder.report(
                        "'within' of layer '\(name)' forms a cycle: "
                            + cycle.map { "'\($0)'" }.joined(separator: " -> "),
                        at: positions[name]!)
                    valid = false
                    break
                }
                indexInChain[name] = chain.count
                chain.append(name)
                current = parents[name]
            }
            finished.formUnion(chain)
        }
        return valid
    }
}

/// The layers of a policy, for checking the layer names that rules mention.
struct LayerCatalog {
    let names: [String]
    private let known: Set<String>
    /// False when the layers themselves could not be read: then no name is reported as unknown.
    private let isComplete: Bool

    init(_ layers: [LayerDefinition]) {
        names = layers.map(\.name)
        known = Set(names)
        isComplete = true
    }

    private init() {
        names = []
        known = []
        isComplete = false
    }

    /// A catalog that accepts every name.
    static let unknown = LayerCatalog()

    func contains(_ name: String) -> Bool { !isComplete || known.contains(name) }
}

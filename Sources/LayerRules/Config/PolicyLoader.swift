/// Loads and validates `rules.json` policies (the format is documented in `docs/rules-json.md`).
public enum PolicyLoader {
    /// Reads and parses the policy file at `path`; the source records its path and SHA-256.
    public static func load(contentsOf path: String) throws(PolicyError) -> (Policy, PolicySource) {
        let bytes: [UInt8]
        do {
            bytes = try FileReading.contents(ofFile: path)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        let policy = try parse(bytes, path: path)
        return (policy, PolicySource(path: path, sha256: SHA256.hexDigest(bytes)))
    }

    /// Parses and validates policy bytes. `path` prefixes every diagnostic.
    /// Throws `PolicyError.invalid` with every problem found, in file order.
    public static func parse(_ bytes: [UInt8], path: String) throws(PolicyError) -> Policy {
        let json: LocatedJSON
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            let location = ConfigLocation(path: path, line: error.line, column: error.column)
            throw .invalid([PolicyDiagnostic(location: location, message: error.message)])
        }
        var decoder = PolicyDecoder(path: path)
        let policy = PolicyBuilder.build(from: json, decoder: &decoder)
        guard let policy, decoder.diagnostics.isEmpty else {
            let ordered = decoder.diagnostics.enumerated().sorted { lhs, rhs in
                let (l, r) = (lhs.element.location, rhs.element.location)
                return (l.line, l.column, lhs.offset) < (r.line, r.column, rhs.offset)
            }
            throw .invalid(ordered.map(\.element))
        }
        return policy
    }
}

/// Finds the policy file of a scanned root.
public enum PolicyDiscovery {
    /// The file names looked for, in order.
    public static let fileNames = ["rules.json", ".archlint.json"]

    /// The path of `rules.json`, else `.archlint.json`, in `root`; nil when there is neither.
    public static func find(inRoot root: String) -> String? {
        for name in fileNames {
            let path = root == "." || root.isEmpty ? name : (root.hasSuffix("/") ? root + name : root + "/" + name)
            if (try? FileReading.contents(ofFile: path)) != nil { return path }
        }
        return nil
    }
}

/// Turns a located JSON document into a `Policy`, reporting problems to a decoder.
enum PolicyBuilder {
    static let topLevelKeys = ["version", "exclude", "layers", "rules"]
    static let layerKeys = ["name", "paths", "types", "modules", "within", "compositionRoot"]

    /// The policy, or nil when a part of it is unusable; problems are reported either way.
    static func build(from json: LocatedJSON, decoder: inout PolicyDecoder) -> Policy? {
        guard let members = decoder.members(of: json, what: "policy") else { return nil }
        decoder.rejectUnknownKeys(members, allowed: topLevelKeys, in: "policy")
        let version = decoder.required("version", in: members, at: json.position, of: "policy").map {
            readVersion($0, decoder: &decoder)
        }
        let exclude = members.first { $0.key == "exclude" }.map { decoder.globs($0, in: "'exclude'") } ?? []
        let layers = decoder.required("layers", in: members, at: json.position, of: "policy").flatMap {
            readLayers($0, decoder: &decoder)
        }
        let catalog = layers.map { LayerCatalog($0.definitions) } ?? .unknown
        var rules: [RuleConfiguration]? = []
        if let member = members.first(where: { $0.key == "rules" }) {
            rules = RuleParsing.readRules(member, catalog: catalog, decoder: &decoder)
        }
        guard let layers, layers.valid, let rules, let exclude, case .some(true) = version else { return nil }
        return Policy(version: 1, exclude: exclude, layers: layers.definitions, rules: rules)
    }

    /// True when the version is 1; otherwise reports it.
    private static func readVersion(_ member: LocatedJSON.Member, decoder: inout PolicyDecoder) -> Bool {
        if case .number(let number) = member.value.value, number == 1 { return true }
        let found: String
        if case .number(let number) = member.value.value {
            found = number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        } else {
            found = member.value.kindName
        }
        decoder.report("'version' must be 1, found \(found)", at: member.value.position)
        return false
    }

    /// The layers that have a name (valid or not, so that rules can be checked against their names),
    /// or nil when `layers` is not an array.
    private static func readLayers(_ member: LocatedJSON.Member, decoder: inout PolicyDecoder)
        -> (definitions: [LayerDefinition], valid: Bool)?
    {
        guard case .array(let items) = member.value.value else {
            decoder.report(
                "'layers' must be an array of objects, found \(member.value.kindName)", at: member.value.position)
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
            decoder.rejectUnknownKeys(members, allowed: layerKeys, in: "layer")
            return nil
        }
        guard let name = decoder.string(nameMember) else { return nil }
        let owner = "layer '\(name)'"
        decoder.rejectUnknownKeys(members, allowed: layerKeys, in: owner)
        let errorsBefore = decoder.diagnostics.count
        if name.isEmpty || name == "*" {
            decoder.report(
                name.isEmpty ? "layer name must not be empty" : "layer name '*' is reserved",
                at: nameMember.value.position)
        }
        var layer = LayerDefinition(name: name, location: decoder.location(json.position))
        var withinPosition: JSONPosition?
        var patternKeysPresent = false
        for member in members {
            switch member.key {
            case "paths":
                patternKeysPresent = true
                layer.paths = decoder.globs(member, in: owner) ?? []
            case "types":
                patternKeysPresent = true
                layer.types = decoder.globs(member, in: owner) ?? []
            case "modules":
                patternKeysPresent = true
                layer.modules = decoder.globs(member, in: owner) ?? []
            case "within":
                layer.within = decoder.string(member)
                withinPosition = member.value.position
            case "compositionRoot":
                layer.compositionRoot = decoder.bool(member) ?? false
            default: break
            }
        }
        if decoder.diagnostics.count == errorsBefore, layer.paths.isEmpty, layer.types.isEmpty, layer.modules.isEmpty {
            let what =
                patternKeysPresent
                ? "has only empty 'paths', 'types' and 'modules'" : "has no 'paths', 'types' or 'modules'"
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

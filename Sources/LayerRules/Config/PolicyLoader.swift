import SwiftScanner

/// Loads and validates `rules.json` policies (the format is documented in `docs/rules-json.md`).
public enum PolicyLoader {
    /// Reads and parses the policy file at `path`; the source records its path and SHA-256.
    public static func load(contentsOf path: String) throws(PolicyError) -> (Policy, PolicySource) {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.contents(ofFile: path)
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

/// Turns a located JSON document into a `Policy`, reporting problems to a decoder.
enum PolicyBuilder {
    static let topLevelKeys = ["version", "exclude", "shared", "layers", "rules"]

    /// The policy, or nil when a part of it is unusable; problems are reported either way.
    static func build(from json: LocatedJSON, decoder: inout PolicyDecoder) -> Policy? {
        guard let members = decoder.members(of: json, what: "policy") else { return nil }
        decoder.rejectUnknownKeys(members, allowed: topLevelKeys, in: "policy")
        let version = decoder.required("version", in: members, at: json.position, of: "policy").map {
            readVersion($0, decoder: &decoder)
        }
        let exclude = members.first { $0.key == "exclude" }.map { decoder.globs($0, in: "'exclude'") } ?? []
        let shared = members.first { $0.key == "shared" }.map { decoder.globs($0, in: "'shared'") } ?? []
        let layers = decoder.required("layers", in: members, at: json.position, of: "policy").flatMap {
            LayerParsing.readLayers($0, decoder: &decoder)
        }
        let catalog = layers.map { LayerCatalog($0.definitions) } ?? .unknown
        var rules: [RuleConfiguration]? = []
        if let member = members.first(where: { $0.key == "rules" }) {
            rules = RuleParsing.readRules(member, catalog: catalog, decoder: &decoder)
        }
        guard let layers, layers.valid, let rules, let exclude, let shared, case .some(true) = version else {
            return nil
        }
        return Policy(version: 1, exclude: exclude, shared: shared, layers: layers.definitions, rules: rules)
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
}

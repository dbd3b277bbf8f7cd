/// Reads the kind-specific options of one rule object.
struct RuleOptionsReader {
    let members: [LocatedJSON.Member]
    /// Position of the rule object, where missing keys are reported.
    let position: JSONPosition
    /// `rule 'domain-imports'`.
    let owner: String
    let catalog: LayerCatalog
    var decoder: PolicyDecoder

    /// The rule kind with its options, or nil when they are invalid (reported).
    mutating func read<Definition: RuleKindDefinition>(_ definition: Definition.Type) -> RuleKind? {
        let errorsBefore = decoder.diagnostics.count
        let options = Definition.readOptions(&self)
        guard decoder.diagnostics.count == errorsBefore, let options else { return nil }
        return RuleKind(definition, options)
    }

    // MARK: - Values

    func member(_ key: String) -> LocatedJSON.Member? {
        members.first { $0.key == key }
    }

    mutating func required(_ key: String) -> LocatedJSON.Member? {
        decoder.required(key, in: members, at: position, of: owner)
    }

    mutating func globList(_ key: String) -> [String]? {
        required(key).flatMap { decoder.globs($0, in: owner) }
    }

    /// An optional list of globs: `defaultPatterns` when the rule does not say, nil when invalid.
    mutating func globList(_ key: String, default defaultPatterns: [String]) -> [String]? {
        member(key).map { decoder.globs($0, in: owner) } ?? defaultPatterns
    }

    /// A required list of layer names (or `*`), each checked against the policy's layers.
    mutating func layerList(_ key: String) -> [String]? {
        required(key).flatMap { layerNames($0, in: owner) }
    }

    mutating func layerNames(_ member: LocatedJSON.Member, in context: String) -> [String]? {
        guard let names = decoder.strings(member) else { return nil }
        if names.isEmpty {
            decoder.report("'\(member.key)' of \(context) must name at least one layer", at: member.value.position)
            return nil
        }
        var valid = true
        for (name, namePosition) in names where name != "*" {
            valid = checkLayer(name, at: namePosition, extraCandidates: []) && valid
        }
        return valid ? names.map(\.0) : nil
    }

    mutating func checkLayer(_ name: String, at namePosition: JSONPosition, extraCandidates: [String]) -> Bool {
        guard !catalog.contains(name) else { return true }
        decoder.report(
            "unknown layer '\(name)' in \(owner)" + Suggestions.didYouMean(name, in: catalog.names + extraCandidates),
            at: namePosition)
        return false
    }
}

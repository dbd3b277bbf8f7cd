/// Reads the `rules` array of a policy.
enum RuleParsing {
    static let commonKeys = ["id", "kind", "severity", "hint"]

    private static let allOptionKeys = Set(RuleCatalog.kinds.flatMap { $0.optionKeys })

    /// The rules, or nil when any of them is invalid (every problem is reported).
    static func readRules(_ member: LocatedJSON.Member, catalog: LayerCatalog, decoder: inout PolicyDecoder)
        -> [RuleConfiguration]?
    {
        guard case .array(let items) = member.value.value else {
            decoder.report(
                "'rules' must be an array of objects, found \(member.value.kindName)", at: member.value.position)
            return nil
        }
        guard items.count <= Policy.maximumRules else {
            decoder.report(
                "too many rules: \(items.count); at most \(Policy.maximumRules) are allowed", at: member.value.position)
            return nil
        }
        var rules: [RuleConfiguration] = []
        var idPositions: [String: JSONPosition] = [:]
        var valid = true
        for item in items {
            let errorsBefore = decoder.diagnostics.count
            let (rule, id) = readRule(item, catalog: catalog, decoder: &decoder)
            if let (id, idPosition) = id {
                if id == SuppressionFilter.ruleID {
                    decoder.report(
                        "rule id '\(id)' is reserved for archlint's own suppression findings", at: idPosition)
                } else if let first = idPositions[id] {
                    decoder.report("duplicate rule id '\(id)' (first defined at \(first))", at: idPosition)
                } else {
                    idPositions[id] = idPosition
                }
            }
            if let rule, decoder.diagnostics.count == errorsBefore {
                rules.append(rule)
            } else {
                valid = false
            }
        }
        return valid ? rules : nil
    }

    /// The rule (nil when unusable) and its id with the id's position (nil when missing).
    private static func readRule(_ json: LocatedJSON, catalog: LayerCatalog, decoder: inout PolicyDecoder)
        -> (RuleConfiguration?, (String, JSONPosition)?)
    {
        guard let members = decoder.members(of: json, what: "rule") else { return (nil, nil) }
        var id: String?
        var idPosition: JSONPosition?
        if let member = decoder.required("id", in: members, at: json.position, of: "rule") {
            id = decoder.string(member)
            idPosition = member.value.position
            if id == "" {
                decoder.report("rule id must not be empty", at: member.value.position)
                id = nil
            }
        }
        let owner = id.map { "rule '\($0)'" } ?? "rule at \(json.position)"
        var kind: (any RuleKindDefinition.Type)?
        if let member = decoder.required("kind", in: members, at: json.position, of: owner),
            let name = decoder.string(member)
        {
            if let definition = RuleCatalog.kind(named: name) {
                kind = definition
            } else {
                let suggestion = Suggestions.closest(to: name, in: RuleKind.names) ?? sharingPrefix(with: name)
                let help =
                    suggestion.map { "; did you mean '\($0)'?" }
                    ?? "; expected one of " + RuleKind.names.map { "'\($0)'" }.joined(separator: ", ")
                decoder.report("\(owner) has unknown kind '\(name)'" + help, at: member.value.position)
            }
        }
        rejectUnknownKeys(members, kind: kind, owner: owner, decoder: &decoder)
        var severity = Severity.error
        if let member = members.first(where: { $0.key == "severity" }), let name = decoder.string(member) {
            if let value = Severity(rawValue: name) {
                severity = value
            } else {
                let help = Suggestions.closest(to: name, in: ["error", "warning"]).map { "; did you mean '\($0)'?" }
                decoder.report(
                    "\(owner) has unknown severity '\(name)'" + (help ?? "; expected 'error' or 'warning'"),
                    at: member.value.position)
            }
        }
        let hint = members.first { $0.key == "hint" }.flatMap { decoder.string($0) }
        var located: (String, JSONPosition)?
        if let id, let idPosition { located = (id, idPosition) }
        guard let id, let kind else { return (nil, located) }
        var reader = RuleOptionsReader(
            members: members, position: json.position, owner: owner, catalog: catalog, decoder: decoder)
        let ruleKind = reader.read(kind)
        decoder = reader.decoder
        guard let ruleKind else { return (nil, located) }
        let rule = RuleConfiguration(
            id: id, severity: severity, kind: ruleKind, location: decoder.location(json.position), hint: hint)
        return (rule, located)
    }

    /// The one kind name that shares its first five letters with `name` (`depends` -> `dependencies`).
    private static func sharingPrefix(with name: String) -> String? {
        let prefix = name.lowercased().prefix(5)
        guard prefix.count == 5 else { return nil }
        let matches = RuleKind.names.filter { $0.lowercased().hasPrefix(prefix) }
        return matches.count == 1 ? matches[0] : nil
    }

    private static func rejectUnknownKeys(
        _ members: [LocatedJSON.Member], kind: (any RuleKindDefinition.Type)?, owner: String,
        decoder: inout PolicyDecoder
    ) {
        guard let kind else {
            let known = commonKeys + allOptionKeys.sorted()
            decoder.rejectUnknownKeys(members.filter { !allOptionKeys.contains($0.key) }, allowed: known, in: owner)
            return
        }
        let allowed = commonKeys + kind.optionKeys
        for member in members where !allowed.contains(member.key) {
            if allOptionKeys.contains(member.key) {
                decoder.report(
                    "'\(member.key)' does not apply to \(owner) of kind '\(kind.name)'", at: member.keyPosition)
            } else {
                decoder.report(
                    "unknown key '\(member.key)' in \(owner)" + Suggestions.didYouMean(member.key, in: allowed),
                    at: member.keyPosition)
            }
        }
    }
}

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
    mutating func read(kind: String) -> RuleKind? {
        let errorsBefore = decoder.diagnostics.count
        let result = readOptions(kind: kind)
        return decoder.diagnostics.count == errorsBefore ? result : nil
    }

    private mutating func readOptions(kind: String) -> RuleKind? {
        switch kind {
        case "dependencies":
            return required("allow").flatMap { readAllow($0) }.map { .dependencies(allow: $0) }
        case "imports":
            let layers = layerList("layers")
            let allow = member("allow")
            let deny = member("deny")
            switch (allow, deny) {
            case (nil, nil):
                decoder.report("\(owner) must have exactly one of 'allow' or 'deny', found neither", at: position)
                return nil
            case (.some(let allow), .some(let deny)):
                let later = allow.keyPosition < deny.keyPosition ? deny : allow
                decoder.report("\(owner) must have exactly one of 'allow' or 'deny', found both", at: later.keyPosition)
                return nil
            default:
                let allowed = allow.flatMap { decoder.globs($0, in: owner) }
                let denied = deny.flatMap { decoder.globs($0, in: owner) }
                guard let layers else { return nil }
                return .imports(layers: layers, allow: allowed, deny: denied)
            }
        case "testableImports":
            guard member("layers") != nil else { return .testableImports(layers: ["*"]) }
            return layerList("layers").map { .testableImports(layers: $0) }
        case "references":
            let layers = layerList("layers")
            let denyKinds = member("denyKinds").map { readDenyKinds($0) } ?? []
            let deny = member("denyKinds") != nil && member("deny") == nil ? [] : globList("deny")
            let viewLayers = member("viewLayers").map { layerNames($0, in: owner) } ?? []
            let belongsIn = member("belongsIn").map { layerNames($0, in: owner) } ?? []
            guard let deny, let layers, let denyKinds, let viewLayers, let belongsIn else { return nil }
            return .references(
                layers: layers, deny: deny, denyKinds: denyKinds, viewLayers: viewLayers, belongsIn: belongsIn)
        case "conformance":
            let layers = layerList("layers")
            let types = globList("types")
            let targets = required("mustConformTo").flatMap { readMustConformTo($0) }
            guard let layers, let types, let targets else { return nil }
            return .conformance(layers: layers, types: types, mustConformTo: targets)
        case "declarations":
            let protocols = globList("protocols")
            let layers = layerList("layers")
            guard let protocols, let layers else { return nil }
            return .declarations(protocols: protocols, layers: layers)
        case "construction":
            let layers = layerList("layers")
            let deny = required("deny").flatMap { readConstructionDeny($0) }
            let services = member("services").map { decoder.globs($0, in: owner) } ?? RuleKind.defaultServices
            let values = member("values").map { readValueKinds($0) } ?? RuleKind.defaultValueKinds
            guard let deny, let layers, let services, let values else { return nil }
            return .construction(
                layers: layers, denyImplementations: deny.implementations, denyLayers: deny.layers,
                services: services, values: values)
        case "symbols":
            let layers = layerList("layers")
            guard let deny = globList("deny"), let layers else { return nil }
            for (pattern, patternPosition) in decoder.strings(member("deny")!) ?? [] where !pattern.contains(".") {
                decoder.report(
                    "symbol pattern '\(pattern)' in \(owner) must have the form 'Type.member'", at: patternPosition)
            }
            return .symbols(layers: layers, deny: deny)
        case "manifest":
            let undeclared = member("undeclaredImports").map { decoder.bool($0) } ?? true
            let explicit = member("explicitImports").map { decoder.bool($0) } ?? false
            let cycles = member("cycles").map { decoder.bool($0) } ?? true
            guard let undeclared, let explicit, let cycles else { return nil }
            return .manifest(undeclaredImports: undeclared, explicitImports: explicit, cycles: cycles)
        default:
            return .acyclic
        }
    }

    // MARK: - Values

    private func member(_ key: String) -> LocatedJSON.Member? {
        members.first { $0.key == key }
    }

    private mutating func required(_ key: String) -> LocatedJSON.Member? {
        decoder.required(key, in: members, at: position, of: owner)
    }

    private mutating func globList(_ key: String) -> [String]? {
        required(key).flatMap { decoder.globs($0, in: owner) }
    }

    /// A required list of layer names (or `*`), each checked against the policy's layers.
    private mutating func layerList(_ key: String) -> [String]? {
        required(key).flatMap { layerNames($0, in: owner) }
    }

    private mutating func layerNames(_ member: LocatedJSON.Member, in context: String) -> [String]? {
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

    private mutating func checkLayer(_ name: String, at namePosition: JSONPosition, extraCandidates: [String]) -> Bool {
        guard !catalog.contains(name) else { return true }
        decoder.report(
            "unknown layer '\(name)' in \(owner)" + Suggestions.didYouMean(name, in: catalog.names + extraCandidates),
            at: namePosition)
        return false
    }

    /// `{"Domain": [], "Data": ["Domain"], "App": ["*"]}`; a value may also be the string `"*"`.
    private mutating func readAllow(_ member: LocatedJSON.Member) -> [String: [String]]? {
        guard let entries = decoder.members(of: member.value, what: "'allow' of \(owner)") else { return nil }
        var allow: [String: [String]] = [:]
        var valid = true
        for entry in entries {
            valid = checkLayer(entry.key, at: entry.keyPosition, extraCandidates: []) && valid
            if case .string("*") = entry.value.value {
                allow[entry.key] = ["*"]
                continue
            }
            guard let targets = decoder.strings(entry) else {
                valid = false
                continue
            }
            for (name, namePosition) in targets where name != "*" {
                valid = checkLayer(name, at: namePosition, extraCandidates: []) && valid
            }
            allow[entry.key] = targets.map(\.0)
        }
        return valid ? allow : nil
    }

    /// `{"layers": ["Domain"]}`.
    private mutating func readMustConformTo(_ member: LocatedJSON.Member) -> [String]? {
        let context = "'mustConformTo' of \(owner)"
        guard let entries = decoder.members(of: member.value, what: context) else { return nil }
        decoder.rejectUnknownKeys(entries, allowed: ["layers"], in: context)
        guard let layers = decoder.required("layers", in: entries, at: member.value.position, of: context) else {
            return nil
        }
        return layerNames(layers, in: context)
    }

    /// `denyKinds` of `references`: kinds of types forbidden by what they are (`views`).
    private mutating func readDenyKinds(_ member: LocatedJSON.Member) -> [String]? {
        guard let names = decoder.strings(member) else { return nil }
        var valid = true
        for (name, namePosition) in names where name != ReferencesRule.viewsKind {
            decoder.report(
                "unknown kind '\(name)' in 'denyKinds' of \(owner); expected '\(ReferencesRule.viewsKind)'",
                at: namePosition)
            valid = false
        }
        return valid ? names.map(\.0) : nil
    }

    /// Kinds of values for `construction`: any of `struct`, `enum`, `class`, `actor` (may be empty).
    private mutating func readValueKinds(_ member: LocatedJSON.Member) -> [String]? {
        guard let names = decoder.strings(member) else { return nil }
        var valid = true
        for (name, namePosition) in names where !Self.valueKindNames.contains(name) {
            decoder.report(
                "unknown kind '\(name)' in 'values' of \(owner); expected "
                    + Self.valueKindNames.map { "'\($0)'" }.joined(separator: ", "),
                at: namePosition)
            valid = false
        }
        return valid ? names.map(\.0) : nil
    }

    static let valueKindNames = ["struct", "enum", "class", "actor"]

    /// `"implementations"`, or an array of `"implementations"` and layer names.
    private mutating func readConstructionDeny(_ member: LocatedJSON.Member) -> (
        implementations: Bool, layers: [String]
    )? {
        let names: [(String, JSONPosition)]
        if case .string(let name) = member.value.value {
            names = [(name, member.value.position)]
        } else if let strings = decoder.strings(member) {
            names = strings
        } else {
            return nil
        }
        var implementations = false
        var layers: [String] = []
        var valid = true
        for (name, namePosition) in names {
            if name == "implementations" {
                implementations = true
            } else if checkLayer(name, at: namePosition, extraCandidates: ["implementations"]) {
                layers.append(name)
            } else {
                valid = false
            }
        }
        if valid, names.isEmpty {
            decoder.report(
                "'deny' of \(owner) must name at least one layer or 'implementations'", at: member.value.position)
            return nil
        }
        return valid ? (implementations, layers) : nil
    }
}

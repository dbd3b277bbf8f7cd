/// Reads typed values out of a located JSON document, collecting every problem instead of stopping at the first.
struct PolicyDecoder {
    let path: String
    private(set) var diagnostics: [PolicyDiagnostic] = []

    init(path: String) {
        self.path = path
    }

    func location(_ position: JSONPosition) -> ConfigLocation {
        ConfigLocation(path: path, line: position.line, column: position.column)
    }

    mutating func report(_ message: String, at position: JSONPosition) {
        diagnostics.append(PolicyDiagnostic(location: location(position), message: message))
    }

    /// The members of an object, or nil (reported) when `json` is something else.
    mutating func members(of json: LocatedJSON, what: String) -> [LocatedJSON.Member]? {
        guard case .object(let members) = json.value else {
            report("\(what) must be an object, found \(json.kindName)", at: json.position)
            return nil
        }
        return members
    }

    /// Reports keys outside `allowed`, with a suggestion. `owner` names the object: `policy`, `layer 'Domain'`.
    mutating func rejectUnknownKeys(_ members: [LocatedJSON.Member], allowed: [String], in owner: String) {
        for member in members where !allowed.contains(member.key) {
            report(
                "unknown key '\(member.key)' in \(owner)" + Suggestions.didYouMean(member.key, in: allowed),
                at: member.keyPosition)
        }
    }

    /// Reports a missing key at the object's position; returns the member when present.
    mutating func required(
        _ key: String, in members: [LocatedJSON.Member], at position: JSONPosition, of owner: String
    ) -> LocatedJSON.Member? {
        if let member = members.first(where: { $0.key == key }) { return member }
        report("missing required key '\(key)' in \(owner)", at: position)
        return nil
    }

    mutating func string(_ member: LocatedJSON.Member) -> String? {
        guard case .string(let string) = member.value.value else {
            report("'\(member.key)' must be a string, found \(member.value.kindName)", at: member.value.position)
            return nil
        }
        return string
    }

    mutating func bool(_ member: LocatedJSON.Member) -> Bool? {
        guard case .bool(let bool) = member.value.value else {
            report("'\(member.key)' must be a boolean, found \(member.value.kindName)", at: member.value.position)
            return nil
        }
        return bool
    }

    /// The strings of an array value with their positions, or nil (reported) when it is not an array of strings.
    mutating func strings(_ member: LocatedJSON.Member) -> [(String, JSONPosition)]? {
        guard case .array(let items) = member.value.value else {
            report(
                "'\(member.key)' must be an array of strings, found \(member.value.kindName)",
                at: member.value.position)
            return nil
        }
        var strings: [(String, JSONPosition)] = []
        var valid = true
        for item in items {
            if case .string(let string) = item.value {
                strings.append((string, item.position))
            } else {
                report("'\(member.key)' must contain only strings, found \(item.kindName)", at: item.position)
                valid = false
            }
        }
        return valid ? strings : nil
    }

    /// Glob patterns of an array value, each checked to compile. `owner` is `layer 'Domain'` or `rule 'x'`.
    mutating func globs(_ member: LocatedJSON.Member, in owner: String) -> [String]? {
        guard let strings = strings(member) else { return nil }
        var valid = true
        for (pattern, position) in strings {
            if pattern.isEmpty {
                report("empty pattern in \(owner)", at: position)
                valid = false
                continue
            }
            do {
                try Glob.validate(pattern)
            } catch {
                report(error.description, at: position)
                valid = false
            }
        }
        return valid ? strings.map(\.0) : nil
    }
}

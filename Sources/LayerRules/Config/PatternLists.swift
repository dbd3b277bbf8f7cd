import SwiftScanner

/// Reads a layer's pattern lists, globs written as strings or as `{"pattern": …}` objects: `types` and
/// `conformsTo`, whose objects may limit one pattern to some declaration kinds
/// (`{"pattern": "*Reactor", "kinds": ["class", "struct", "actor"]}`), and `paths`, whose objects may say
/// `"withinModule": true`.
enum PatternLists {
    /// The declaration kinds a pattern can be limited to.
    static let kindNames = ["class", "struct", "enum", "protocol", "actor", "typealias"]
    static let objectKeys = ["pattern", "kinds"]

    /// The patterns (with their own kinds, nil when written as a string); invalid entries are reported and left out.
    static func read(_ member: LocatedJSON.Member, in owner: String, decoder: inout PolicyDecoder)
        -> [(pattern: String, kinds: [DeclarationKind]?)]
    {
        read(member, in: owner, objectKeys: objectKeys, decoder: &decoder) { members, decoder in
            members.first { $0.key == "kinds" }.flatMap { Self.kinds($0, decoder: &decoder) }
        }.map { ($0.pattern, $0.option) }
    }

    /// The patterns of an array of globs written as strings or as `{"pattern": …, …}` objects with the keys
    /// `objectKeys`, each with what `option` reads from its object (nil for a string); invalid entries are
    /// reported and left out.
    static func read<Option>(
        _ member: LocatedJSON.Member, in owner: String, objectKeys: [String], decoder: inout PolicyDecoder,
        option: (_ members: [LocatedJSON.Member], _ decoder: inout PolicyDecoder) -> Option?
    ) -> [(pattern: String, option: Option?)] {
        guard case .array(let items) = member.value.value else {
            decoder.report(
                "'\(member.key)' must be an array of strings or objects, found \(member.value.kindName)",
                at: member.value.position)
            return []
        }
        var patterns: [(pattern: String, option: Option?)] = []
        for item in items {
            switch item.value {
            case .string(let pattern):
                if checkGlob(pattern, at: item.position, in: owner, decoder: &decoder) {
                    patterns.append((pattern, nil))
                }
            case .object(let members):
                decoder.rejectUnknownKeys(members, allowed: objectKeys, in: "a pattern of \(owner)")
                guard
                    let patternMember = decoder.required(
                        "pattern", in: members, at: item.position, of: "a pattern of \(owner)"),
                    let pattern = decoder.string(patternMember),
                    checkGlob(pattern, at: patternMember.value.position, in: owner, decoder: &decoder)
                else { continue }
                patterns.append((pattern, option(members, &decoder)))
            default:
                decoder.report(
                    "'\(member.key)' must contain only strings or objects, found \(item.kindName)", at: item.position)
            }
        }
        return patterns
    }

    /// The declaration kinds of a `kinds` array, or nil (reported) when it holds an unknown kind or none.
    static func kinds(_ member: LocatedJSON.Member, decoder: inout PolicyDecoder) -> [DeclarationKind]? {
        guard let names = decoder.strings(member) else { return nil }
        guard !names.isEmpty else {
            decoder.report("'kinds' must name at least one kind", at: member.value.position)
            return nil
        }
        var kinds: [DeclarationKind] = []
        var valid = true
        for (name, position) in names {
            if kindNames.contains(name), let kind = DeclarationKind(rawValue: name) {
                kinds.append(kind)
            } else {
                decoder.report(
                    "unknown declaration kind '\(name)'; expected one of "
                        + kindNames.map { "'\($0)'" }.joined(separator: ", "), at: position)
                valid = false
            }
        }
        return valid ? kinds : nil
    }

    private static func checkGlob(
        _ pattern: String, at position: JSONPosition, in owner: String, decoder: inout PolicyDecoder
    ) -> Bool {
        guard !pattern.isEmpty else {
            decoder.report("empty pattern in \(owner)", at: position)
            return false
        }
        do {
            try Glob.validate(pattern)
            return true
        } catch {
            decoder.report(error.description, at: position)
            return false
        }
    }
}

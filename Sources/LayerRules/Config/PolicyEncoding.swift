/// Writes a policy back as rules.json: the layout of the repository's `rules.json` (one line per layer
/// and per rule, the top level indented), which `PolicyLoader` reads back to the same policy.
public enum PolicyEncoding {
    /// The whole file, ending with a newline.
    public static func document(_ policy: Policy) -> String {
        let layerOrder = policy.layers.map(\.name)
        var text = "{\n  \"version\": \(policy.version),\n"
        text += "  \"exclude\": " + list(policy.exclude.map(JSONValue.string), indent: "  ") + ",\n"
        if !policy.shared.isEmpty {
            text += "  \"shared\": " + list(policy.shared.map(JSONValue.string), indent: "  ") + ",\n"
        }
        text += "  \"layers\": " + list(policy.layers.map(layer), indent: "  ") + ",\n"
        let rules = policy.rules.map { rule($0, layerOrder: layerOrder) }
        text += "  \"rules\": " + list(rules, indent: "  ") + "\n}\n"
        return text
    }

    /// A layer as an object: `name`, then only the keys that are set.
    public static func layer(_ layer: LayerDefinition) -> JSONValue {
        var members: [(String, JSONValue)] = [("name", .string(layer.name))]
        if !layer.paths.isEmpty {
            let paths = layer.paths.map { path -> JSONValue in
                var options: [(String, JSONValue)] = []
                if layer.withinModulePaths.contains(path) { options.append(("withinModule", .bool(true))) }
                if layer.exceptScreensPaths.contains(path) { options.append(("exceptScreens", .bool(true))) }
                if layer.onlyUICodePaths.contains(path) { options.append(("onlyUICode", .bool(true))) }
                return options.isEmpty ? .string(path) : .object([("pattern", .string(path))] + options)
            }
            members.append(("paths", .array(paths)))
        }
        if !layer.types.isEmpty { members.append(("types", kindedPatterns(layer.types, layer))) }
        if !layer.conformsTo.isEmpty { members.append(("conformsTo", kindedPatterns(layer.conformsTo, layer))) }
        if let kinds = layer.kinds { members.append(("kinds", strings(kinds.map(\.rawValue)))) }
        if !layer.modules.isEmpty { members.append(("modules", strings(layer.modules))) }
        if let within = layer.within { members.append(("within", .string(within))) }
        if layer.alsoOutsideLayers { members.append(("alsoOutsideLayers", .bool(true))) }
        if layer.compositionRoot { members.append(("compositionRoot", .bool(true))) }
        if let previews = layer.previews { members.append(("previews", .bool(previews))) }
        if layer.debugCode { members.append(("debugCode", .bool(true))) }
        return .object(members)
    }

    /// Patterns as strings, or as `{"pattern": …, "kinds": […]}` where the pattern has its own kinds.
    private static func kindedPatterns(_ patterns: [String], _ layer: LayerDefinition) -> JSONValue {
        .array(
            patterns.map { pattern in
                guard let kinds = layer.patternKinds[pattern] else { return .string(pattern) }
                return .object([("pattern", .string(pattern)), ("kinds", strings(kinds.map(\.rawValue)))])
            })
    }

    /// A rule as an object: `id`, `kind`, a non-default `severity`, the options, a `hint`.
    public static func rule(_ rule: RuleConfiguration, layerOrder: [String]) -> JSONValue {
        var members: [(String, JSONValue)] = [("id", .string(rule.id)), ("kind", .string(rule.kind.name))]
        if rule.severity != .error { members.append(("severity", .string(rule.severity.rawValue))) }
        members += options(rule.kind, layerOrder: layerOrder)
        if let hint = rule.hint { members.append(("hint", .string(hint))) }
        return .object(members)
    }

    /// The kind-specific options as written in rules.json; `allow` maps follow `layerOrder`, then names.
    public static func options(_ kind: RuleKind, layerOrder: [String]) -> [(String, JSONValue)] {
        kind.encodedOptions(layerOrder: layerOrder)
    }

    /// JSON on one line, with `, ` and `: ` separators (`{"name": "Domain", "paths": ["**/Domain/**"]}`).
    public static func compact(_ value: JSONValue) -> String {
        switch value {
        case .array(let items):
            return "[" + items.map(compact).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.map { key, value in quoted(key) + ": " + compact(value) }.joined(separator: ", ") + "}"
        case .string(let text):
            return quoted(text)
        default:
            return value.serialized(pretty: false)
        }
    }

    private static func quoted(_ text: String) -> String {
        var out = ""
        JSONValue.writeString(text, to: &out)
        return out
    }

    static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }

    /// A rule's optional list member, left out when the list is its default.
    static func strings(_ key: String, _ values: [String], unlessDefault defaultValues: [String])
        -> [(String, JSONValue)]
    {
        values == defaultValues ? [] : [(key, strings(values))]
    }

    /// An array with one compact item per line.
    private static func list(_ items: [JSONValue], indent: String) -> String {
        guard !items.isEmpty else { return "[]" }
        return "[\n" + items.map { indent + "  " + compact($0) }.joined(separator: ",\n") + "\n" + indent + "]"
    }
}

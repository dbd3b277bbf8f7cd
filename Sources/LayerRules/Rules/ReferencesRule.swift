/// References to type names matching forbidden patterns, whether declared in the tree or external
/// (so `UIImage` in Domain is caught even without an import).
struct ReferencesRule: Rule {
    let configuration: RuleConfiguration
    let layers: LayerSet
    let deny: [Glob]
    private let prefilter: NamePrefilter

    init(configuration: RuleConfiguration, layers: LayerSet, deny: [Glob]) {
        self.configuration = configuration
        self.layers = layers
        self.deny = deny
        prefilter = NamePrefilter(deny)
    }

    func check(file: Int, in context: RuleContext, into findings: inout Findings) {
        let model = context.model
        guard model.layerMasks[file].intersects(layers.mask) else { return }
        let targets = model.resolutions[file].references
        for (index, reference) in model.files[file].references.enumerated()
        where targets[index] != FileResolution.shadowed && prefilter.mayMatch(reference.name) {
            let layer = model.layer(file: file, enclosing: reference.enclosing)
            guard layer != .none, layers.contains(layer), let pattern = forbiddingPattern(reference.name) else {
                continue
            }
            let name = model.catalog.names[layer]
            findings.append(
                violation(
                    "'\(name)' references '\(reference.name)', which its policy forbids ('\(pattern.pattern)')",
                    hint: "keep '\(reference.name)' out of '\(name)' and convert at the layer boundary", file: file,
                    position: reference.position, subject: reference.name, from: layer,
                    to: targets[index] >= 0 ? model.catalog.name(model.symbols[targets[index]].layer) : nil,
                    enclosing: reference.enclosing, in: context))
        }
    }

    /// The first deny pattern matching the name as written or its last component.
    private func forbiddingPattern(_ name: String) -> Glob? {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return deny.first { $0.matches(name) } }
        let last = String(Substring(name.utf8[name.utf8.index(after: dot)...]))
        return deny.first { $0.matches(name) || $0.matches(last) }
    }
}

/// Rules out, by first and last byte, names that no pattern can match, before any glob runs.
struct NamePrefilter: Sendable {
    /// Per pattern: the literal first and last byte, or nil where the pattern starts or ends with a wildcard.
    private let bounds: [(first: UInt8?, last: UInt8?)]

    init(_ globs: [Glob]) {
        let wildcards = Set("*?[]{}\\".utf8)
        bounds = globs.map { glob in
            let utf8 = glob.pattern.utf8
            let first = utf8.first.flatMap { wildcards.contains($0) ? nil : $0 }
            let last = utf8.last.flatMap { wildcards.contains($0) ? nil : $0 }
            return (first, last)
        }
    }

    /// False only when no pattern can match `name` (dotted names always pass).
    @inline(__always)
    func mayMatch(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard let first = utf8.first, let last = utf8.last else { return false }
        if utf8.contains(UInt8(ascii: ".")) { return true }
        return bounds.contains { ($0.first == nil || $0.first == first) && ($0.last == nil || $0.last == last) }
    }
}

extension ReferencesRule {
    static let ruleDescription = RuleDescription(
        kind: "references",
        summary: "a layer may not mention types whose names match the forbidden patterns",
        help: """
            Every use of a matching type name counts, whether the type is declared in the scanned tree or comes \
            from a module. Convert such values at the layer boundary into types the layer owns.
            """,
        triggeringExamples: [
            RuleExample(
                .references(layers: ["Domain"], deny: ["UI*", "*DTO"]),
                files: [
                    (
                        "Domain/User.swift",
                        "struct User {\n    let avatar: ↓UIImage\n    init(dto: ↓UserDTO) { avatar = ↓UIImage() }\n}\n"
                    ),
                    ("Data/UserDTO.swift", "struct UserDTO {}\n"),
                ])
        ],
        nonTriggeringExamples: [
            RuleExample(
                .references(layers: ["Domain"], deny: ["UI*"]),
                files: [
                    ("Domain/User.swift", "struct User {\n    let avatarURL: URL\n}\n"),
                    ("Presentation/Avatar.swift", "struct Avatar {\n    let image: UIImage\n}\n"),
                    ("Domain/Box.swift", "struct Box<UIThing> {\n    let value: UIThing\n}\n"),
                ])
        ])
}

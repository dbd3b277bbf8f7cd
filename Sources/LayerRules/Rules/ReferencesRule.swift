/// References to type names matching forbidden patterns, whether declared in the tree or external
/// (so `UIImage` in Domain is caught even without an import).
struct ReferencesRule: Rule {
    let configuration: RuleConfiguration
    let layers: LayerSet
    let deny: [Glob]

    func check(file: Int, in context: RuleContext, into findings: inout [Violation]) {
        let model = context.model
        let targets = model.resolutions[file].references
        var verdicts: [String: Glob?] = [:]
        for (index, reference) in model.files[file].references.enumerated()
        where targets[index] != FileResolution.shadowed {
            let layer = model.layer(file: file, enclosing: reference.enclosing)
            guard layer != .none, layers.contains(layer) else { continue }
            let pattern: Glob?
            if let known = verdicts[reference.name] {
                pattern = known
            } else {
                pattern = forbiddingPattern(reference.name)
                verdicts[reference.name] = pattern
            }
            guard let pattern else { continue }
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
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return deny.first { $0.matches(name) || $0.matches(last) }
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

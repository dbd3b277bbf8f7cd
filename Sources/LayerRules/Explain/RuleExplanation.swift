/// `archlint explain <rule-id>`: what the rule's kind checks, how the rule is configured, and the kind's
/// examples (a `↓` marks where a finding lands).
public enum RuleExplanation {
    public static func render(_ rule: RuleConfiguration, policy: Policy) -> String {
        let description = RuleCatalog.description(of: rule.kind)
        var text = "rule '\(rule.id)': \(description.kind), \(rule.severity.rawValue)"
        if let location = rule.location { text += " (\(location))" }
        text += "\n\(description.summary)\n\n\(description.help)\n\n"
        let options = PolicyEncoding.options(rule.kind, layerOrder: policy.layers.map(\.name))
        text += "options: " + (options.isEmpty ? "none" : PolicyEncoding.compact(.object(options))) + "\n"
        if let hint = rule.hint { text += "hint: \(hint)\n" }
        text += examples("triggering", description.triggeringExamples)
        text += examples("non-triggering", description.nonTriggeringExamples)
        return text
    }

    /// `archlint explain <kind>`: what the kind checks, the policy's rules of that kind with their options, and
    /// the kind's examples; nil when `kind` names no rule kind.
    public static func render(kind: String, policy: Policy) -> String? {
        guard let description = RuleCatalog.descriptions.first(where: { $0.kind == kind }) else { return nil }
        var text = "kind '\(kind)'\n\(description.summary)\n\n\(description.help)\n\n"
        let rules = policy.rules.filter { $0.kind.name == kind }
        text += rules.isEmpty ? "no rule of the policy has this kind\n" : "rules of the policy with this kind:\n"
        for rule in rules {
            let options = PolicyEncoding.options(rule.kind, layerOrder: policy.layers.map(\.name))
            text +=
                "  \(rule.id): " + (options.isEmpty ? "no options" : PolicyEncoding.compact(.object(options))) + "\n"
        }
        text += examples("triggering", description.triggeringExamples)
        text += examples("non-triggering", description.nonTriggeringExamples)
        return text
    }

    private static func examples(_ title: String, _ examples: [RuleExample]) -> String {
        var text = ""
        for (number, example) in examples.enumerated() {
            let options = PolicyEncoding.options(example.rule, layerOrder: example.layers.map(\.name))
            text += "\n\(title) example \(number + 1)"
            text += options.isEmpty ? ":\n" : " with " + PolicyEncoding.compact(.object(options)) + ":\n"
            for file in example.files {
                text += "  \(file.path)\n"
                for line in file.source.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                    text += line.isEmpty ? "\n" : "    \(line)\n"
                }
            }
        }
        return text
    }
}

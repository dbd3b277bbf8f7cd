/// The run behind `archlint explain`: a rule id or a rule kind is answered from the policy alone, so for them
/// the tree is neither discovered nor read; anything else (a location, a type name) needs the whole check.
public enum ExplainRunner {
    /// The check run `explain <subject>` works on: without files scanned when the policy alone answers.
    public static func run(_ options: CheckOptions, subject: String) -> CheckRun {
        CheckRunner.run(options) { !answersFromPolicy(subject, $0) }
    }

    /// Whether `subject` names a rule of `policy` or a rule kind.
    public static func answersFromPolicy(_ subject: String, _ policy: Policy) -> Bool {
        policy.rules.contains { $0.id == subject } || RuleExplanation.render(kind: subject, policy: policy) != nil
    }
}

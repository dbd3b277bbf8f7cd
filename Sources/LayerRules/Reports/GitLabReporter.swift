/// GitLab Code Quality JSON (`--format gitlab`): an array of issues. Input problems are not part of this report.
public struct GitLabReporter: Reporter {
    public init() {}

    public func render(_ outcome: CheckOutcome) -> String {
        let fingerprints = outcome.fingerprints
        let issues = zip(outcome.violations, fingerprints).map { violation, fingerprint -> JSONValue in
            .object([
                ("description", .string(violation.message)),
                ("check_name", .string(violation.ruleID)),
                ("fingerprint", .string(fingerprint)),
                ("severity", .string(violation.severity == .error ? "major" : "minor")),
                (
                    "location",
                    .object([
                        ("path", .string(DisplayPath.join(root: outcome.root, violation.path))),
                        ("lines", .object([("begin", .int(violation.position.line))])),
                    ])
                ),
            ])
        }
        return JSONValue.array(issues).serialized() + "\n"
    }
}

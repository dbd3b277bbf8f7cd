/// A problem of a run that is not a finding in the code: the configuration or the command line is wrong, or a
/// rule cannot check this tree. Told on stderr (`archlint: error: …`, `archlint: warning: …`); an error stops
/// the check and makes the exit code 2, a warning changes nothing.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public var severity: Severity
    public var source: DiagnosticSource
    /// Where in a policy file, when the problem is at a key or value of it.
    public var location: ConfigLocation?
    /// Lowercase text without the location: `unknown layer 'Dommain' in rule 'domain-imports'`.
    public var message: String

    public init(severity: Severity, source: DiagnosticSource, location: ConfigLocation? = nil, message: String) {
        self.severity = severity
        self.source = source
        self.location = location
        self.message = message
    }

    /// The line as printed after `archlint: error: `: `rules.json:14:30: unknown layer 'Dommain' …`.
    public var description: String { location.map { "\($0): \(message)" } ?? message }

    /// One error per problem of a policy that could not be loaded.
    static func policy(_ error: PolicyError) -> [Diagnostic] {
        switch error {
        case .unreadable:
            return [Diagnostic(severity: .error, source: .policy, message: error.description)]
        case .invalid(let problems):
            return problems.map {
                Diagnostic(severity: .error, source: .policy, location: $0.location, message: $0.message)
            }
        }
    }
}

/// What a diagnostic is about.
public enum DiagnosticSource: Hashable, Sendable {
    /// The policy file, or the embedded policy.
    case policy
    /// The paths to check: on the command line, in `--files-from`, or the projects they lie in.
    case paths
    /// The policy's layers against this tree: a file two layers match equally, a path glob that matches nothing.
    case layers
    /// A rule of the policy, by id, that cannot check this tree.
    case rule(String)
    /// The fact cache (`check --cache-path`): it could not be read or written.
    case cache
}

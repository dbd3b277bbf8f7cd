/// One problem in a policy file, at the key or value it is about.
public struct PolicyDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public var location: ConfigLocation
    /// Lowercase message without the location: `unknown layer 'Dommain' in rule 'domain-imports'`.
    public var message: String

    public init(location: ConfigLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// `rules.json:14:30: unknown layer 'Dommain' in rule 'domain-imports'`.
    public var description: String { "\(location): \(message)" }
}

/// Why a policy could not be loaded.
public enum PolicyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read; `reason` is the system's, lowercased.
    case unreadable(path: String, reason: String)
    /// The file is malformed JSON or an invalid policy: every problem found, in file order.
    case invalid([PolicyDiagnostic])

    /// The problems as diagnostics (empty for an unreadable file).
    public var diagnostics: [PolicyDiagnostic] {
        if case .invalid(let diagnostics) = self { return diagnostics }
        return []
    }

    /// One line per problem.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): return "cannot read '\(path)': \(reason)"
        case .invalid(let diagnostics): return diagnostics.map(\.description).joined(separator: "\n")
        }
    }
}

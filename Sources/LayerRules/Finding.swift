import SwiftScanner

/// One finding of a check, a value (never thrown): who found it, how bad it is, what happened and how to fix it,
/// where, and the evidence elsewhere (`notes`).
public struct Finding: Hashable, Sendable {
    public var source: FindingSource
    public var severity: Severity
    /// Lowercase text naming what happened: the offending thing and the layers involved.
    public var summary: String
    /// How to fix it (the rule's configured hint, or its default), or nil when there is nothing to add.
    public var hint: String?
    /// Path relative to the scan root, with `/` separators.
    public var path: String
    public var position: SourcePosition
    /// The layer the offending code is in.
    public var from: FindingEndpoint?
    /// The layer or external module it reaches, where there is one.
    public var to: FindingEndpoint?
    /// The offending name: a type, module, `Type.member`, or protocol.
    public var subject: String
    /// The declaration or manifest target the finding is in, if any; part of the fingerprint.
    public var scope: FindingScope?
    /// Evidence at other places: each step of a cycle, the declaration a name resolved to.
    public var notes: [FindingNote]

    public init(
        source: FindingSource, severity: Severity, summary: String, hint: String? = nil, path: String,
        position: SourcePosition, from: FindingEndpoint? = nil, to: FindingEndpoint? = nil, subject: String,
        scope: FindingScope? = nil, notes: [FindingNote] = []
    ) {
        self.source = source
        self.severity = severity
        self.summary = summary
        self.hint = hint
        self.path = path
        self.position = position
        self.from = from
        self.to = to
        self.subject = subject
        self.scope = scope
        self.notes = notes
    }

    /// The id printed in reports: the rule's id, or the built-in check's.
    public var ruleID: String { source.id }
    /// The message as printed: `<summary>; <hint>`, or the summary alone.
    public var message: String { hint.map { summary + "; " + $0 } ?? summary }
    /// The name of the layer the offending code is in, as printed.
    public var fromLayer: String? { from?.name }
    /// The name of the layer or module it reaches, as printed.
    public var toLayer: String? { to?.name }
    /// The scope as printed and fingerprinted: a qualified declaration name, or `target <name>`.
    public var enclosingDeclaration: String? { scope?.description }

    /// Stable order: path, line, column, rule id, message.
    public static func ordered(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        if lhs.position != rhs.position { return lhs.position < rhs.position }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}

/// Who reports a finding. The policy's rules and archlint's own checks are separate namespaces: a policy rule
/// whose id is spelt like a built-in check is still a different source.
public enum FindingSource: Hashable, Sendable {
    /// A rule of the policy, by its id.
    case rule(String)
    /// One of archlint's own checks.
    case builtIn(BuiltInCheck)

    /// The id as printed.
    public var id: String {
        switch self {
        case .rule(let id): return id
        case .builtIn(let check): return check.rawValue
        }
    }
}

/// archlint's own checks, whose findings are not a rule of the policy.
public enum BuiltInCheck: String, Hashable, Sendable, CaseIterable {
    /// Problems with `// archlint:` suppression comments.
    case suppression
}

/// One end of a finding's dependency: a layer of the policy or a module outside the scanned code.
public enum FindingEndpoint: Hashable, Sendable {
    case layer(String)
    case module(String)

    /// The layer's or module's name.
    public var name: String {
        switch self {
        case .layer(let name), .module(let name): return name
        }
    }
}

/// Where in the code a finding is, above its position: a declaration, or a target of a package manifest.
public enum FindingScope: Hashable, Sendable, CustomStringConvertible {
    /// A declaration, by its qualified name (`Outer.Inner`).
    case declaration(String)
    /// A target of a package manifest, by name.
    case target(String)

    /// The qualified name, or `target <name>` (the form fingerprints and baselines hold).
    public var description: String {
        switch self {
        case .declaration(let name): return name
        case .target(let name): return "target " + name
        }
    }
}

/// Evidence for a finding at another place: a step of a cycle, the declaration a name resolved to.
public struct FindingNote: Hashable, Sendable {
    /// Lowercase text saying what is at that place.
    public var message: String
    /// Path relative to the scan root, with `/` separators.
    public var path: String
    public var position: SourcePosition

    public init(message: String, path: String, position: SourcePosition) {
        self.message = message
        self.path = path
        self.position = position
    }
}

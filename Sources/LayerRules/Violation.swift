import SwiftScanner

/// One policy violation, a value (never thrown).
public struct Violation: Hashable, Sendable {
    public var ruleID: String
    public var severity: Severity
    /// Lowercase message naming the offending thing, the layers involved and the fix.
    public var message: String
    /// Path relative to the scan root, with `/` separators.
    public var path: String
    public var position: SourcePosition
    /// The layer the offending code is in.
    public var fromLayer: String?
    /// The layer (or external module) it reaches, where there is one.
    public var toLayer: String?
    /// The offending name: a type, module, `Type.member`, or protocol.
    public var subject: String
    /// Qualified name of the enclosing declaration, if any; part of the fingerprint.
    public var enclosingDeclaration: String?

    public init(
        ruleID: String, severity: Severity, message: String, path: String, position: SourcePosition,
        fromLayer: String? = nil, toLayer: String? = nil, subject: String,
        enclosingDeclaration: String? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.path = path
        self.position = position
        self.fromLayer = fromLayer
        self.toLayer = toLayer
        self.subject = subject
        self.enclosingDeclaration = enclosingDeclaration
    }

    /// Stable order: path, line, column, rule id, message.
    public static func ordered(_ lhs: Violation, _ rhs: Violation) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        if lhs.position != rhs.position { return lhs.position < rhs.position }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}

import SwiftScanner

/// The versioned JSON report (`--format json`), described by `docs/archlint-report.schema.json`.
public struct JSONReporter: Reporter {
    /// Version of the document layout; raised on incompatible changes.
    public static let documentVersion = 1

    public init() {}

    public func render(_ outcome: CheckOutcome) -> String {
        document(outcome).serialized() + "\n"
    }

    /// The report as an ordered JSON value.
    public func document(_ outcome: CheckOutcome) -> JSONValue {
        let fingerprints = outcome.fingerprints
        return .object([
            ("version", .int(Self.documentVersion)),
            ("tool", .object([("name", .string("archlint")), ("version", .string(ArchlintVersion.current))])),
            (
                "policy",
                .object([("path", .optional(outcome.policy.path)), ("sha256", .string(outcome.policy.sha256))])
            ),
            ("root", .string(outcome.root)),
            ("summary", summary(outcome)),
            ("violations", .array(zip(outcome.violations, fingerprints).map(violation))),
            ("problems", .array(outcome.problems.map(problem))),
        ])
    }

    private func summary(_ outcome: CheckOutcome) -> JSONValue {
        let violations = outcome.violations
        let errors = violations.filter { $0.severity == .error }.count
        return .object([
            ("files", .int(outcome.fileCount)),
            ("lines", .int(outcome.lineCount)),
            ("declarations", .int(outcome.declarationCount)),
            ("violations", .int(violations.count)),
            ("bySeverity", .object([("error", .int(errors)), ("warning", .int(violations.count - errors))])),
            ("byRule", counts(violations.map(\.ruleID))),
            ("byLayer", counts(violations.compactMap(\.fromLayer))),
        ])
    }

    private func counts(_ keys: [String]) -> JSONValue {
        .object(ReportText.counted(keys).map { ($0.key, .int($0.count)) })
    }

    private func violation(_ violation: Finding, fingerprint: String) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(violation.ruleID)),
            ("severity", .string(violation.severity.rawValue)),
            ("message", .string(violation.message)),
            ("path", .string(violation.path)),
            ("line", .int(violation.position.line)),
            ("column", .int(violation.position.column)),
            ("fromLayer", .optional(violation.fromLayer)),
            ("toLayer", .optional(violation.toLayer)),
            ("subject", .string(violation.subject)),
            ("enclosingDeclaration", .optional(violation.enclosingDeclaration)),
        ]
        if !violation.notes.isEmpty { members.append(("notes", .array(violation.notes.map(note)))) }
        members.append(("fingerprint", .string(fingerprint)))
        return .object(members)
    }

    private func note(_ note: FindingNote) -> JSONValue {
        .object([
            ("message", .string(note.message)),
            ("path", .string(note.path)),
            ("line", .int(note.position.line)),
            ("column", .int(note.position.column)),
        ])
    }

    private func problem(_ problem: InputProblem) -> JSONValue {
        .object([
            ("path", .string(problem.path)),
            ("line", problem.position.map { .int($0.line) } ?? .null),
            ("column", problem.position.map { .int($0.column) } ?? .null),
            ("message", .string(problem.message)),
            ("fatal", .bool(problem.isFatal)),
        ])
    }
}

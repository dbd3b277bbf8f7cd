import SwiftScanner

/// SARIF 2.1.0 (`--format sarif`), in the form GitHub code scanning accepts.
///
/// Result locations use the base id `%SRCROOT%`. When the scan root is absolute, `originalUriBaseIds` maps it
/// to the root's `file:` URI and each `uri` is relative to the root. When the root is relative, each `uri` is
/// the root-joined path, relative to the working directory (the repository root in CI), which is how code
/// scanning resolves it.
public struct SARIFReporter: Reporter {
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    static let baseID = "%SRCROOT%"

    public init() {}

    public func render(_ outcome: CheckOutcome) -> String {
        document(outcome).serialized() + "\n"
    }

    /// The SARIF log as an ordered JSON value.
    public func document(_ outcome: CheckOutcome) -> JSONValue {
        var run: [(String, JSONValue)] = [("tool", .object([("driver", driver(outcome.rules))]))]
        if let rootURI = Self.rootURI(outcome.root) {
            run.append(("originalUriBaseIds", .object([(Self.baseID, .object([("uri", .string(rootURI))]))])))
        }
        run.append(("invocations", .array([invocation(outcome)])))
        let results = zip(outcome.violations, outcome.fingerprints).map { violation, fingerprint in
            result(violation, fingerprint: fingerprint, rules: outcome.rules, root: outcome.root)
        }
        run.append(("results", .array(results)))
        return .object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ])
    }

    private func driver(_ rules: [RuleMetadata]) -> JSONValue {
        .object([
            ("name", .string("archlint")),
            ("version", .string(ArchlintVersion.current)),
            ("rules", .array(rules.map(rule))),
        ])
    }

    /// `file:///abs/root/` for an absolute root, nil for a relative one.
    static func rootURI(_ root: String) -> String? {
        guard root.hasPrefix("/") else { return nil }
        let encoded = URIPath.encode(root)
        return "file://" + (encoded.hasSuffix("/") ? encoded : encoded + "/")
    }

    /// The artifact location of a root-relative violation path.
    static func violationArtifact(root: String, path: String) -> JSONValue {
        let uri = URIPath.encode(root.hasPrefix("/") ? path : DisplayPath.join(root: root, path))
        return .object([("uri", .string(uri)), ("uriBaseId", .string(baseID))])
    }

    /// The artifact location of an input problem's path, which is as discovered (the root joined with the
    /// relative path): relative to the root when the root is absolute, else as it is.
    static func problemArtifact(root: String, path: String) -> JSONValue {
        guard root.hasPrefix("/") else {
            if path.hasPrefix("/") { return .object([("uri", .string("file://" + URIPath.encode(path)))]) }
            return .object([("uri", .string(URIPath.encode(path))), ("uriBaseId", .string(baseID))])
        }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard path.hasPrefix(prefix) else {
            return .object([("uri", .string("file://" + URIPath.encode(path)))])
        }
        return violationArtifact(root: root, path: String(path.dropFirst(prefix.count)))
    }

    private func rule(_ rule: RuleMetadata) -> JSONValue {
        .object([
            ("id", .string(rule.id)),
            ("name", .string(Self.ruleName(rule.id))),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string("\(rule.summary) (\(rule.kind) rule)"))])),
            ("help", .object([("text", .string(rule.help))])),
            ("defaultConfiguration", .object([("level", .string(rule.severity.rawValue))])),
        ])
    }

    /// `domain-imports` → `DomainImports`.
    static func ruleName(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    private func result(_ violation: Violation, fingerprint: String, rules: [RuleMetadata], root: String)
        -> JSONValue
    {
        var members: [(String, JSONValue)] = [("ruleId", .string(violation.ruleID))]
        if let index = rules.firstIndex(where: { $0.id == violation.ruleID }) {
            members.append(("ruleIndex", .int(index)))
        }
        members += [
            ("level", .string(violation.severity.rawValue)),
            ("message", .object([("text", .string(violation.message))])),
            (
                "locations",
                .array([
                    location(
                        artifact: Self.violationArtifact(root: root, path: violation.path), position: violation.position
                    )
                ])
            ),
            ("partialFingerprints", .object([("archlint/v1", .string(fingerprint))])),
        ]
        return .object(members)
    }

    private func location(artifact: JSONValue, position: SourcePosition?) -> JSONValue {
        var physical: [(String, JSONValue)] = [("artifactLocation", artifact)]
        if let position {
            physical.append(
                ("region", .object([("startLine", .int(position.line)), ("startColumn", .int(position.column))])))
        }
        return .object([("physicalLocation", .object(physical))])
    }

    private func invocation(_ outcome: CheckOutcome) -> JSONValue {
        let notifications = outcome.problems.map { problem -> JSONValue in
            .object([
                ("level", .string(problem.isFatal ? "error" : "warning")),
                ("message", .object([("text", .string(problem.message))])),
                (
                    "locations",
                    .array([
                        location(
                            artifact: Self.problemArtifact(root: outcome.root, path: problem.path),
                            position: problem.position)
                    ])
                ),
            ])
        }
        return .object([
            ("executionSuccessful", .bool(!outcome.problems.contains { $0.isFatal })),
            ("toolExecutionNotifications", .array(notifications)),
        ])
    }
}

import SwiftScanner

/// SARIF 2.1.0 (`--format sarif`), in the form GitHub code scanning accepts.
///
/// Result locations use the base id `%SRCROOT%`, and each `uri` is relative to it and normalized. When the
/// root's place on disk is known (`CheckOutcome.location`, always so for a real run), `%SRCROOT%` is the
/// repository root (else the scan root) and `originalUriBaseIds` maps it to its `file:` URI, so `.`, `./`,
/// `../App` and an absolute root give the same URIs. Columns count UTF-16 code units (`columnKind`), as code
/// scanning does. Each rule has `help` (plain text and Markdown) and a `helpUri` into the rules document at
/// `helpBaseURI` (`--help-base-uri`). A finding's notes are its `relatedLocations`. A built-in check whose id a
/// rule of the policy also has is listed as `archlint/<id>`, so that every rule descriptor has its own id.
public struct SARIFReporter: Reporter {
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    static let baseID = "%SRCROOT%"
    /// The rules document, relative to the archlint repository; give an absolute URL with `--help-base-uri`.
    public static let defaultHelpBaseURI = "docs/rules-json.md"

    /// The URI of `docs/rules-json.md`; each rule's `helpUri` is it with the fragment `#rule-<kind>`.
    public var helpBaseURI: String

    public init(helpBaseURI: String = Self.defaultHelpBaseURI) {
        self.helpBaseURI = helpBaseURI
    }

    public func write(_ outcome: CheckOutcome, to sink: ReportSink) {
        let ids = Self.descriptorIDs(outcome.rules)
        var json = JSONStream(sink)
        json.beginObject()
        json.member("$schema", .string(Self.schemaURI))
        json.member("version", .string("2.1.0"))
        json.key("runs")
        json.beginArray()
        json.beginObject()
        json.member("tool", .object([("driver", driver(outcome.rules, ids: ids))]))
        if let baseURI = Self.baseURI(outcome) {
            json.member("originalUriBaseIds", .object([(Self.baseID, .object([("uri", .string(baseURI))]))]))
        }
        var locations = Locations()
        json.key("invocations")
        json.beginArray()
        writeInvocation(outcome, columns: &locations.columns, to: &json)
        json.end()
        json.key("results")
        json.beginArray()
        for (violation, fingerprint) in zip(outcome.violations, outcome.fingerprints) {
            json.value(result(violation, fingerprint: fingerprint, outcome: outcome, ids: ids, locations: &locations))
        }
        json.end()
        json.member("columnKind", .string("utf16CodeUnits"))
        json.end()
        json.end()
        json.end()
        sink.write("\n")
    }

    private func driver(_ rules: [RuleMetadata], ids: [String]) -> JSONValue {
        .object([
            ("name", .string("archlint")),
            ("version", .string(ArchlintVersion.current)),
            ("informationUri", .string(helpBaseURI)),
            ("rules", .array(zip(rules, ids).map(rule))),
        ])
    }

    /// The SARIF id of each rule descriptor: its id, or `archlint/<id>` for a built-in check whose id a rule of
    /// the policy has too.
    static func descriptorIDs(_ rules: [RuleMetadata]) -> [String] {
        let policyIDs = Set(
            rules.compactMap { rule -> String? in
                if case .rule(let id) = rule.source { return id }
                return nil
            })
        return rules.map { rule in
            guard case .builtIn = rule.source, policyIDs.contains(rule.id) else { return rule.id }
            return "archlint/" + rule.id
        }
    }

    /// `file:///abs/base/`: the located base, else an absolute root; nil for a relative root not located.
    static func baseURI(_ outcome: CheckOutcome) -> String? {
        let base = outcome.location?.base ?? outcome.root
        guard base.hasPrefix("/") else { return nil }
        let encoded = URIPath.encode(base)
        return "file://" + (encoded.hasSuffix("/") ? encoded : encoded + "/")
    }

    /// The artifact location of a root-relative violation path.
    static func violationArtifact(_ outcome: CheckOutcome, path: String) -> JSONValue {
        let relative: String
        if let location = outcome.location {
            relative = location.pathInBase(path)
        } else {
            relative = outcome.root.hasPrefix("/") ? path : DisplayPath.join(root: outcome.root, path)
        }
        let uri = URIPath.encode(LexicalPath.normalized(relative))
        return .object([("uri", .string(uri)), ("uriBaseId", .string(baseID))])
    }

    /// The artifact location of an input problem's path, which is as discovered (the root joined with the
    /// relative path): as a violation's when it is inside the root, else a `file:` URI (absolute) or the
    /// normalized path (relative).
    static func problemArtifact(_ outcome: CheckOutcome, path: String) -> JSONValue {
        let root = LexicalPath.normalized(outcome.root)
        let normalized = LexicalPath.normalized(path)
        if root == "." && !normalized.hasPrefix("/") && !normalized.hasPrefix("..") {
            return violationArtifact(outcome, path: normalized)
        }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        if normalized.hasPrefix(prefix) {
            return violationArtifact(outcome, path: String(normalized.dropFirst(prefix.count)))
        }
        if normalized.hasPrefix("/") { return .object([("uri", .string("file://" + URIPath.encode(normalized)))]) }
        return .object([("uri", .string(URIPath.encode(normalized)))])
    }

    private func rule(_ rule: RuleMetadata, id: String) -> JSONValue {
        let helpURI = "\(helpBaseURI)#rule-\(rule.kind)"
        return .object([
            ("id", .string(id)),
            ("name", .string(Self.ruleName(id))),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string("\(rule.summary) (\(rule.kind) rule)"))])),
            ("helpUri", .string(helpURI)),
            (
                "help",
                .object([
                    ("text", .string(rule.help.filter { $0 != "`" })),
                    ("markdown", .string("\(rule.help)\n\n[The `\(rule.kind)` rule kind](\(helpURI))")),
                ])
            ),
            ("defaultConfiguration", .object([("level", .string(rule.severity.rawValue))])),
        ])
    }

    /// `domain-imports` → `DomainImports`.
    static func ruleName(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    private func result(
        _ finding: Finding, fingerprint: String, outcome: CheckOutcome, ids: [String], locations: inout Locations
    ) -> JSONValue {
        let index = outcome.rules.firstIndex { $0.source == finding.source }
        var members: [(String, JSONValue)] = [("ruleId", .string(index.map { ids[$0] } ?? finding.ruleID))]
        if let index { members.append(("ruleIndex", .int(index))) }
        members += [
            ("level", .string(finding.severity.rawValue)),
            ("message", .object([("text", .string(finding.message))])),
            (
                "locations",
                .array([.object([physicalLocation(finding.path, finding.position, outcome, &locations)])])
            ),
        ]
        if !finding.notes.isEmpty {
            let related = finding.notes.enumerated().map { id, note -> JSONValue in
                .object([
                    ("id", .int(id)), physicalLocation(note.path, note.position, outcome, &locations),
                    ("message", .object([("text", .string(note.message))])),
                ])
            }
            members.append(("relatedLocations", .array(related)))
        }
        members.append(("partialFingerprints", .object([("archlint/v1", .string(fingerprint))])))
        return .object(members)
    }

    /// What the results of one report share: the UTF-16 columns of the files read, and each path's artifact
    /// location (made once per path, not once per finding).
    private struct Locations {
        var columns = UTF16Columns()
        var artifacts: [String: JSONValue] = [:]
    }

    /// The `physicalLocation` member for a root-relative path and byte position, the column in UTF-16 code units.
    private func physicalLocation(
        _ path: String, _ position: SourcePosition, _ outcome: CheckOutcome, _ locations: inout Locations
    ) -> (String, JSONValue) {
        var position = position
        position.column = locations.columns.column(of: position, inFileAt: DisplayPath.join(root: outcome.root, path))
        if let artifact = locations.artifacts[path] { return physicalLocation(artifact: artifact, position: position) }
        let artifact = Self.violationArtifact(outcome, path: path)
        locations.artifacts[path] = artifact
        return physicalLocation(artifact: artifact, position: position)
    }

    private func physicalLocation(artifact: JSONValue, position: SourcePosition?) -> (String, JSONValue) {
        var physical: [(String, JSONValue)] = [("artifactLocation", artifact)]
        if let position {
            physical.append(
                ("region", .object([("startLine", .int(position.line)), ("startColumn", .int(position.column))])))
        }
        return ("physicalLocation", .object(physical))
    }

    /// The invocation object; its notifications (one per input problem) are written one at a time.
    private func writeInvocation(_ outcome: CheckOutcome, columns: inout UTF16Columns, to json: inout JSONStream) {
        json.beginObject()
        json.member("executionSuccessful", .bool(!outcome.problems.contains { $0.isFatal }))
        json.key("toolExecutionNotifications")
        json.beginArray()
        for problem in outcome.problems {
            var position = problem.position
            if let byteColumn = problem.position {
                position?.column = columns.column(of: byteColumn, inFileAt: problem.path)
            }
            let artifact = Self.problemArtifact(outcome, path: problem.path)
            json.value(
                .object([
                    ("level", .string(problem.isFatal ? "error" : "warning")),
                    ("message", .object([("text", .string(problem.message))])),
                    ("locations", .array([.object([physicalLocation(artifact: artifact, position: position)])])),
                ]))
        }
        json.end()
        json.end()
    }
}

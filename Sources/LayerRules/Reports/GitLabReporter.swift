import SwiftScanner

/// GitLab Code Quality JSON (`--format gitlab`): an array of issues. Input problems are not part of this report.
///
/// `location.path` is relative to the repository root (the nearest folder upward with `.git`; else the scan
/// root) and normalized, as GitLab expects, whichever way the root was written; fingerprints are made from that
/// path, so two jobs over sibling apps of one repository never share one.
public struct GitLabReporter: Reporter {
    public init() {}

    public func write(_ outcome: CheckOutcome, to sink: ReportSink) {
        let paths = (outcome.violations + outcome.baselined).map { Self.path($0.path, in: outcome) }
        var located = outcome.violations + outcome.baselined
        for index in located.indices { located[index].path = paths[index] }
        let fingerprints = Finding.fingerprints(for: located)
        located = []
        var json = JSONStream(sink)
        json.beginArray()
        for (index, violation) in outcome.violations.enumerated() {
            json.value(
                .object([
                    ("description", .string(violation.message)),
                    ("check_name", .string(violation.ruleID)),
                    ("fingerprint", .string(fingerprints[index])),
                    ("severity", .string(violation.severity == .error ? "major" : "minor")),
                    (
                        "location",
                        .object([
                            ("path", .string(paths[index])),
                            ("lines", .object([("begin", .int(violation.position.line))])),
                        ])
                    ),
                ]))
        }
        json.end()
        sink.write("\n")
    }

    /// A root-relative path relative to the repository root (or, not located, to the working directory; an
    /// absolute root is left out), normalized.
    static func path(_ relativePath: String, in outcome: CheckOutcome) -> String {
        if let location = outcome.location { return LexicalPath.normalized(location.pathInBase(relativePath)) }
        if outcome.root.hasPrefix("/") { return LexicalPath.normalized(relativePath) }
        return LexicalPath.normalized(DisplayPath.join(root: outcome.root, relativePath))
    }
}

/// One accepted violation in a baseline file.
public struct BaselineEntry: Hashable, Sendable {
    public var ruleID: String
    /// Path relative to the scan root.
    public var path: String
    public var subject: String
    public var enclosingDeclaration: String?
    /// `Finding.fingerprints(for:)` of the violation when it was recorded; the only field matching uses.
    public var fingerprint: String
    /// The message when recorded, for people reading the file.
    public var message: String

    public init(
        ruleID: String, path: String, subject: String, enclosingDeclaration: String?, fingerprint: String,
        message: String
    ) {
        self.ruleID = ruleID
        self.path = path
        self.subject = subject
        self.enclosingDeclaration = enclosingDeclaration
        self.fingerprint = fingerprint
        self.message = message
    }
}

/// Violations a project has accepted for now (`.archlint-baseline.json`): a check reports only violations
/// that are not in the baseline, so a policy can be adopted before every old violation is fixed.
public struct Baseline: Hashable, Sendable {
    /// Version of the file layout.
    public static let version = 1

    public var entries: [BaselineEntry]

    public init(entries: [BaselineEntry]) {
        self.entries = entries
    }

    /// A baseline that accepts every violation of `outcome`, reported or already baselined, in stable order.
    public static func record(_ outcome: CheckOutcome) -> Baseline {
        let violations = (outcome.violations + outcome.baselined).sorted(by: Finding.ordered)
        return Baseline(
            entries: zip(violations, Finding.fingerprints(for: violations)).map { violation, fingerprint in
                BaselineEntry(
                    ruleID: violation.ruleID, path: violation.path, subject: violation.subject,
                    enclosingDeclaration: violation.enclosingDeclaration, fingerprint: fingerprint,
                    message: violation.message)
            })
    }

    /// Splits `violations` (all violations of one run, so that fingerprints are computed as when recorded) into
    /// those not in the baseline, those it accepts, and the entries no violation matched any more.
    /// Matching is by fingerprint, each entry matching at most one violation: a violation that moved to
    /// another line still matches; one whose enclosing declaration changed is new.
    public func apply(to violations: [Finding]) -> (
        new: [Finding], baselined: [Finding], fixed: [BaselineEntry]
    ) {
        var matcher = Matcher(self)
        let (new, baselined) = matcher.split(violations)
        return (new, baselined, matcher.unmatchedEntries)
    }

    /// Matches a run's violations against a baseline a part at a time: the violations of one path (or of several)
    /// at once, since a fingerprint counts the violations of its path only (`Finding.fingerprints(for:)`).
    struct Matcher: Sendable {
        private let entries: [BaselineEntry]
        /// Per fingerprint, the last entry not matched yet; `previous` chains each entry to the one before it of
        /// the same fingerprint (-1 ends a chain), so that a fingerprint costs one table slot, not an array.
        private var lastUnmatched: [String: Int32] = [:]
        private var previous: [Int32]
        private var isMatched: [Bool]

        init(_ baseline: Baseline) {
            entries = baseline.entries
            previous = [Int32](repeating: -1, count: entries.count)
            isMatched = [Bool](repeating: false, count: entries.count)
            lastUnmatched.reserveCapacity(entries.count)
            for index in entries.indices {
                let entry = Int32(truncatingIfNeeded: index)
                if let last = lastUnmatched.updateValue(entry, forKey: entries[index].fingerprint) {
                    previous[index] = last
                }
            }
        }

        /// `violations`, every violation of the paths they are in, split into those not in the baseline and those
        /// it accepts, each in the order given. Each violation takes the last unmatched entry of its fingerprint.
        mutating func split(_ violations: [Finding]) -> (new: [Finding], baselined: [Finding]) {
            var new: [Finding] = []
            var baselined: [Finding] = []
            for (violation, fingerprint) in zip(violations, Finding.fingerprints(for: violations)) {
                guard let index = lastUnmatched[fingerprint].map(Int.init) else {
                    new.append(violation)
                    continue
                }
                isMatched[index] = true
                lastUnmatched[fingerprint] = previous[index] < 0 ? nil : previous[index]
                baselined.append(violation)
            }
            return (new, baselined)
        }

        /// The entries no violation matched so far, in the baseline's order.
        var unmatchedEntries: [BaselineEntry] {
            entries.indices.filter { !isMatched[$0] }.map { entries[$0] }
        }
    }

    /// The baseline without `fixed`: each entry of `fixed` removes one equal entry, so that of two identical
    /// entries of which one still matches, one is kept.
    public func removing(_ fixed: [BaselineEntry]) -> Baseline {
        var pending: [BaselineEntry: Int] = [:]
        for entry in fixed { pending[entry, default: 0] += 1 }
        var kept: [BaselineEntry] = []
        for entry in entries {
            if let count = pending[entry], count > 0 {
                pending[entry] = count - 1
            } else {
                kept.append(entry)
            }
        }
        return Baseline(entries: kept)
    }

    /// The file's text: entries sorted by path, rule id and fingerprint, pretty-printed, with a final newline,
    /// so that a re-recorded baseline diffs cleanly.
    public func serialized() -> String {
        let sink = ReportSink()
        write(to: sink)
        return sink.text
    }

    /// Writes `serialized()`'s text to `sink` an entry at a time: a baseline of many entries is never held as one
    /// JSON tree or one string.
    public func write(to sink: ReportSink) {
        let order = entries.indices.sorted {
            (entries[$0].path, entries[$0].ruleID, entries[$0].fingerprint)
                < (entries[$1].path, entries[$1].ruleID, entries[$1].fingerprint)
        }
        var stream = JSONStream(sink)
        stream.beginObject()
        stream.member("version", .int(Self.version))
        stream.key("violations")
        stream.beginArray()
        for index in order {
            let entry = entries[index]
            stream.value(
                .object([
                    ("ruleId", .string(entry.ruleID)),
                    ("path", .string(entry.path)),
                    ("subject", .string(entry.subject)),
                    ("enclosingDeclaration", .optional(entry.enclosingDeclaration)),
                    ("fingerprint", .string(entry.fingerprint)),
                    ("message", .string(entry.message)),
                ]))
        }
        stream.end()
        stream.end()
        sink.write("\n")
    }
}

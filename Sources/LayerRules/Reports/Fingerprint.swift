extension Finding {
    /// The fingerprint of each violation, in the order given: hex of the first 16 bytes of the SHA-256 of
    /// `ruleID U+001F path U+001F subject U+001F enclosingDeclaration U+001F occurrence`, where `occurrence`
    /// counts violations with the same (rule, path, subject, enclosing declaration) in position order from 0.
    /// Line and column are not part of it, so edits elsewhere in a file leave a violation's fingerprint alone.
    public static func fingerprints(for violations: [Finding]) -> [String] {
        let positionOrder = violations.indices.sorted {
            let lhs = violations[$0]
            let rhs = violations[$1]
            if lhs.path != rhs.path { return lhs.path < rhs.path }
            if lhs.position != rhs.position { return lhs.position < rhs.position }
            return $0 < $1
        }
        var seen: [String: Int] = [:]
        var fingerprints = [String](repeating: "", count: violations.count)
        for index in positionOrder {
            let identity = violations[index].fingerprintIdentity
            let occurrence = seen[identity, default: 0]
            seen[identity] = occurrence + 1
            fingerprints[index] = fingerprint(of: identity + "\u{1F}" + String(occurrence))
        }
        return fingerprints
    }

    /// The fields a fingerprint identifies a violation by, separated by U+001F.
    var fingerprintIdentity: String {
        [ruleID, path, subject, enclosingDeclaration ?? ""].joined(separator: "\u{1F}")
    }

    private static func fingerprint(of key: String) -> String {
        SHA256.hex(Array(SHA256.digest(key.utf8).prefix(16)))
    }
}

extension CheckOutcome {
    /// The fingerprint of each reported violation, in order, counted over the reported and the baselined
    /// violations, so that filtering through a baseline does not change any fingerprint.
    public var fingerprints: [String] {
        Array(Finding.fingerprints(for: violations + baselined).prefix(violations.count))
    }
}

extension Finding {
    /// The fingerprint of each violation, in the order given: hex of the first 16 bytes of the SHA-256 of
    /// `ruleID U+001F path U+001F subject U+001F enclosingDeclaration U+001F occurrence`, where `occurrence`
    /// counts violations with the same (rule, path, subject, enclosing declaration) in position order from 0.
    /// Line and column are not part of it, so edits elsewhere in a file leave a violation's fingerprint alone.
    public static func fingerprints(for violations: [Finding]) -> [String] {
        let positionOrder = violations.orderedIndices { left, right in
            left.path != right.path ? left.path < right.path : left.position < right.position
        }
        // Occurrences count within a path, and the findings of a path come together in position order: `seen`
        // holds the identities (rule, subject, enclosing declaration) met so far in the current path.
        var seen: [[UInt8]: Int] = [:]
        var currentPath: String?
        var identity: [UInt8] = []
        var key: [UInt8] = []
        var fingerprints = [String](repeating: "", count: violations.count)
        for index in positionOrder {
            let violation = violations[index]
            if violation.path != currentPath {
                seen.removeAll(keepingCapacity: true)
                currentPath = violation.path
            }
            identity.removeAll(keepingCapacity: true)
            Self.appendFields(
                [violation.ruleID, violation.subject, violation.enclosingDeclaration ?? ""], to: &identity)
            let occurrence = seen[identity, default: 0]
            seen[identity] = occurrence + 1
            key.removeAll(keepingCapacity: true)
            Self.appendFields(
                [
                    violation.ruleID, violation.path, violation.subject, violation.enclosingDeclaration ?? "",
                    String(occurrence),
                ], to: &key)
            fingerprints[index] = SHA256.hex(Array(SHA256.digest(key).prefix(16)))
        }
        return fingerprints
    }

    /// Appends the UTF-8 bytes of `fields` to `bytes`, separated by U+001F.
    private static func appendFields(_ fields: [String], to bytes: inout [UInt8]) {
        for (position, field) in fields.enumerated() {
            if position > 0 { bytes.append(0x1F) }
            bytes.append(contentsOf: field.utf8)
        }
    }
}

extension CheckOutcome {
    /// The fingerprint of each reported violation, in order, counted over the reported and the baselined
    /// violations, so that filtering through a baseline does not change any fingerprint.
    public var fingerprints: [String] {
        Array(Finding.fingerprints(for: violations + baselined).prefix(violations.count))
    }
}

extension Finding {
    /// The fingerprint of each violation, in the order given: hex of the first 16 bytes of the SHA-256 of
    /// `ruleID U+001F path U+001F subject U+001F enclosingDeclaration U+001F occurrence`, where `occurrence`
    /// counts violations with the same (rule, path, subject, enclosing declaration) in position order from 0.
    /// Line and column are not part of it, so edits elsewhere in a file leave a violation's fingerprint alone.
    public static func fingerprints(for violations: [Finding]) -> [String] {
        let positionOrder = violations.orderedIndices { left, right in
            left.path != right.path ? left.path < right.path : left.position < right.position
        }
        // Occurrences count within a path, and the findings of a path come together in position order: the
        // identities seen are those of the current path, kept as bytes without it.
        var seen: [[UInt8]: Int] = [:]
        var currentPath: String?
        var key: [UInt8] = []
        var fingerprints = [String](repeating: "", count: violations.count)
        for index in positionOrder {
            let violation = violations[index]
            if violation.path != currentPath {
                seen.removeAll(keepingCapacity: true)
                currentPath = violation.path
            }
            // `ruleID U+001F path U+001F subject U+001F enclosing U+001F occurrence`, the path left out of `seen`.
            key.removeAll(keepingCapacity: true)
            key.append(contentsOf: violation.ruleID.utf8)
            key.append(0x1F)
            let pathEnd = key.count
            key.append(contentsOf: violation.path.utf8)
            key.append(0x1F)
            key.append(contentsOf: violation.subject.utf8)
            key.append(0x1F)
            key.append(contentsOf: (violation.enclosingDeclaration ?? "").utf8)
            var identity = Array(key[..<pathEnd])
            identity.append(contentsOf: key[(pathEnd + violation.path.utf8.count)...])
            let occurrence = seen[identity, default: 0]
            seen[identity] = occurrence + 1
            key.append(0x1F)
            key.append(contentsOf: String(occurrence).utf8)
            fingerprints[index] = SHA256.hex(Array(SHA256.digest(key).prefix(16)))
        }
        return fingerprints
    }
}

extension CheckOutcome {
    /// The fingerprint of each reported violation, in order, counted over the reported and the baselined
    /// violations, so that filtering through a baseline does not change any fingerprint.
    public var fingerprints: [String] {
        Array(Finding.fingerprints(for: violations + baselined).prefix(violations.count))
    }
}

/// Rules out, by first and last byte, names that no pattern can match, before any glob runs.
struct NamePrefilter: Sendable {
    /// Per pattern: the literal first and last byte, or nil where the pattern starts or ends with a wildcard.
    private let bounds: [(first: UInt8?, last: UInt8?)]

    init(_ globs: [Glob]) {
        let wildcards = Set("*?[]{}\\".utf8)
        bounds = globs.map { glob in
            let utf8 = glob.pattern.utf8
            let first = utf8.first.flatMap { wildcards.contains($0) ? nil : $0 }
            let last = utf8.last.flatMap { wildcards.contains($0) ? nil : $0 }
            return (first, last)
        }
    }

    /// False only when no pattern can match `name` (dotted names always pass).
    @inline(__always)
    func mayMatch(_ name: String) -> Bool {
        name.withBytesInPlace { mayMatch(utf8: $0) }
    }

    /// False only when no pattern can match the name spelled by `bytes` (dotted names always pass).
    @inline(__always)
    func mayMatch(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, let last = bytes.last else { return false }
        if bytes.contains(UInt8(ascii: ".")) { return true }
        return bounds.contains { ($0.first == nil || $0.first == first) && ($0.last == nil || $0.last == last) }
    }
}

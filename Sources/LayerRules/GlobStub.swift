/// Minimal glob placeholder until the real `Glob` lands: `*` (no `/`), `**` (anything), `?`.
public struct Glob: Hashable, Sendable {
    public let pattern: String
    private let bytes: [UInt8]

    public init(_ pattern: String) {
        self.pattern = pattern
        self.bytes = Array(pattern.utf8)
    }

    /// Number of literal characters.
    public var specificity: Int { bytes.filter { $0 != UInt8(ascii: "*") && $0 != UInt8(ascii: "?") }.count }

    public func matches(_ text: String) -> Bool {
        let text = Array(text.utf8)
        return Self.match(bytes[...], text[...])
    }

    private static func match(_ p: ArraySlice<UInt8>, _ t: ArraySlice<UInt8>) -> Bool {
        guard let first = p.first else { return t.isEmpty }
        if first == UInt8(ascii: "*") {
            let rest = p.dropFirst()
            if rest.first == UInt8(ascii: "*") {
                var after = rest.dropFirst()
                if after.first == UInt8(ascii: "/") {
                    after = after.dropFirst()
                    if match(after, t) { return true }
                }
                var index = t.startIndex
                while true {
                    if match(after, t[index...]) { return true }
                    if index == t.endIndex { return false }
                    index += 1
                }
            }
            var index = t.startIndex
            while true {
                if match(rest, t[index...]) { return true }
                if index == t.endIndex || t[index] == UInt8(ascii: "/") { return false }
                index += 1
            }
        }
        guard let head = t.first else { return false }
        if first == UInt8(ascii: "?") || first == head { return match(p.dropFirst(), t.dropFirst()) }
        return false
    }
}

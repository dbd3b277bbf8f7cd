/// What Tuist's `ProjectDescriptionHelpers` (and plugin helpers) declare that project manifests name
/// modules with: enum cases and their raw values (`case domain = "Domain"`), read lexically.
public struct TuistHelpers: Hashable, Sendable {
    /// Raw values by case name (a case without a raw value names itself and is not stored).
    public private(set) var rawValues: [String: String] = [:]

    public init() {}

    /// Adds the cases declared in a helper file's `bytes`.
    public mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard case .success(let lexed) = LexedFile.lex(bytes) else { return }
        let stream = TokenStream(bytes: bytes, tokens: lexed.tokens)
        var index = 0
        while index < stream.count {
            defer { index += 1 }
            guard stream.keyword(index) == .case else { continue }
            var position = index + 1
            while stream.isName(position) {
                let name = stream.name(position)
                if stream.isOperator(position + 1, UInt8(ascii: "=")), stream.kind(position + 2) == .string,
                    stream.kind(position + 3) != .interpolationOpen
                {
                    rawValues[name] = ManifestStrings.value(of: stream.text(position + 2))
                    position += 3
                } else {
                    position += 1
                }
                guard stream.kind(position) == .comma else { break }
                position += 1
            }
        }
    }

    /// The module a case or static member names: its raw value, else its own name.
    public func moduleName(_ member: String) -> String { rawValues[member] ?? member }
}

/// Escaping a text a byte at a time, for JSON, XML and GitHub workflow commands: the bytes are read in place,
/// only those that can start a replaced character are looked at further, and the runs between replacements are
/// copied whole. A scalar at a time, escaping each finding's message cost more than the rest of its report.
struct EscapedText: Sendable {
    /// What replaces the character at an index of a text's UTF-8 bytes (nil to keep it) and how many bytes the
    /// character spans.
    typealias Replacement = @Sendable (_ utf8: UnsafeBufferPointer<UInt8>, _ index: Int) -> (String?, Int)

    /// Per byte value: whether a replaced character can start with it.
    private let isLead: [Bool]
    private let replacement: Replacement

    /// An escaping that asks `replacement` about the characters starting with a byte `leads` accepts.
    init(leads: (UInt8) -> Bool, replacement: @escaping Replacement) {
        isLead = (0...255).map { leads(UInt8($0)) }
        self.replacement = replacement
    }

    /// `text` escaped.
    func escape(_ text: String) -> String {
        var out: [UInt8] = []
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the UTF-8 bytes of `text`, escaped, to `out`.
    func append(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            isLead.withUnsafeBufferPointer { isLead in
                // Most texts have nothing to replace: one scan, one copy.
                guard let first = utf8.firstIndex(where: { isLead[Int($0)] }) else {
                    out.append(contentsOf: utf8)
                    return
                }
                out.reserveCapacity(out.count + utf8.count + 16)
                var runStart = 0
                var index = first
                while index < utf8.count {
                    guard isLead[Int(utf8[index])], case (let replaced?, let width) = replacement(utf8, index) else {
                        index += 1
                        continue
                    }
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                    out.append(contentsOf: replaced.utf8)
                    index += width
                    runStart = index
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
            }
        }
    }
}

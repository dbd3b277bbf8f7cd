/// Writes a pretty-printed JSON document to a sink as it goes: containers are opened and closed around values
/// written one at a time, so a report with many findings holds one finding's `JSONValue` at a time. The bytes
/// are those `JSONValue.serialized()` gives for the whole document.
struct JSONStream {
    private let sink: ReportSink
    /// The number of items written so far in each open container, outermost first.
    private var counts: [Int] = []
    /// The closing bracket of each open container.
    private var closings: [String] = []
    /// True between a member's key and its value.
    private var afterKey = false

    init(_ sink: ReportSink) {
        self.sink = sink
    }

    /// Opens an object (as the next item of the enclosing container, or after a key).
    mutating func beginObject() { open("{", "}") }

    /// Opens an array.
    mutating func beginArray() { open("[", "]") }

    /// Closes the innermost container: `{}` or `[]` when it is empty, else on its own line.
    mutating func end() {
        guard let count = counts.popLast(), let closing = closings.popLast() else { return }
        if count > 0 { sink.write("\n" + String(repeating: "  ", count: counts.count)) }
        sink.write(closing)
    }

    /// Writes the key of the next member of the innermost object.
    mutating func key(_ key: String) {
        startItem()
        sink.write { out in
            JSONValue.writeString(key, to: &out)
            out.append(contentsOf: ": ".utf8)
        }
        afterKey = true
    }

    /// Writes a whole value: the next item of the innermost array, or the value after a key.
    mutating func value(_ value: JSONValue) {
        if afterKey { afterKey = false } else { startItem() }
        let indent = counts.count
        sink.write { value.write(to: &$0, pretty: true, indent: indent) }
    }

    /// Writes a member whose value is written whole.
    mutating func member(_ key: String, _ value: JSONValue) {
        self.key(key)
        self.value(value)
    }

    private mutating func open(_ bracket: String, _ closing: String) {
        if afterKey { afterKey = false } else { startItem() }
        sink.write(bracket)
        counts.append(0)
        closings.append(closing)
    }

    /// The comma before all but the first item, and the item's own line.
    private mutating func startItem() {
        guard let last = counts.indices.last else { return }
        let (isFirst, depth) = (counts[last] == 0, counts.count)
        sink.write { out in
            if !isFirst { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "\n"))
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
        }
        counts[last] += 1
    }
}

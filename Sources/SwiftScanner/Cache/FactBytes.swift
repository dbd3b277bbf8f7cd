/// Appends the parts of a cached file's facts to a byte array: unsigned integers as LEB128 varints (most
/// numbers in facts are small), strings as a length and their UTF-8 bytes.
struct FactByteWriter {
    private(set) var bytes: [UInt8] = []

    @inline(__always)
    mutating func integer(_ value: Int) { unsigned(UInt64(clamping: max(0, value))) }

    @inline(__always)
    mutating func unsigned(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// An optional index as one more than itself, zero for none.
    mutating func optionalIndex(_ index: Int?) { integer(index.map { $0 + 1 } ?? 0) }

    mutating func flag(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func string(_ text: String) {
        var copy = text
        copy.withUTF8 { utf8 in
            integer(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    /// An optional string as a flag, then the string when there is one.
    mutating func optionalString(_ text: String?) {
        flag(text != nil)
        if let text { string(text) }
    }

    mutating func strings(_ texts: [String]) {
        list(texts) { text, writer in writer.string(text) }
    }

    /// `items` as their count, then each as `write` writes it.
    @inline(__always)
    mutating func list<Element>(_ items: [Element], _ write: (Element, inout FactByteWriter) -> Void) {
        integer(items.count)
        for item in items { write(item, &self) }
    }

    mutating func position(_ position: SourcePosition) {
        integer(position.line)
        integer(position.column)
    }

    mutating func raw(_ other: UnsafeRawBufferPointer) { bytes.append(contentsOf: other) }

    /// `value` in eight little-endian bytes.
    mutating func word(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}

/// Why cached bytes could not be read back: they end early, or a value is out of its range. Either means the
/// cache entry is not one this build wrote, and the file is scanned instead.
struct FactBytesError: Error {}

/// Reads what `FactByteWriter` wrote, checking every length and value against the bytes left: a damaged cache
/// ends in `FactBytesError`, never in a read out of bounds.
struct FactByteReader {
    private let bytes: UnsafeRawBufferPointer
    private(set) var offset: Int

    init(_ bytes: UnsafeRawBufferPointer, offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    var isAtEnd: Bool { offset == bytes.count }

    @inline(__always)
    mutating func unsigned() throws(FactBytesError) -> UInt64 {
        // Most numbers of facts fit in one byte.
        if offset < bytes.count, bytes[offset] < 0x80 {
            offset += 1
            return UInt64(bytes[offset - 1])
        }
        return try longUnsigned()
    }

    private mutating func longUnsigned() throws(FactBytesError) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            guard shift < 64 else { throw FactBytesError() }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        throw FactBytesError()
    }

    /// An integer of at most `limit`.
    @inline(__always)
    mutating func integer(atMost limit: Int = Int(Int32.max)) throws(FactBytesError) -> Int {
        let value = try unsigned()
        guard limit >= 0, value <= UInt64(limit) else { throw FactBytesError() }
        return Int(value)
    }

    /// An optional index below `count` (nil when `count` is zero).
    mutating func optionalIndex(below count: Int) throws(FactBytesError) -> Int? {
        let stored = try integer(atMost: count)
        return stored == 0 ? nil : stored - 1
    }

    mutating func flag() throws(FactBytesError) -> Bool {
        guard offset < bytes.count, bytes[offset] <= 1 else { throw FactBytesError() }
        offset += 1
        return bytes[offset - 1] == 1
    }

    /// The next `count` bytes, in place.
    mutating func slice(_ count: Int) throws(FactBytesError) -> UnsafeRawBufferPointer {
        guard count >= 0, count <= bytes.count - offset else { throw FactBytesError() }
        offset += count
        return UnsafeRawBufferPointer(rebasing: bytes[(offset - count)..<offset])
    }

    mutating func string() throws(FactBytesError) -> String {
        String(decoding: try slice(count()), as: UTF8.self)
    }

    mutating func optionalString() throws(FactBytesError) -> String? {
        try flag() ? string() : nil
    }

    /// A count of items each written in at least `bytesEach` bytes: never more than the bytes left can hold, so
    /// that a damaged count can neither pass nor make a reader reserve room for more items than there are bytes.
    mutating func count(bytesEach: Int = 1) throws(FactBytesError) -> Int {
        let count = try unsigned()
        guard count <= UInt64((bytes.count - offset) / bytesEach) else { throw FactBytesError() }
        return Int(count)
    }

    mutating func strings() throws(FactBytesError) -> [String] {
        try list(bytesEach: 1) { reader, _ throws(FactBytesError) in try reader.string() }
    }

    /// What `FactByteWriter.list` wrote: its count (each element takes at least `bytesEach` bytes, see `count`),
    /// then each element as `read` reads it, given its index.
    @inline(__always)
    mutating func list<Element>(
        bytesEach: Int, _ read: (inout FactByteReader, Int) throws(FactBytesError) -> Element
    ) throws(FactBytesError) -> [Element] {
        let count = try count(bytesEach: bytesEach)
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for index in 0..<count { elements.append(try read(&self, index)) }
        return elements
    }

    mutating func position() throws(FactBytesError) -> SourcePosition {
        let line = try integer(atMost: Int(UInt32.max))
        return SourcePosition(line: line, column: try integer(atMost: Int(UInt32.max)))
    }

    mutating func word() throws(FactBytesError) -> UInt64 {
        let raw = try slice(8)
        return UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
    }
}

/// Where a report's bytes go while it is rendered: a buffer that is handed to a drain (a file descriptor,
/// standard output) each time it fills, so that a report of any size needs only the buffer's memory; or, made
/// with `init()`, kept whole for `Reporter.render`. The first failed drain is kept as `failure` and every later
/// byte is dropped: a reporter writes on without checking, and whoever made the sink checks once at the end.
public final class ReportSink {
    /// Writes the bytes somewhere; returns the error number of a failure, nil when all were written.
    public typealias Drain = (UnsafeRawBufferPointer) -> Int32?

    private static let capacity = 1 << 16
    private var buffer: [UInt8] = []
    private let drain: Drain?
    /// The error number of the first write that failed.
    public private(set) var failure: Int32?

    /// A sink that hands its bytes to `drain` in chunks of up to 64 KiB.
    public init(drain: @escaping Drain) {
        self.drain = drain
        buffer.reserveCapacity(Self.capacity)
    }

    /// A sink that keeps every byte (see `text`).
    public init() {
        drain = nil
    }

    /// Appends the UTF-8 bytes of `text`.
    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if drain != nil, buffer.count >= Self.capacity { flush() }
    }

    /// Appends `bytes`, UTF-8 already (a report written as bytes is not made into a `String` on its way out).
    public func write(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if drain != nil, buffer.count >= Self.capacity { flush() }
    }

    /// Appends the bytes `make` appends to the sink's own buffer (nothing is built apart and copied in).
    func write(_ make: (inout [UInt8]) -> Void) {
        make(&buffer)
        if drain != nil, buffer.count >= Self.capacity { flush() }
    }

    /// Hands the buffered bytes to the drain (nothing for a sink that keeps its bytes).
    public func flush() {
        guard let drain, !buffer.isEmpty else { return }
        if failure == nil { failure = buffer.withUnsafeBytes(drain) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Everything written to a sink made with `init()`.
    public var text: String { String(decoding: buffer, as: UTF8.self) }
}

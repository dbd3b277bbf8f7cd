/// Keeps values alive until the process exits.
///
/// The facts and model of a large tree are hundreds of thousands of small allocations; releasing them
/// one by one after the report is written would take a noticeable share of the run, while the exit
/// that follows returns all of that memory at once.
enum ProcessLifetime {
    private final class Holder {
        let value: Any

        init(_ value: Any) { self.value = value }
    }

    /// Retains `value` for the rest of the process.
    static func keep(_ value: Any) {
        _ = Unmanaged.passRetained(Holder(value))
    }
}

/// Renders the outcome of a check in one format, writing the report to a sink piece by piece as it is
/// rendered, so that the report is never held whole in memory.
public protocol Reporter {
    /// Writes the whole report, ending with a newline, to `sink`.
    func write(_ outcome: CheckOutcome, to sink: ReportSink)
}

extension Reporter {
    /// The whole report as one string.
    public func render(_ outcome: CheckOutcome) -> String {
        let sink = ReportSink()
        write(outcome, to: sink)
        return sink.text
    }
}

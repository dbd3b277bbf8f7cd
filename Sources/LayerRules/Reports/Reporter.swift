/// Renders the outcome of a check as text (one format per reporter).
public protocol Reporter {
    /// The whole report, ending with a newline.
    func render(_ outcome: CheckOutcome) -> String
}

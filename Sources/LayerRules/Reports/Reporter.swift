/// Renders the outcome of a check run as the text of one report format.
public protocol Reporter {
    func render(_ outcome: CheckOutcome) -> String
}

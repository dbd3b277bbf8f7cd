/// How many values a manifest reader follows in one manifest before it gives up: list elements, parts of
/// strings and interpolations, variables. A value defined through itself more than once, or a chain of
/// values each built from several copies of the next, branches at every indirection; within any depth
/// limit alone that is exponential time. `Package.swift` (`ManifestEvaluator`) and Tuist's `Project.swift`
/// (`TuistReader`) are read within one budget each.
///
/// A class, so that a reading that changes nothing else (a string's value) can count its steps.
final class ValueStepBudget {
    /// Values followed in one manifest at most.
    static let maximumSteps = 100_000

    /// The longest string a reader builds from parts (a name, a path, a URL: none comes near): values that
    /// each join several copies of the last grow exponentially long before the budget runs out.
    static let longestString = 4096

    /// Said once, where the budget runs out; everything read after that is incomplete.
    static let spentMessage =
        "could not read the rest of the manifest: following its values takes more than \(maximumSteps) steps"

    private var taken = 0
    /// The token index of the value that found the budget spent first, if any.
    private(set) var firstRefusal: Int?

    /// Takes `count` steps (one by default) for the value at token `index`: a list literal takes one per
    /// element, so that lists joined from copies of lists cannot grow past the budget. False once it is spent.
    func take(_ count: Int = 1, at index: Int) -> Bool {
        taken += count
        guard taken > Self.maximumSteps else { return true }
        if firstRefusal == nil { firstRefusal = index }
        return false
    }
}

/// A small deterministic random number generator (SplitMix64) for the randomised tests: a fixed seed gives the
/// same inputs on every run and machine, and a failure message that names the seed is enough to replay it.
public struct SeededGenerator: RandomNumberGenerator {
    /// The seed the generator started from, for failure messages.
    public let seed: UInt64
    private var state: UInt64

    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

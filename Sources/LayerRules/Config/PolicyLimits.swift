/// Limits on the size of a policy. Hostile policies cost time and memory with the square of their layer
/// count and glob length; real ones are far below these (see docs/safety.md). Globs are limited by
/// `Glob.maximumLength`.
extension Policy {
    /// Most layers a policy may define.
    public static let maximumLayers = 1000
    /// Most rules a policy may define.
    public static let maximumRules = 1000
}

extension Glob {
    /// The patterns compiled, skipping invalid ones (the policy loader reports those).
    static func compiling(_ patterns: [String]) -> [Glob] {
        patterns.compactMap { try? Glob($0) }
    }
}

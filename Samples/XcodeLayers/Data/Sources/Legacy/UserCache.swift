import Domain

/// Kept for reference while the cache is rewritten; not compiled (a membership exception of the
/// synchronized folder).
final class UserCache {
    private var users: [String: User] = [:]

    func store(_ user: User) {
        users[user.id] = user
    }
}

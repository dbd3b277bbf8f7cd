import Data

/// Sample data for previews: reaches straight into the data layer.
enum UserPreview {
    static let repository = InMemoryUserRepository()
}

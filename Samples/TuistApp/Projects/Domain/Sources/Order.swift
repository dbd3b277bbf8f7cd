public struct Order: Identifiable, Equatable {
    public let id: String
    public let total: Int

    public init(id: String, total: Int) {
        self.id = id
        self.total = total
    }
}

public protocol OrderRepository {
    func orders() async throws -> [Order]
}

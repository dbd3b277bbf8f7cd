import Domain
import Foundation

public final class RemoteOrderRepository: OrderRepository {
    public init() {}

    public func orders() async throws -> [Order] {
        let url = URL(string: "https://api.example.com/orders")!
        let (data, _) = try await URLSession.shared.data(from: url)
        return [Order(id: String(decoding: data, as: UTF8.self), total: 0)]
    }
}

import Domain
import Foundation

@MainActor
public final class OrderListViewModel: ObservableObject {
    @Published public private(set) var orders: [Order] = []
    private let repository: OrderRepository

    public init(repository: OrderRepository) {
        self.repository = repository
    }

    public func load() async {
        orders = (try? await repository.orders()) ?? []
    }
}

@testable import Presentation
import Domain
import XCTest

final class OrderListViewModelTests: XCTestCase {
    private struct Stub: OrderRepository {
        func orders() async throws -> [Order] { [Order(id: "1", total: 5)] }
    }

    @MainActor
    func testLoadKeepsTheOrders() async {
        let viewModel = OrderListViewModel(repository: Stub())
        await viewModel.load()
        XCTAssertEqual(viewModel.orders.count, 1)
    }
}

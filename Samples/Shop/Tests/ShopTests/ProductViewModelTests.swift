import XCTest

@testable import Shop

@MainActor
final class ProductViewModelTests: XCTestCase {
    private final class MockProductUseCase: ProductUseCase {
        var products: [Product] = []
        func fetchProducts() async throws -> [Product] { products }
        func fetchProduct(id: String) async throws -> Product { products[0] }
        func orderProduct(productId: String, quantity: Int) async throws -> Order {
            Order(id: "1", productId: productId, quantity: quantity)
        }
    }

    func testFetchProductsMapsEntitiesToViewData() async {
        let useCase = MockProductUseCase()
        useCase.products = [Product(id: "1", name: "Apple", price: 1000, stock: 10, description: "")]
        let viewModel = ProductViewModel(useCase: useCase)

        await viewModel.fetchProducts()

        XCTAssertEqual(viewModel.state, .loaded)
        XCTAssertEqual(viewModel.products.map(\.name), ["Apple"])
        XCTAssertEqual(viewModel.products.first?.stockText, "In stock")
    }
}

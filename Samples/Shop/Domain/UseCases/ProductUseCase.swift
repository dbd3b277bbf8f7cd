import Foundation

protocol ProductUseCase {
    func fetchProducts() async throws -> [Product]
    func fetchProduct(id: String) async throws -> Product
    func orderProduct(productId: String, quantity: Int) async throws -> Order
}

final class DefaultProductUseCase: ProductUseCase {
    private let repository: ProductRepository

    init(repository: ProductRepository) {
        self.repository = repository
    }

    func fetchProducts() async throws -> [Product] {
        try await repository.fetchProducts().filter(\.isAvailable)
    }

    func fetchProduct(id: String) async throws -> Product {
        try await repository.fetchProduct(id: id)
    }

    func orderProduct(productId: String, quantity: Int) async throws -> Order {
        guard quantity > 0 else { throw OrderError.invalidQuantity }
        let product = try await repository.fetchProduct(id: productId)
        guard product.stock >= quantity else { throw OrderError.outOfStock }
        return try await repository.createOrder(productId: productId, quantity: quantity)
    }
}

import Foundation

final class DefaultProductRepository: ProductRepository {
    private let remote: ProductRemoteDataSource
    private let local: ProductLocalDataSource

    init(remote: ProductRemoteDataSource, local: ProductLocalDataSource) {
        self.remote = remote
        self.local = local
    }

    func fetchProducts() async throws -> [Product] {
        if let cached = local.products() {
            return cached.map { $0.toDomain() }
        }
        let products = try await remote.fetchProducts().map { $0.toDomain() }
        local.saveProducts(products.map { $0.toDTO() })
        return products
    }

    func fetchProduct(id: String) async throws -> Product {
        try await remote.fetchProduct(id: id).toDomain()
    }

    func createOrder(productId: String, quantity: Int) async throws -> Order {
        let response = try await remote.createOrder(OrderRequestDTO(productId: productId, quantity: quantity))
        local.clearCache()
        return response.toDomain()
    }
}

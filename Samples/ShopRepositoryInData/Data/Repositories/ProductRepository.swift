import Foundation

// The repository's contract sits next to its implementation, in Data.
// Domain's use case must now reach outward to see it: Domain -> Data.
protocol ProductRepository {
    func fetchProducts() async throws -> [Product]
    func fetchProduct(id: String) async throws -> Product
    func createOrder(productId: String, quantity: Int) async throws -> Order
}

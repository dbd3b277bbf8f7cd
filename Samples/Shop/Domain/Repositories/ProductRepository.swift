import Foundation

protocol ProductRepository {
    func fetchProducts() async throws -> [Product]
    func fetchProduct(id: String) async throws -> Product
    func createOrder(productId: String, quantity: Int) async throws -> Order
}

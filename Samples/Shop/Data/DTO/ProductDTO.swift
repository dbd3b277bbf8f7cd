import Foundation

/// A product as the server sends it.
struct ProductDTO: Codable, Equatable {
    let productId: String
    let productName: String
    let productPrice: Int
    let stockQuantity: Int
    let productDescription: String
    let createdAt: String
    let updatedAt: String

    func toDomain() -> Product {
        Product(
            id: productId,
            name: productName,
            price: productPrice,
            stock: stockQuantity,
            description: productDescription
        )
    }
}

struct ProductListResponseDTO: Decodable {
    let products: [ProductDTO]
    let nextCursor: String?
}

struct OrderRequestDTO: Encodable {
    let productId: String
    let quantity: Int
}

struct OrderResponseDTO: Decodable {
    let orderId: String
    let order: OrderRequestDTO

    func toDomain() -> Order {
        Order(id: orderId, productId: order.productId, quantity: order.quantity)
    }
}

extension OrderRequestDTO: Decodable {}

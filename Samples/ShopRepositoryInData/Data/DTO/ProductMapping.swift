import Foundation

/// Entity -> DTO conversion lives in Data, next to the DTO: the entity itself never learns the API format.
extension Product {
    func toDTO(now: Date = Date()) -> ProductDTO {
        let timestamp = ISO8601DateFormatter().string(from: now)
        return ProductDTO(
            productId: id,
            productName: name,
            productPrice: price,
            stockQuantity: stock,
            productDescription: description,
            createdAt: timestamp,
            updatedAt: timestamp
        )
    }
}

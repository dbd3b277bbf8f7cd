import Foundation

struct Product: Identifiable, Equatable {
    let id: String
    var name: String
    var price: Int
    var stock: Int
    var description: String

    var isAvailable: Bool { stock > 0 }
}

struct Order: Equatable {
    let id: String
    let productId: String
    let quantity: Int
}

enum OrderError: Error, Equatable {
    case invalidQuantity
    case outOfStock
}

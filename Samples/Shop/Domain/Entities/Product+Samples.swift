import Foundation

#if DEBUG
    extension Product {
        /// Fixed products for previews and UI tests.
        static let samples: [Product] = [
            Product(id: "1", name: "Apple", price: 1000, stock: 10, description: "Crisp and sweet"),
            Product(id: "2", name: "Pear", price: 2000, stock: 5, description: "Juicy"),
            Product(
                id: "3", name: "Swift Testing Handbook", price: 32000, stock: 0,
                description: #"Chapter 4, "class Fake: Repository", writes test doubles by hand"#),
        ]
    }
#endif

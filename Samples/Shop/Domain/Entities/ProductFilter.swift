import Foundation

/// A rule that narrows the product list. Filters are values: the list screen builds them from what the
/// user typed, and the use case only reads them.
protocol ProductFilter {
    func matches(_ product: Product) -> Bool
}

struct PriceFilter: ProductFilter, Equatable {
    let maximum: Int

    func matches(_ product: Product) -> Bool {
        product.price <= maximum
    }
}

enum StockFilter: ProductFilter, Equatable {
    case all
    case inStockOnly

    func matches(_ product: Product) -> Bool {
        switch self {
        case .all: return true
        case .inStockOnly: return product.isAvailable
        }
    }
}

import Combine
import Foundation

@MainActor
final class ProductSearchViewModel: ObservableObject {
    /// Which text field has the focus; the view binds it to `@FocusState`.
    enum FocusedInputView: Hashable {
        case query
        case maximumPrice
    }

    @Published var query = ""
    @Published var maximumPrice = ""
    @Published var focusedInput: FocusedInputView? = .query
    @Published private(set) var results: [Product] = []

    private let products: [Product]

    init(products: [Product]) {
        self.products = products
    }

    func search() {
        var filters: [ProductFilter] = [StockFilter.inStockOnly]
        if let maximum = Int(maximumPrice) {
            filters.append(PriceFilter(maximum: maximum))
        }
        results = products.filter { product in
            filters.allSatisfy { $0.matches(product) } && (query.isEmpty || product.name.contains(query))
        }
        focusedInput = results.isEmpty ? .query : nil
    }

    func moveFocus(to input: FocusedInputView) {
        focusedInput = input
    }
}

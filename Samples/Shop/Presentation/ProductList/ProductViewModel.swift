import Combine
import Foundation

@MainActor
final class ProductViewModel: ObservableObject {
    enum ViewState: Equatable {
        case loading
        case loaded
        case error(String)
    }

    /// What one row of the list shows: Domain values already formatted for the screen.
    struct ProductViewData: Identifiable, Equatable {
        let id: String
        let name: String
        let price: String
        let stockText: String
    }

    @Published private(set) var state: ViewState = .loading
    @Published private(set) var products: [ProductViewData] = []

    private let useCase: ProductUseCase

    init(useCase: ProductUseCase) {
        self.useCase = useCase
    }

    func fetchProducts() async {
        state = .loading
        do {
            let domainProducts = try await useCase.fetchProducts()
            products = domainProducts.map(Self.makeViewData)
            state = .loaded
        } catch {
            state = .error(error.localizedDescription)
        }
    }

    func orderProduct(_ product: ProductViewData, quantity: Int) async {
        do {
            _ = try await useCase.orderProduct(productId: product.id, quantity: quantity)
            await fetchProducts()
        } catch {
            state = .error("Order failed: " + error.localizedDescription)
        }
    }

    private static func makeViewData(_ product: Product) -> ProductViewData {
        ProductViewData(
            id: product.id,
            name: product.name,
            price: product.price.formatted(.currency(code: "KRW")),
            stockText: product.stock > 5 ? "In stock" : "Only " + String(product.stock) + " left"
        )
    }
}

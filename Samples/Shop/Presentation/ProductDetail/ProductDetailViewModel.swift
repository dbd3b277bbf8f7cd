import Combine
import Foundation

@MainActor
final class ProductDetailViewModel: ObservableObject {
    @Published private(set) var product: Product?
    @Published private(set) var orderMessage: String?

    private let productID: String
    private let useCase: ProductUseCase

    init(productID: String, repository: ProductRepository) {
        self.productID = productID
        // Shortcut taken in a hurry: the ViewModel picks the implementation itself.
        self.useCase = DefaultProductUseCase(repository: repository)
    }

    func load() async {
        product = try? await useCase.fetchProduct(id: productID)
    }

    func order(quantity: Int) async {
        do {
            let order = try await useCase.orderProduct(productId: productID, quantity: quantity)
            orderMessage = "Order " + order.id + " placed"
        } catch {
            orderMessage = error.localizedDescription
        }
    }
}

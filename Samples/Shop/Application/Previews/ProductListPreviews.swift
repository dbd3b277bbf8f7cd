#if DEBUG
    import SwiftUI

    /// Preview wiring sits with the composition root: previews need concrete stand-ins,
    /// and the composition root is the one place allowed to build them.
    @MainActor
    final class PreviewDIContainer {
        var products: [Product] = Product.samples
        var failure: Error?
        var delay: Duration = .zero

        func makeProductListView() -> ProductListView {
            let useCase = StubProductUseCase(products: products, failure: failure, delay: delay)
            return ProductListView(viewModel: ProductViewModel(useCase: useCase))
        }
    }

    private struct StubProductUseCase: ProductUseCase {
        let products: [Product]
        let failure: Error?
        let delay: Duration

        func fetchProducts() async throws -> [Product] {
            try await Task.sleep(for: delay)
            if let failure { throw failure }
            return products
        }

        func fetchProduct(id: String) async throws -> Product {
            guard let product = products.first(where: { $0.id == id }) else { throw OrderError.outOfStock }
            return product
        }

        func orderProduct(productId: String, quantity: Int) async throws -> Order {
            Order(id: "preview-order", productId: productId, quantity: quantity)
        }
    }

    struct ProductListView_Previews: PreviewProvider {
        static var previews: some View {
            Group {
                PreviewDIContainer().makeProductListView()
                    .previewDisplayName("Loaded")
                container { $0.delay = .seconds(30) }.makeProductListView()
                    .previewDisplayName("Loading")
                container { $0.products = [] }.makeProductListView()
                    .previewDisplayName("Empty")
                container { $0.failure = URLError(.notConnectedToInternet) }.makeProductListView()
                    .previewDisplayName("Error")
            }
        }

        private static func container(_ configure: (PreviewDIContainer) -> Void) -> PreviewDIContainer {
            let container = PreviewDIContainer()
            configure(container)
            return container
        }
    }
#endif

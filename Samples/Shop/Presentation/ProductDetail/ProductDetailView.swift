import SwiftUI

struct ProductDetailView: View {
    @StateObject private var viewModel: ProductDetailViewModel

    init(
        productID: String,
        repository: ProductRepository = DefaultProductRepository(
            remote: DefaultProductRemoteDataSource(network: URLSessionNetworkService()),
            local: DefaultProductLocalDataSource()
        )
    ) {
        _viewModel = StateObject(wrappedValue: ProductDetailViewModel(productID: productID, repository: repository))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            if let product = viewModel.product {
                Text(product.name).font(.title)
                Text(product.description)
                Button("Order one") {
                    Task { await viewModel.order(quantity: 1) }
                }
                .disabled(!product.isAvailable)
            } else {
                ProgressView()
            }
            if let message = viewModel.orderMessage {
                Text(message).foregroundStyle(.secondary)
            }
        }
        .padding()
        .task { await viewModel.load() }
    }
}

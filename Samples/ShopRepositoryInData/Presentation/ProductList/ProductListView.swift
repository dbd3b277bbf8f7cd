import SwiftUI

struct ProductListView: View {
    @StateObject private var viewModel: ProductViewModel

    init(viewModel: ProductViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel)
    }

    var body: some View {
        NavigationStack {
            Group {
                switch viewModel.state {
                case .loading:
                    ProgressView()
                case .loaded:
                    productList
                case .error(let message):
                    ErrorView(message: message) {
                        Task { await viewModel.fetchProducts() }
                    }
                }
            }
            .navigationTitle("Products")
        }
        .task { await viewModel.fetchProducts() }
    }

    private var productList: some View {
        List(viewModel.products) { product in
            ProductRowView(product: product)
        }
        .refreshable { await viewModel.fetchProducts() }
    }
}

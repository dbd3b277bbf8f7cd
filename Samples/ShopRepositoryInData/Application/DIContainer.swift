import Foundation
import SwiftUI

/// The composition root: the only place that names concrete types.
@MainActor
final class DIContainer {
    private let network = URLSessionNetworkService()

    // MARK: Data

    private func makeRepository() -> ProductRepository {
        DefaultProductRepository(
            remote: DefaultProductRemoteDataSource(network: network),
            local: DefaultProductLocalDataSource(defaults: .standard)
        )
    }

    // MARK: Domain

    private func makeUseCase() -> ProductUseCase {
        DefaultProductUseCase(repository: makeRepository())
    }

    // MARK: Presentation

    func makeProductViewModel() -> ProductViewModel {
        ProductViewModel(useCase: makeUseCase())
    }

    func makeProductListView() -> ProductListView {
        ProductListView(viewModel: makeProductViewModel())
    }
}

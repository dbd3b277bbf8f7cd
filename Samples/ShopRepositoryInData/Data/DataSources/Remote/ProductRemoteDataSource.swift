import Foundation

protocol ProductRemoteDataSource {
    func fetchProducts() async throws -> [ProductDTO]
    func fetchProduct(id: String) async throws -> ProductDTO
    func createOrder(_ order: OrderRequestDTO) async throws -> OrderResponseDTO
}

final class DefaultProductRemoteDataSource: ProductRemoteDataSource, RemoteRepository {
    let network: NetworkService

    init(network: NetworkService) {
        self.network = network
    }

    func fetchProducts() async throws -> [ProductDTO] {
        let response: ProductListResponseDTO = try await get(.products)
        return response.products
    }

    func fetchProduct(id: String) async throws -> ProductDTO {
        try await get(.product(id: id))
    }

    func createOrder(_ order: OrderRequestDTO) async throws -> OrderResponseDTO {
        try await network.send(.orders, body: order)
    }
}

import Foundation

enum Endpoint {
    case products
    case product(id: String)
    case orders

    var path: String {
        switch self {
        case .products: return "/products"
        case .product(let id): return "/products/" + id
        case .orders: return "/orders"
        }
    }
}

protocol NetworkService {
    func request<Response: Decodable>(_ endpoint: Endpoint) async throws -> Response
    func send<Body: Encodable, Response: Decodable>(_ endpoint: Endpoint, body: Body) async throws -> Response
}

final class URLSessionNetworkService: NetworkService {
    private let baseURL: URL
    private let session: URLSession
    private(set) var recentResponses: [Data] = []

    init(baseURL: URL = URL(string: "https://shop.example/api")!, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func request<Response: Decodable>(_ endpoint: Endpoint) async throws -> Response {
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent(endpoint.path))
        record(data)
        return try JSONDecoder().decode(Response.self, from: data)
    }

    func send<Body: Encodable, Response: Decodable>(_ endpoint: Endpoint, body: Body) async throws -> Response {
        var request = URLRequest(url: baseURL.appendingPathComponent(endpoint.path))
        request.httpMethod = "POST"
        request.httpBody = try JSONEncoder().encode(body)
        let (data, _) = try await session.data(for: request)
        record(data)
        return try JSONDecoder().decode(Response.self, from: data)
    }

    private func record(_ data: Data) {
        recentResponses = Array((recentResponses + [data]).suffix(20))
    }
}

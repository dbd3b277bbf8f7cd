import Foundation

final class RemoteRecipeRepository: RecipeRepository {
    private let client: HTTPClient
    private var cache: [String: [Recipe]] = [:]

    init(client: HTTPClient) {
        self.client = client
    }

    func recipes(matching query: String) async throws -> [Recipe] {
        if let cached = cache[query] { return cached }
        var components = URLComponents(string: "https://api.example.com/recipes")!
        components.queryItems = [URLQueryItem(name: "q", value: query)]
        let data = try await client.get(components.url!)
        let recipes = try JSONDecoder().decode([RecipeResponseDTO].self, from: data).map { $0.toDomain() }
        cache[query] = recipes
        return recipes
    }

    func clearCache() async {
        cache.removeAll()
    }
}
